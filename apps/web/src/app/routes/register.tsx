import { useTranslation } from '../../lib/i18n';
import { AuthCard } from '../../features/auth/components/auth-card';
import { LegalNotice } from '../../features/auth/components/legal-notice';
import { RegisterForm } from '../../features/auth/components/register-form';
import { useDocumentTitle } from '../../lib/use-document-title';

export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('auth.register_title'));
  return (
    <AuthCard title={t('auth.register_title')} subtitle={t('app.tagline')}>
      <RegisterForm />
      <LegalNotice />
    </AuthCard>
  );
}
