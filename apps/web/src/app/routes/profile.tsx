import { useParams } from 'react-router';
import { EmptyState } from '../../components/ui/empty-state';
import { Spinner } from '../../components/ui/spinner';
import { useProfilePreview } from '../../features/profile/api/get-profile-preview';
import { ProfilePreviewView } from '../../features/profile/components/profile-preview';
import { useTranslation } from '../../lib/i18n';
import { useSession } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';
import { ProfilePage } from '../profile/profile-page';

/** A visitor's /profile/{username}: the member's public page, drawn on the server (docs/decisions/0047-shared-links.md). */
function Preview({ username }: { username: string }) {
  const { t } = useTranslation();
  const profile = useProfilePreview(username);
  useDocumentTitle(profile.data?.name ?? t('sharing.profile_tracks'));
  if (profile.isPending) return <Spinner label={t('common.loading')} />;
  if (profile.isError) return <EmptyState title={t('sharing.profile_not_found')} />;
  return <ProfilePreviewView profile={profile.data} />;
}

/** /profile/{username}; a leading '@' is optional. */
export function Component() {
  const { username = '' } = useParams();
  const { status } = useSession();
  if (status !== 'member') return <Preview key={username} username={username} />;
  return <ProfilePage key={username} username={username} />;
}
