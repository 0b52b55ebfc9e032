/** The message that asks the service worker to keep the composer's files (src/sw/sw.ts). */
export const KEEP_MODULES = 'keep-modules';

/**
 * Where a service worker is in control, asks it to fetch and keep the post composer's files, so
 * that it opens offline too (a post written offline waits in lib/post-outbox.ts). The worker
 * fetches them: the page evaluates nothing until the composer opens.
 */
export function keepComposerOffline(): void {
  navigator.serviceWorker?.controller?.postMessage({ type: KEEP_MODULES });
}
