import { useTranslation } from '../../lib/i18n';
import { AuthCard } from '../../features/auth/components/auth-card';
import { RegisterForm } from '../../features/auth/components/register-form';
import { useDocumentTitle } from '../../lib/use-document-title';

export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('auth.register_title'));
  return (
    <AuthCard title={t('auth.register_title')} subtitle={t('app.tagline')}>
      {/* No "by continuing you agree" here: the form's own box asks for consent (docs/decisions/0030). */}
      <RegisterForm />
    </AuthCard>
  );
}
