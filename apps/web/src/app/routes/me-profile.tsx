import { Navigate } from 'react-router';
import { useMember } from '../../lib/session';

/** The member's own profile; editing arrives with the people-and-profiles work. */
export function Component() {
  const user = useMember();
  return <Navigate to={`/profile/${user.username}`} replace />;
}
