import { useTranslation } from '../../lib/i18n';
import { AuthCard } from '../../features/auth/components/auth-card';
import { ForgotPasswordForm } from '../../features/auth/components/forgot-password-form';
import { useDocumentTitle } from '../../lib/use-document-title';

export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('auth.forgot_title'));
  return (
    <AuthCard title={t('auth.forgot_title')} subtitle={t('auth.forgot_subtitle')}>
      <ForgotPasswordForm />
    </AuthCard>
  );
}
