import { useTranslation } from '../../lib/i18n';
import { Card } from '../../components/ui/card';
import { PageLoader } from '../../components/ui/page-loader';
import { IndustryTree } from '../../features/tracks/components/industry-tree';
import { useSession } from '../../lib/session';
import { AppLayout } from './app-layout';
import { PublicLayout } from './public-layout';

/** Pages both visitors and members read (a single post): the member's layout, or the public one. */
export function SessionLayout() {
  const { t } = useTranslation();
  const { status } = useSession();
  if (status === 'loading') return <PageLoader />;
  if (status === 'member') return <AppLayout />;
  // A visitor sees the industry tree too; opening an industry asks them to sign in (SPEC.md §4).
  return (
    <PublicLayout
      aside={
        <aside aria-label={t('layout.industries')} className="hidden lg:block">
          <Card className="sticky top-6 max-h-[calc(100vh-6rem)] overflow-y-auto">
            <h2 className="mb-3 text-sm font-semibold tracking-wide text-slate-700 uppercase dark:text-slate-300">
              {t('layout.industries')}
            </h2>
            <IndustryTree />
          </Card>
        </aside>
      }
    />
  );
}
