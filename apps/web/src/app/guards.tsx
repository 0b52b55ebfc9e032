import { useTranslation } from '../lib/i18n';
import { useEffect, useRef } from 'react';
import { Navigate, Outlet, useLocation, useNavigate, useSearchParams } from 'react-router';
import { Button } from '../components/ui/button';
import { PageLoader } from '../components/ui/page-loader';
import { useSession } from '../lib/session';
import { isSafeRedirect, rememberRedirect, takeRedirect } from '../lib/storage';

/** A stored token whose member could not be loaded (network, server down): say so and offer a retry. */
function Unavailable() {
  const { t } = useTranslation();
  const { retry } = useSession();
  return (
    <div role="alert" className="mx-auto mt-24 max-w-md space-y-4 px-4 text-center">
      <p className="text-lg font-semibold">{t('auth.get_user_info_failed')}</p>
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

/**
 * Account screens that do not exist for visitors (docs/product.md "Screens and routes": they go
 * to /404). A member who signs out here (a deleted account) is on their way to /login already:
 * the screen goes blank rather than racing that navigation to /404.
 */
export function MemberOr404() {
  const { status } = useSession();
  const wasMember = useRef(false);
  if (status === 'member') wasMember.current = true;
  if (status === 'loading') return <PageLoader />;
  if (status === 'unavailable') return <Unavailable />;
  if (status === 'member') return <Outlet />;
  return wasMember.current ? null : <Navigate to="/404" replace />;
}

/**
 * Sends a member on to the remembered path (once), else to the first run while it is still to
 * come (docs/decisions/0049-the-first-run.md), else to /feed.
 */
function ContinueAsMember({ next }: { next: string | null }) {
  const navigate = useNavigate();
  const { user } = useSession();
  const hasNavigated = useRef(false);
  const isFirstRunDue = user?.first_run_done_at === null;
  useEffect(() => {
    if (hasNavigated.current) return;
    hasNavigated.current = true;
    const remembered = takeRedirect(isFirstRunDue ? '/welcome' : '/feed');
    void navigate(isSafeRedirect(next) ? next : remembered, { replace: true });
  }, [navigate, isFirstRunDue, next]);
  return <PageLoader />;
}

/**
 * Sign-in, registration and recovery are for visitors. A member (already signed in, or just
 * signed in on this screen) continues to the path remembered before login, else to /feed.
 */
export function VisitorOnly() {
  const { status } = useSession();
  // A sign-in link drawn on the server says where to come back to (signInBackTo).
  const [params] = useSearchParams();
  const next = params.get('next');
  useEffect(() => {
    if (next) rememberRedirect(next);
  }, [next]);
  if (status === 'loading') return <PageLoader />;
  if (status === 'unavailable') return <Unavailable />;
  return status === 'member' ? <ContinueAsMember next={next} /> : <Outlet />;
}
