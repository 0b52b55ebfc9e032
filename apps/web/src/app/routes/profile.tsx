import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { EmptyState } from '../../components/ui/empty-state';
import { Spinner } from '../../components/ui/spinner';
import { useUserByUsername } from '../../features/profile/api/get-user-by-username';
import { ProfileHeader } from '../../features/profile/components/profile-header';
import { ApiError } from '../../lib/api-client';
import { useDocumentTitle } from '../../lib/use-document-title';

export function Component() {
  const { t } = useTranslation();
  const { username = '' } = useParams();
  const user = useUserByUsername(username);
  useDocumentTitle(user.data?.name ?? t('nav.profile'));

  if (user.isPending) return <Spinner label={t('common.loading')} />;
  if (user.isError) {
    const isMissing = user.error instanceof ApiError && user.error.status === 404;
    return <EmptyState title={isMissing ? t('empty.user_not_found') : t('toast.generic_error')} />;
  }
  return <ProfileHeader user={user.data} />;
}
