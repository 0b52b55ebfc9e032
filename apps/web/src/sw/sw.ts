/// <reference lib="webworker" />
// The service worker (docs/decisions/0059-installable-app-and-web-push.md), built by
// vite-plugin-pwa with Workbox: the app's shell and hashed assets from the cache, pages from the
// network first (never kept: a page may be one member's), and Web Push shown as notifications.
import type { PushPayload } from '@ladder/shared/schemas/push';
import { MAX_MEDIA_PER_POST } from '@ladder/shared/values/posts';
import { FILE_NAME_HEADER, SHARED_FILES_CACHE, sharedFileUrl } from '../features/posts/lib/shared-files';
import { KEEP_MODULES } from '../lib/kept-modules';
import { ExpirationPlugin } from 'workbox-expiration';
import { matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkOnly } from 'workbox-strategies';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: { url: string; revision: string | null }[] };
/** The post composer's files, with all they import (apps/web/kept-modules.ts). */
declare const __KEPT_MODULE_FILES__: string[];

// The shell (index.html, the entry and the framework, styles, icons), kept at install. No
// directory index nor clean URLs: "/" is a page, drawn by the server, not the precached shell.
const precached = self.__WB_MANIFEST;
precacheAndRoute(precached, { directoryIndex: '', cleanURLs: false, ignoreURLParametersMatching: [/.*/] });

/** The precached index.html, marked as drawn for nobody: the page takes its language and theme from their cookies. */
async function offlineShell(): Promise<Response> {
  const shell = await matchPrecache('/index.html');
  if (!shell) return Response.error();
  const html = (await shell.text()).replace('<html ', '<html data-offline-shell ');
  return new Response(html, { headers: { 'content-type': 'text/html; charset=utf-8' } });
}

// Pages: always the network. Offline, the precached shell, which draws the screen in the browser
// and says it is offline; no page is ever kept, so one member's page never reaches another.
registerRoute(
  new NavigationRoute(
    new NetworkOnly({
      plugins: [{ handlerDidError: offlineShell }],
    }),
    { denylist: [/^\/(api|media|cards|embed|oembed)\//] },
  ),
);

// Other hashed assets (the lazy screens' chunks): kept once used, so screens opened before open offline.
const assets = new CacheFirst({
  cacheName: 'ladder-assets',
  plugins: [new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * 24 * 3600 })],
});
registerRoute(
  ({ url, request }) =>
    url.origin === self.location.origin && url.pathname.startsWith('/assets/') && request.method === 'GET',
  assets,
);

// The feed, once settled, asks for the composer's files to be kept (lib/kept-modules.ts): fetched
// here into the same cache, nothing evaluated on the page, so that the composer opens offline.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type !== KEEP_MODULES) return;
  event.waitUntil(
    Promise.all(
      __KEPT_MODULE_FILES__
        .filter((file) => !precached.some((entry) => `/${typeof entry === 'string' ? entry : entry.url}` === file))
        .map((file) => assets.handleAll({ event, request: new Request(file) })[1]),
    ),
  );
});

// "Share → Ladder" from another app (the manifest's share target, a multipart POST): the text
// travels in the address of /share, the photos and videos wait in a cache until that page takes
// them (features/posts/lib/shared-files.ts). One more than a post takes is kept, so that the
// composer can say there were too many.
registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname === '/share',
  async ({ request }) => {
    const form = await request.formData();
    const files = form
      .getAll('media')
      .filter((part): part is File => typeof part !== 'string' && part.size > 0)
      .slice(0, MAX_MEDIA_PER_POST + 1);
    await caches.delete(SHARED_FILES_CACHE);
    const cache = await caches.open(SHARED_FILES_CACHE);
    await Promise.all(
      files.map((file, index) =>
        cache.put(
          sharedFileUrl(index),
          new Response(file, {
            headers: { 'content-type': file.type, [FILE_NAME_HEADER]: encodeURIComponent(file.name) },
          }),
        ),
      ),
    );
    const params = new URLSearchParams();
    for (const name of ['title', 'text', 'url']) {
      const value = form.get(name);
      if (typeof value === 'string' && value.trim()) params.set(name, value);
    }
    if (files.length > 0) params.set('files', String(files.length));
    return Response.redirect(new URL(`/share?${params.toString()}`, self.location.origin).href, 303);
  },
  'POST',
);

self.addEventListener('install', () => void self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

// A push: its sentence (in the member's language, made by the server), one per notification
// group (a newer one replaces it), and the unread count on the app icon where supported.
self.addEventListener('push', (event) => {
  let push: PushPayload;
  try {
    push = event.data?.json() as PushPayload;
  } catch {
    return;
  }
  if (typeof push?.body !== 'string' || typeof push.title !== 'string') return;
  const badge = 'setAppBadge' in navigator ? navigator.setAppBadge(push.unread).catch(() => undefined) : undefined;
  event.waitUntil(
    Promise.all([
      self.registration.showNotification(push.title, {
        body: push.body,
        tag: push.tag,
        icon: '/icons/icon-192.png',
        badge: '/icons/icon-192.png',
        data: { url: push.url },
      }),
      badge,
    ]),
  );
});

// A tap opens the page it tells about, in an open window of the app when there is one.
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const path = String((event.notification.data as { url?: string } | null)?.url ?? '/notifications');
  const url = new URL(path.startsWith('/') ? path : '/notifications', self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then(async (windows) => {
      const open = windows.find((client) => 'focus' in client);
      if (open) {
        await open.focus();
        await open.navigate(url);
        return;
      }
      await self.clients.openWindow(url);
    }),
  );
});
