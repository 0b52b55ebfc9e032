import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n';
import { Link, Outlet } from 'react-router';
import { FooterLinks } from '../../components/layouts/footer-links';
import { Logo } from '../../components/layouts/logo';
import { SkipLink } from '../../components/layouts/skip-link';
import { buttonClass } from '../../components/ui/button';
import { useSession } from '../../lib/session';
import { PreferenceSwitches } from './preference-switches';

/**
 * Pages anyone may read (sign-in, registration, policies): a slim header and the footer. With
 * `aside` (a single post read by a visitor), a left column beside the content on wide screens.
 */
export function PublicLayout({ aside }: { aside?: ReactNode } = {}) {
  const { t } = useTranslation();
  const { status } = useSession();
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      <header className="border-b border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-950">
        <div className="mx-auto flex max-w-5xl flex-wrap items-center gap-x-3 gap-y-2 px-4 py-3">
          <div className="mr-auto">
            <Logo />
          </div>
          <PreferenceSwitches />
          <div className="flex w-full justify-end gap-2 sm:w-auto">
            {status === 'member' ? (
              <Link to="/feed" className={buttonClass('primary')}>
                {t('nav.home')}
              </Link>
            ) : (
              <>
                <Link to="/login" className={buttonClass('ghost')}>
                  {t('nav.login')}
                </Link>
                <Link to="/register" className={buttonClass('primary')}>
                  {t('nav.register')}
                </Link>
              </>
            )}
          </div>
        </div>
      </header>
      {aside ? (
        <div className="mx-auto grid w-full max-w-5xl flex-1 gap-6 px-4 py-8 lg:grid-cols-[15rem_minmax(0,1fr)]">
          {aside}
          <main id="main" tabIndex={-1} className="min-w-0 focus:outline-none">
            <Outlet />
          </main>
        </div>
      ) : (
        <main id="main" tabIndex={-1} className="mx-auto w-full max-w-5xl flex-1 px-4 py-8 focus:outline-none">
          <Outlet />
        </main>
      )}
      <footer className="border-t border-slate-200 dark:border-slate-800">
        <div className="mx-auto max-w-5xl px-4 py-6">
          <FooterLinks />
        </div>
      </footer>
    </div>
  );
}
