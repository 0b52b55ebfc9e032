import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { Button } from '../components/ui/button';
import { PageLoader } from '../components/ui/page-loader';
import { useSession } from '../lib/session';
import { rememberRedirect } from '../lib/storage';

function Unavailable() {
  const { t } = useTranslation();
  const { retry } = useSession();
  return (
    <div role="alert" className="mx-auto mt-24 max-w-md space-y-4 px-4 text-center">
      <p className="text-lg font-semibold">{t('toast.generic_error')}</p>
      <Button onClick={retry}>{t('common.retry')}</Button>
    </div>
  );
}

/** Signed-in routes: a visitor is sent to /login, and comes back here after signing in. */
export function RequireMember() {
  const { status } = useSession();
  const location = useLocation();
  if (status === 'loading') return <PageLoader />;
  if (status === 'unavailable') return <Unavailable />;
  if (status === 'visitor') {
    rememberRedirect(`${location.pathname}${location.search}`);
    return <Navigate to="/login" replace />;
  }
  return <Outlet />;
}

/** Account screens that do not exist for visitors (SPEC.md §2: they go to /404). */
export function MemberOr404() {
  const { status } = useSession();
  if (status === 'loading') return <PageLoader />;
  if (status === 'unavailable') return <Unavailable />;
  return status === 'member' ? <Outlet /> : <Navigate to="/404" replace />;
}

/** Sign-in, registration and recovery: a signed-in member goes to the feed instead. */
export function VisitorOnly() {
  const { status } = useSession();
  if (status === 'loading') return <PageLoader />;
  return status === 'member' ? <Navigate to="/feed" replace /> : <Outlet />;
}
