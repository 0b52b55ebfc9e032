import { expect, test } from '@playwright/test';
import { signedInMember, tokenFor } from './fixtures';

// The installable app (docs/decisions/0059-installable-app-and-web-push.md): the service worker
// installs after the page has loaded, and with the network off a page opens from its shell,
// marked offline, in the member's language.

/** Offline, the browser's own lines for requests that cannot leave are expected; nothing else is. */
const OFFLINE_LINES = [/net::ERR_INTERNET_DISCONNECTED/, /^Failed to load resource/, /Failed to fetch/];

test('the service worker installs and the app opens offline, marked, in both languages', async ({
  page,
  request,
  context,
}) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (
      (message.type() === 'error' || message.type() === 'warning') &&
      !OFFLINE_LINES.some((l) => l.test(message.text()))
    )
      problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));

  const member = await signedInMember(page, request);
  const headers = await tokenFor(request, member.email);
  // Installed and in control of the page (it claims open pages once active).
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  const manifest = (await (await request.get('/manifest.webmanifest')).json()) as { display: string };
  expect(manifest.display).toBe('standalone');

  for (const [language, offline] of [
    ['en', 'You’re offline. What you see may be out of date.'],
    ['vi', 'Bạn đang ngoại tuyến. Nội dung có thể chưa được cập nhật.'],
  ] as const) {
    // Online once in this language, through the worker: the screen's chunks and texts are kept.
    const saved = await request.put('/api/v1/users/current/me', { data: { default_language: language }, headers });
    expect(saved.status()).toBe(200);
    await page.goto('/feed');
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.getByRole('main')).toBeVisible();
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('status').filter({ hasText: offline })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await context.setOffline(false);
  }
  expect(problems).toEqual([]);
});
