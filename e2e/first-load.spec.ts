import type { APIRequestContext, Page } from '@playwright/test';
import sharp from 'sharp';
import { wayInEn } from '../packages/shared/src/i18n/way-in.en';
import { expect, layoutShifts, memberWithOwnFeed, signIn, test, watchLayoutShifts } from './fixtures';

/** A member whose feed starts with their own post of one 1600×1200 photo. */
async function memberWithPhotoPost(request: APIRequestContext) {
  const { headers, ...member } = await memberWithOwnFeed(request, 'Thu Trang');
  const post = (await (
    await request.post('/api/v1/posts', { data: { content: 'Our team offsite' }, headers })
  ).json()) as { id: string };
  const photo = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#2f78e0' } })
    .jpeg()
    .toBuffer();
  const uploaded = await request.post(`/api/v1/utils/upload-files/?path=${encodeURIComponent(`posts/${post.id}`)}`, {
    headers,
    multipart: { files: { name: 'offsite.jpg', mimeType: 'image/jpeg', buffer: photo } },
  });
  expect(uploaded.status()).toBe(200);
  return member;
}

/** A member whose own feed holds one post of theirs, signed in and on Home. */
async function onHomeWithOwnPost(page: Page, request: APIRequestContext, name: string, content: string) {
  const { headers, email } = await memberWithOwnFeed(request, name);
  await request.post('/api/v1/posts', { data: { content }, headers });
  await signIn(page, email);
  await expect(page).toHaveURL(/\/feed$/);
}

const photoIn = (page: Page) =>
  page
    .getByRole('article')
    .filter({ hasText: 'Our team offsite' })
    .getByRole('button', { name: /Open media/ })
    .locator('img');

test.describe('on a phone (390×844)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the feed asks the API only for what the screen shows, and a photo comes as its thumbnail', async ({
    page,
    request,
  }) => {
    const member = await memberWithPhotoPost(request);
    const asked: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/v1/')) asked.push(url.pathname);
    });
    await signIn(page, member.email);
    const photo = photoIn(page);
    await photo.scrollIntoViewIfNeeded();
    await expect
      .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.currentSrc))
      .toMatch(/-thumb\.webp$/);
    // The side columns (industries, suggestions) are not on a phone's screen; the member's goals
    // are, since Home leads with the goal card there (issue 41).
    expect(asked.filter((path) => /industries|you-might-like/.test(path))).toEqual([]);
    expect(asked).toContain('/api/v1/users/goals');
  });

  test("Home's goal card keeps its place while it loads: the feed below it does not jump", async ({
    page,
    request,
  }) => {
    await onHomeWithOwnPost(page, request, 'Minh Châu', 'First week as a data analyst');
    await watchLayoutShifts(page);
    // The goals answer only once the feed is on the screen: the slowest order for the layout.
    let feedShown!: () => void;
    const shown = new Promise<void>((resolve) => (feedShown = resolve));
    await page.route('**/api/v1/users/goals*', async (route) => {
      await shown;
      await route.continue();
    });
    await page.goto('/feed');
    await expect(page.getByRole('article').filter({ hasText: 'First week as a data analyst' })).toBeVisible();
    feedShown();
    await expect(page.getByRole('region', { name: wayInEn.home.no_goal_title })).toBeVisible();
    const total = await layoutShifts(page);
    // Lighthouse's "good" is under 0.1; issue 31 asks under 0.05.
    expect(total).toBeLessThan(0.05);
  });
});

test("a member's Home asks for its posts at once and draws them with the page, with no spinner first", async ({
  page,
  request,
}) => {
  await onHomeWithOwnPost(page, request, 'Quốc Bảo', 'Shipped my first dashboard');
  // Every state the app draws is looked at: a "Loading" spinner with no post yet is a screen drawn
  // before its data, and each such draw was a long task of its own on a phone (issue 31).
  await page.addInitScript(() => {
    const seen = { spinnerWithoutPosts: false };
    Object.assign(window, { seen });
    new MutationObserver(() => {
      const root = document.getElementById('root');
      if (!root || root.querySelector('article')) return;
      const statuses = Array.from(root.querySelectorAll('[role="status"]'), (status) => status.textContent ?? '');
      if (statuses.some((text) => text.includes('Loading'))) seen.spinnerWithoutPosts = true;
    }).observe(document, { childList: true, subtree: true });
  });
  const events: string[] = [];
  page.on('request', (asked) => {
    if (asked.url().includes('/api/v1/posts/get-new-feeds')) events.push('feed asked');
  });
  page.on('response', (answer) => {
    if (new URL(answer.url()).pathname === '/api/v1/users/current/me') events.push('member answered');
  });
  await page.goto('/feed');
  await expect(page.getByRole('article').filter({ hasText: 'Shipped my first dashboard' })).toBeVisible();
  // The feed is asked for beside the member, not after their answer.
  expect(events.indexOf('feed asked')).toBeGreaterThanOrEqual(0);
  expect(events.indexOf('feed asked')).toBeLessThan(events.indexOf('member answered'));
  expect(await page.evaluate(() => (window as unknown as { seen: { spinnerWithoutPosts: boolean } }).seen)).toEqual({
    spinnerWithoutPosts: false,
  });
});

test('on a desktop the photo comes whole, and the side columns load', async ({ page, request }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const member = await memberWithPhotoPost(request);
  await signIn(page, member.email);
  const photo = photoIn(page);
  await photo.scrollIntoViewIfNeeded();
  await expect
    .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.currentSrc))
    .toMatch(/\/media\/posts\/.+\.jpg$/);
  await expect(page.getByRole('complementary', { name: 'Career tracks' })).toBeVisible();
});
