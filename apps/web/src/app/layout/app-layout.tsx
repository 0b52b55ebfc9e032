import { Menu } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n';
import { Outlet, useLocation } from 'react-router';
import { FooterLinks } from '../../components/layouts/footer-links';
import { Logo } from '../../components/layouts/logo';
import { SkipLink } from '../../components/layouts/skip-link';
import { Card } from '../../components/ui/card';
import { InstallPrompt } from '../../components/ui/install-prompt';
import { Modal } from '../../components/ui/modal';
import { IndustryTree } from '../../features/tracks/components/industry-tree';
import { GoalsList } from '../../features/tracks/components/goals-card';
import { MobileTrackMenu } from '../../features/tracks/components/mobile-track-menu';
import { useAppBadge } from '../../features/notifications/api/use-app-badge';
import { useSendQueuedPosts } from '../../features/posts/components/queued-posts';
import { useSendQueuedComments } from '../../features/comments/components/waiting-comments';
import { useNotificationStream } from '../../features/notifications/api/use-notification-stream';
import { NotificationBell } from '../../features/notifications/components/notification-bell';
import { useSession } from '../../lib/session';
import { useIsWide } from '../../lib/use-media-query';
import { MainMenu } from './main-menu';
import { PreferenceSwitches } from './preference-switches';
import { SearchBox } from './search-box';
import { YouMightLike } from '../../features/people/components/you-might-like';
import { ConsentDialog } from '../../features/auth/components/consent-dialog';

function SideHeading({ children }: { children: string }) {
  return (
    <h2 className="mb-3 text-sm font-semibold tracking-wide text-slate-700 uppercase dark:text-slate-300">
      {children}
    </h2>
  );
}

/** docs/product.md "Layout and parts": industries on the left, content in the centre, menu and suggestions on the right. */
export function AppLayout() {
  const { t } = useTranslation();
  const { user } = useSession();
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  const location = useLocation();
  const isWide = useIsWide();
  // The bell stays current while the app is open (live from the API).
  useNotificationStream(user !== null);
  useAppBadge();
  // Posts written offline go when the connection comes back, whatever the page.
  useSendQueuedPosts(user?.id ?? null);
  useSendQueuedComments(user?.id ?? null);

  return (
    <div className="min-h-screen">
      <SkipLink />
      <InstallPrompt path={location.pathname} />
      {!isWide && (
        <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur dark:border-slate-800 dark:bg-slate-950/95">
          {/* At 390 px the logo, the bell, "Career tracks" and the menu fit on one row, each label on one
              line; below 28rem the menu button is its icon alone (its name stays "Menu"). */}
          <div className="flex items-center justify-between gap-2 px-4 py-2">
            <Logo to="/feed" />
            <div className="flex items-center gap-1.5">
              <NotificationBell className="inline-flex min-h-10 min-w-10 items-center justify-center rounded-lg border border-slate-300 px-2 pl-4 dark:border-slate-700" />
              <MobileTrackMenu />
              <button
                type="button"
                onClick={() => setIsMenuOpen(true)}
                aria-haspopup="dialog"
                className="inline-flex min-h-10 min-w-10 items-center justify-center gap-2 rounded-lg border border-slate-300 px-2.5 text-sm font-medium whitespace-nowrap dark:border-slate-700"
              >
                <Menu aria-hidden="true" className="size-5 shrink-0" />
                <span className="max-[28rem]:sr-only">{t('nav.open_menu')}</span>
              </button>
            </div>
          </div>
          <div className="px-4 pb-2">
            <SearchBox />
          </div>
        </header>
      )}

      <div className="mx-auto grid max-w-7xl gap-6 px-4 py-6 lg:grid-cols-[15rem_minmax(0,1fr)_19rem]">
        {/* First in reading order, so keyboard and screen-reader users reach search and the menu
            before the tree and the feed; drawn in the right column. */}
        {isWide && (
          <aside aria-label={t('layout.sidebar')} className="lg:col-start-3 lg:row-start-1">
            <div className="sticky top-6 space-y-4">
              <SearchBox />
              <Card>
                <MainMenu />
              </Card>
              {user && (
                <Card>
                  <SideHeading>{t('growth.ui.goals')}</SideHeading>
                  <GoalsList userId={user.id} isOwn />
                </Card>
              )}
              <Card>
                <SideHeading>{t('layout.you_might_like')}</SideHeading>
                <YouMightLike />
              </Card>
              <PreferenceSwitches />
              <FooterLinks />
            </div>
          </aside>
        )}

        <main id="main" tabIndex={-1} className="min-w-0 focus:outline-none lg:col-start-2 lg:row-start-1">
          <Outlet />
        </main>
        {/* After the page in the DOM (the grid still draws it on the left): Tab reaches the feed first (issue 41). */}
        {isWide && (
          <aside aria-label={t('layout.industries')} className="lg:col-start-1 lg:row-start-1">
            <div className="sticky top-6 space-y-4">
              <Logo to="/feed" />
              <Card className="max-h-[calc(100vh-6rem)] overflow-y-auto">
                <SideHeading>{t('layout.industries')}</SideHeading>
                <IndustryTree />
              </Card>
            </div>
          </aside>
        )}
      </div>

      <Modal
        key={location.pathname}
        isOpen={isMenuOpen}
        title={t('nav.main_menu')}
        onClose={() => setIsMenuOpen(false)}
      >
        <div className="space-y-5">
          <MainMenu onNavigate={() => setIsMenuOpen(false)} />
          <PreferenceSwitches hasLabels />
          <FooterLinks />
        </div>
      </Modal>
      <ConsentDialog />
    </div>
  );
}
