import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { AuthCard } from '../../features/auth/components/auth-card';
import { ActivateAccount } from '../../features/auth/components/activate-account';
import { useDocumentTitle } from '../../lib/use-document-title';

export function Component() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token');
  useDocumentTitle(t('auth.activation_title'));
  if (!token) return <Navigate to="/404" replace />;
  return (
    <AuthCard title={t('auth.activation_title')}>
      <ActivateAccount token={token} />
    </AuthCard>
  );
}
