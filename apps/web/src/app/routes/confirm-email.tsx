import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { ConfirmEmailChange } from '../../features/account/components/confirm-email-change';
import { AuthCard } from '../../features/auth/components/auth-card';
import { useDocumentTitle } from '../../lib/use-document-title';

export function Component() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token');
  useDocumentTitle(t('account.confirm_email_title'));
  if (!token) return <Navigate to="/404" replace />;
  return (
    <AuthCard title={t('account.confirm_email_title')}>
      <ConfirmEmailChange token={token} />
    </AuthCard>
  );
}
