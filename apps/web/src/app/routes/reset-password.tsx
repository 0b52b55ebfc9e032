import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { AuthCard } from '../../features/auth/components/auth-card';
import { ResetPasswordForm } from '../../features/auth/components/reset-password-form';
import { useDocumentTitle } from '../../lib/use-document-title';

export function Component() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token');
  useDocumentTitle(t('auth.reset_title'));
  if (!token) return <Navigate to="/404" replace />;
  return (
    <AuthCard title={t('auth.reset_title')}>
      <ResetPasswordForm token={token} />
    </AuthCard>
  );
}
