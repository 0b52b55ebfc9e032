import { useParams } from 'react-router';
import { ProfilePage } from '../profile/profile-page';

/** /profile/{username}; a leading '@' is optional. */
export function Component() {
  const { username = '' } = useParams();
  return <ProfilePage key={username} username={username} />;
}
