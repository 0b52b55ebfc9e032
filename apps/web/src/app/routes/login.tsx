import { useLocation } from 'react-router';
import { useTranslation } from '../../lib/i18n';
import { AuthCard } from '../../features/auth/components/auth-card';
import { DeletionNotice } from '../../features/auth/components/deletion-notice';
import { ExternalSignIn } from '../../features/auth/components/external-sign-in';
import { LegalNotice } from '../../features/auth/components/legal-notice';
import { LoginForm } from '../../features/auth/components/login-form';
import { SampleLadder } from '../../features/auth/components/sample-ladder';
import { useDocumentTitle } from '../../lib/use-document-title';

/**
 * `/` and `/login`. On a phone `/` first says what Ladder is (a line and a sample ladder) above the
 * form; a wide screen has that beside it (issue 41).
 */
export function Component() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  useDocumentTitle(t('auth.login_title'));
  return (
    <div className="grid items-center gap-10 lg:grid-cols-2">
      <div className="hidden space-y-6 lg:block">
        <p className="text-4xl font-bold tracking-tight text-slate-900 dark:text-white">{t('auth.hero_title')}</p>
        <p className="text-lg text-slate-700 dark:text-slate-300">{t('app.tagline')}</p>
        <SampleLadder isLineShown={false} />
      </div>
      {pathname === '/' && (
        <div className="mx-auto w-full max-w-md lg:hidden">
          <SampleLadder />
        </div>
      )}
      <AuthCard title={t('auth.login_title')} subtitle={t('auth.login_subtitle')}>
        <DeletionNotice />
        <LoginForm />
        <ExternalSignIn />
        <LegalNotice />
      </AuthCard>
    </div>
  );
}
