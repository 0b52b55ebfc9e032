import { useMember } from '../../lib/session';
import { ProfilePage } from '../profile/profile-page';

/** The member's own profile, reached by "Update profile": the edit modal opens with it. */
export function Component() {
  const user = useMember();
  return <ProfilePage username={user.username} isEditingAtStart />;
}
