import { PageLoader } from '../../components/ui/page-loader';
import { useSession } from '../../lib/session';
import { AppLayout } from './app-layout';
import { PublicLayout } from './public-layout';

/** Pages both visitors and members read (a single post): the member's layout, or the public one. */
export function SessionLayout() {
  const { status } = useSession();
  if (status === 'loading') return <PageLoader />;
  return status === 'member' ? <AppLayout /> : <PublicLayout />;
}
