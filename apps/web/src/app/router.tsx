import { useLayoutEffect } from 'react';
import {
  NavigationType,
  Outlet,
  ScrollRestoration,
  useLocation,
  useNavigationType,
  type RouteObject,
} from 'react-router';
import { PageLoader } from '../components/ui/page-loader';
import { MemberOr404, RequireMember, VisitorOnly } from './guards';
import { loadFeatureTexts } from '../lib/feature-texts';
import { loadPageTexts } from '../lib/page-texts';
import { RootErrorBoundary } from './root-error-boundary';
import { SessionProvider } from './session-provider';

type Load = () => Promise<{ Component: React.ComponentType }>;
/**
 * Each screen is its own chunk (route `lazy`), so /login does not carry the rest of the app.
 * A screen loads with the features' texts (lib/feature-texts.ts); the sign-in screens, with the
 * core catalog only (`authPage`), and the static pages with their long texts too.
 */
const withTexts = (load: Load, ...texts: (() => Promise<void>)[]) => ({
  lazy: async () => {
    const [module] = await Promise.all([load(), ...texts.map((loadTexts) => loadTexts())]);
    return module;
  },
});
const page = (load: Load) => withTexts(load, loadFeatureTexts);
/** A screen or layout drawn with the core texts only (the sign-in screens and their frame). */
const authPage = (load: Load) => ({ lazy: load });
const withPageTexts = (load: Load) => withTexts(load, loadFeatureTexts, loadPageTexts);
const staticPage = (name: 'userAgreement' | 'privacyPolicy' | 'cookiePolicy' | 'about' | 'accessibility') =>
  withPageTexts(async () => ({ Component: (await import('./routes/static-page'))[name] }));
const layout = (load: Load) => withTexts(load, loadFeatureTexts);

/**
 * Back and Forward: ScrollRestoration scrolls to where the member was as the page renders, but
 * a page whose list is still growing (a feed drawn a moment later) is too short then. This
 * keeps scrolling there as the page grows, until it gets there, the member scrolls, or 3 s.
 */
function RestoreScrollAsPageGrows() {
  const location = useLocation();
  const navigationType = useNavigationType();
  useLayoutEffect(() => {
    const target = browserRouter?.state.restoreScrollPosition;
    if (navigationType !== NavigationType.Pop || typeof target !== 'number' || Math.abs(window.scrollY - target) < 2)
      return;
    const observer = new ResizeObserver(() => {
      window.scrollTo(0, target);
      if (Math.abs(window.scrollY - target) < 2) stop();
    });
    const events = ['wheel', 'touchstart', 'keydown'] as const;
    const timer = window.setTimeout(() => stop(), 3000);
    function stop() {
      observer.disconnect();
      window.clearTimeout(timer);
      for (const event of events) window.removeEventListener(event, stop);
    }
    observer.observe(document.body);
    for (const event of events) window.addEventListener(event, stop, { passive: true });
    return stop;
  }, [location.key, navigationType]);
  return null;
}

/** The browser's router, once main.tsx has made it (the server renders with a static one). */
let browserRouter: { state: { restoreScrollPosition: number | false | null } } | null = null;
export function setBrowserRouter(router: typeof browserRouter): void {
  browserRouter = router;
}

