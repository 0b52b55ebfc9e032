import { lazy, Suspense } from 'react';
import { Card } from '../../components/ui/card';
import { PageLoader } from '../../components/ui/page-loader';
import { Spinner } from '../../components/ui/spinner';
import { useTranslation } from '../../lib/i18n';
import { useSession } from '../../lib/session';
import { useHydrated } from '../../lib/use-hydrated';
import { useIsWide } from '../../lib/use-media-query';
import { PublicLayout } from './public-layout';

// A visitor who opens a shared post downloads neither the member's layout nor the industry
// tree (on a phone it would be hidden anyway); each loads when it is first shown.
const AppLayout = lazy(async () => ({ default: (await import('./app-layout')).AppLayout }));
const IndustryTree = lazy(async () => ({
  default: (await import('../../features/tracks/components/industry-tree')).IndustryTree,
}));

/** Pages both visitors and members read (a single post): the member's layout, or the public one. */
export function SessionLayout() {
  const { t } = useTranslation();
  const { status } = useSession();
  const isWide = useIsWide();
  const isHydrated = useHydrated();
  if (status === 'loading') return <PageLoader />;
  if (status === 'member')
    return (
      <Suspense fallback={<PageLoader />}>
        <AppLayout />
      </Suspense>
    );
  // A visitor sees the industry tree too; opening an industry asks them to sign in. Its column
  // is drawn at every width (hidden by CSS on a phone), so the page the server drew keeps its
  // shape; only a wide screen asks for the tree itself. The card is as tall as it may grow from the
  // first paint: the tree arriving does not push the footer down (a layout shift).
  return (
    <PublicLayout
      aside={
        <aside aria-label={t('layout.industries')} className="hidden lg:block">
          <Card className="sticky top-6 h-[calc(100vh-6rem)] overflow-y-auto">
            <h2 className="mb-3 text-sm font-semibold tracking-wide text-slate-700 uppercase dark:text-slate-300">
              {t('layout.industries')}
            </h2>
            {isWide ? (
              <Suspense fallback={<Spinner label={t('common.loading')} />}>
                <IndustryTree />
              </Suspense>
            ) : (
              // The server's page has no spinner: without JavaScript it would turn for ever.
              isHydrated && <Spinner label={t('common.loading')} />
            )}
            <noscript>
              <p className="text-sm text-slate-600 dark:text-slate-400">{t('layout.industries_need_javascript')}</p>
            </noscript>
          </Card>
        </aside>
      }
    />
  );
}
