/**
 * Registers the service worker (src/sw/sw.ts) once the page has loaded, so it costs the first screen
 * nothing (docs/decisions/0059-installable-app-and-web-push.md). Only the production build has one.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined);
  };
  if (document.readyState === 'complete') window.setTimeout(register, 0);
  else window.addEventListener('load', register, { once: true });
}
