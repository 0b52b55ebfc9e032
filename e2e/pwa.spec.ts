import { expect, test, type Page } from '@playwright/test';
import { problemsOffline, signedInMember, tokenFor } from './fixtures';

// The installable app (docs/decisions/0059-installable-app-and-web-push.md): the service worker
// installs after the page has loaded, and with the network off a page opens from its shell,
// marked offline, in the member's language.

test('the service worker installs and the app opens offline, marked, in both languages', async ({
  page,
  request,
  context,
}) => {
  const problems = problemsOffline(page);
  const member = await signedInMember(page, request);
  const headers = await tokenFor(request, member.email);
  // Installed and in control of the page (it claims open pages once active).
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  const manifest = (await (await request.get('/manifest.webmanifest')).json()) as { display: string };
  expect(manifest.display).toBe('standalone');
  // Chromium's own installability checks (those Lighthouse ran before version 12): none fails but
  // the test browser's own private window, which is no part of the app.
  const cdp = await page.context().newCDPSession(page);
  await expect
    .poll(async () =>
      (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors
        .map((e) => e.errorId)
        .filter((id) => id !== 'in-incognito'),
    )
    .toEqual([]);

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
    // The copy the app reads offline holds the member as they are now (lib/offline-copy.ts).
    await page.waitForFunction(
      (chosen) => localStorage.getItem('offline-copy')?.includes(`"default_language":"${chosen}"`) === true,
      language,
    );
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('status').filter({ hasText: offline })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await context.setOffline(false);
  }
  expect(problems).toEqual([]);
});

/** Chromium's install offer, as the browser fires it once the app is installable. */
const offerInstall = (page: Page) =>
  page.evaluate(() => {
    const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: () => {
        (window as unknown as { prompted: boolean }).prompted = true;
        return Promise.resolve();
      },
    });
    window.dispatchEvent(event);
  });

test('the install offer comes once, from the second visit, never on the screen a visit opens with', async ({
  page,
  request,
  context,
}) => {
  await signedInMember(page, request);
  const offer = (tab: Page) => tab.getByRole('region', { name: 'Install Ladder' });
  // The first visit: the browser offers, Ladder keeps quiet even after moving on.
  await offerInstall(page);
  await page.getByRole('link', { name: 'Saved posts' }).first().click();
  await expect(page).toHaveURL(/\/saved-posts$/);
  await expect(page.getByRole('heading', { name: 'Saved posts' })).toBeVisible();
  await expect(offer(page)).toHaveCount(0);

  // The second visit (a new tab): not on the screen it opens with, but once the member moves on.
  const second = await context.newPage();
  await second.goto('/feed');
  await expect(second.getByRole('heading', { name: 'Home' })).toBeVisible();
  await offerInstall(second);
  await expect(offer(second)).toHaveCount(0);
  await second.getByRole('link', { name: 'Saved posts' }).first().click();
  await expect(offer(second)).toBeVisible();
  await offer(second).getByRole('button', { name: 'Install' }).click();
  await expect(offer(second)).toHaveCount(0);
  expect(await second.evaluate(() => (window as unknown as { prompted?: boolean }).prompted)).toBe(true);

  // Answered once, it never comes back.
  const third = await context.newPage();
  await third.goto('/feed');
  await expect(third.getByRole('heading', { name: 'Home' })).toBeVisible();
  await offerInstall(third);
  await third.getByRole('link', { name: 'Saved posts' }).first().click();
  await expect(third.getByRole('heading', { name: 'Saved posts' })).toBeVisible();
  await expect(offer(third)).toHaveCount(0);
});