/** Every screen of the app; main.tsx makes the browser's router of them, entry-server.tsx the server's. */
export const routes: RouteObject[] = [
  {
    element: (
      <SessionProvider>
        <Outlet />
        {/* A new page starts at the top; Back and Forward return to where the member was. */}
        <ScrollRestoration />
        <RestoreScrollAsPageGrows />
      </SessionProvider>
    ),
    errorElement: <RootErrorBoundary />,
    hydrateFallbackElement: <PageLoader />,
    children: [
      {
        ...authPage(async () => ({ Component: (await import('./layout/public-layout')).PublicLayout })),
        children: [
          {
            element: <VisitorOnly />,
            children: [
              { index: true, ...authPage(() => import('./routes/login')) },
              { path: 'login', ...authPage(() => import('./routes/login')) },
              { path: 'register', ...authPage(() => import('./routes/register')) },
              { path: 'forgot-password', ...authPage(() => import('./routes/forgot-password')) },
              { path: 'linkedin', ...authPage(() => import('./routes/linkedin')) },
            ],
          },
          { path: 'new-account', ...authPage(() => import('./routes/new-account')) },
          { path: 'reset-password', ...authPage(() => import('./routes/reset-password')) },
          { path: 'confirm-email', ...authPage(() => import('./routes/confirm-email')) },
          { path: 'user-agreement', ...staticPage('userAgreement') },
          { path: 'privacy-policy', ...staticPage('privacyPolicy') },
          { path: 'cookie-policy', ...staticPage('cookiePolicy') },
          { path: 'about', ...staticPage('about') },
          { path: 'accessibility', ...staticPage('accessibility') },
          { path: 'house', ...withPageTexts(() => import('./routes/house')) },
          { path: 'transparency', ...page(() => import('./routes/transparency')) },
          { path: '404', ...authPage(() => import('./routes/not-found')) },
          { path: '*', ...authPage(() => import('./routes/not-found')) },
        ],
      },
      {
        element: <RequireMember />,
        children: [
          {
            ...layout(async () => ({ Component: (await import('./layout/app-layout')).AppLayout })),
            children: [
              { path: 'feed', ...page(() => import('./routes/feed')) },
              { path: 'saved-posts', ...page(() => import('./routes/saved-posts')) },
              { path: 'share', ...page(() => import('./routes/share')) },
              { path: 'notifications', ...page(() => import('./routes/notifications')) },
              { path: 'endorsements', ...page(() => import('./routes/endorsements')) },
              { path: 'settings', ...page(() => import('./routes/settings')) },
              { path: 'settings/reports', ...page(() => import('./routes/my-reports')) },
              { path: 'settings/blocked-muted', ...page(() => import('./routes/blocked-muted')) },
              { path: 'appeal/:decisionId', ...page(() => import('./routes/appeal')) },
              { path: 'search', ...page(() => import('./routes/search')) },
              { path: 'my-career-tracks', ...page(() => import('./routes/my-career-tracks')) },
              { path: 'me/profile', ...page(() => import('./routes/me-profile')) },
              { path: 'goals/:trackId', ...page(() => import('./routes/goal-plan')) },
              { path: 'profile/:username/goals/:trackId', ...page(() => import('./routes/member-goal-plan')) },
              { path: 'ladder/:id/history', ...page(() => import('./routes/track-history')) },
              { path: 'ladder/:id/translate', ...page(() => import('./routes/track-translate')) },
              { path: 'career-track/create', ...page(() => import('./routes/track-editor')) },
              { path: 'career-track/:id/view', ...page(() => import('./routes/track-view')) },
              { path: 'career-track/:industryId/create', ...page(() => import('./routes/track-editor')) },
              { path: 'career-track/:industryId/update', ...page(() => import('./routes/track-editor')) },
            ],
          },
        ],
      },
      {
        // The first run has a frame of its own: nothing to wander off to (docs/decisions/0049-the-first-run.md).
        element: <RequireMember />,
        children: [{ path: 'welcome', ...page(() => import('./routes/welcome')) }],
      },
      {
        ...layout(async () => ({ Component: (await import('./layout/session-layout')).SessionLayout })),
        // Shared links: a visitor reads a post, a track's preview and a member's public page.
        children: [
          { path: 'post/:id', ...page(() => import('./routes/post')) },
          { path: 'ladder/:id', ...page(() => import('./routes/ladder')) },
          { path: 'profile/:username', ...page(() => import('./routes/profile')) },
        ],
      },
      {
        element: <MemberOr404 />,
        children: [
          {
            ...layout(async () => ({ Component: (await import('./layout/app-layout')).AppLayout })),
            children: [
              { path: 'me/change-password', ...page(() => import('./routes/change-password')) },
              { path: 'me/change-email', ...page(() => import('./routes/change-email')) },
              { path: 'me/delete-account', ...page(() => import('./routes/delete-account')) },
              { path: 'me/download-data', ...page(() => import('./routes/download-data')) },
              { path: 'me/phone', ...page(() => import('./routes/phone')) },
              { path: 'moderation', ...page(() => import('./routes/moderation')) },
            ],
          },
        ],
      },
    ],
  },
];
