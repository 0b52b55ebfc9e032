import { useTranslation } from '../../lib/i18n';
import { AuthCard } from '../../features/auth/components/auth-card';
import { ExternalSignIn } from '../../features/auth/components/external-sign-in';
import { LegalNotice } from '../../features/auth/components/legal-notice';
import { LoginForm } from '../../features/auth/components/login-form';
import { useDocumentTitle } from '../../lib/use-document-title';

export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('auth.login_title'));
  return (
    <div className="grid items-center gap-10 lg:grid-cols-2">
      <div className="hidden lg:block">
        <p className="text-4xl font-bold tracking-tight text-slate-900 dark:text-white">{t('auth.hero_title')}</p>
        <p className="mt-4 text-lg text-slate-700 dark:text-slate-300">{t('app.tagline')}</p>
      </div>
      <AuthCard title={t('auth.login_title')} subtitle={t('auth.login_subtitle')}>
        <LoginForm />
        <ExternalSignIn />
        <LegalNotice />
      </AuthCard>
    </div>
  );
}
