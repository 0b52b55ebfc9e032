import type { APIRequestContext, Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, memberWithOwnFeed, openComposer, signIn, test, signedInMember } from './fixtures';

/** Reading posts: where a page opens when scrolled, the media viewer, the composer on a phone. */

test.describe('scrolling', () => {
  test('a post opened from a scrolled feed starts at the top; Back returns to where the member was', async ({
    page,
    request,
  }) => {
    const { headers, ...member } = await memberWithOwnFeed(request);
    const tag = `scroll${Date.now().toString(36)}`;
    for (let i = 0; i < 5; i += 1)
      await request.post('/api/v1/posts', {
        data: { content: `Scrolling ${i} #${tag}\n${'line\n'.repeat(6)}` },
        headers,
      });
    await signIn(page, member.email);
    await expect(page).toHaveURL(/\/feed$/);
    const last = page.getByRole('article').filter({ hasText: 'Scrolling 0' });
    await last.scrollIntoViewIfNeeded();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    const before = await page.evaluate(() => window.scrollY);
    await last
      .getByRole('link', { name: /ago|now/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/post\//);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await expect(page).toHaveURL(/\/feed$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before - 50);
  });
});

test.describe('the media viewer', () => {
  /** A new member's post with a wide and a tall image, opened in the viewer from their feed. */
  async function openGallery(page: Page, request: APIRequestContext) {
    const { headers, ...member } = await memberWithOwnFeed(request);
    const text = `Gallery ${Date.now().toString(36)}`;
    const post = (await (await request.post('/api/v1/posts', { data: { content: text }, headers })).json()) as {
      id: string;
    };
    const wide = await sharp({ create: { width: 900, height: 300, channels: 3, background: '#2f78e0' } })
      .png()
      .toBuffer();
    const tall = await sharp({ create: { width: 300, height: 900, channels: 3, background: '#e07b2f' } })
      .png()
      .toBuffer();
    const upload = await request.post(`/api/v1/utils/upload-files/?path=${encodeURIComponent(`posts/${post.id}`)}`, {
      headers,
      multipart: {
        files: { name: 'wide.png', mimeType: 'image/png', buffer: wide },
      },
    });
    expect(upload.status()).toBe(200);
    const second = await request.post(`/api/v1/utils/upload-files/?path=${encodeURIComponent(`posts/${post.id}`)}`, {
      headers,
      multipart: { files: { name: 'tall.png', mimeType: 'image/png', buffer: tall } },
    });
    expect(second.status()).toBe(200);
    await signIn(page, member.email);
    const card = page.getByRole('article').filter({ hasText: text });
    await card.getByRole('button', { name: 'Open media 1 of 2' }).click();
    const viewer = page.getByRole('dialog', { name: 'Media 1 of 2' });
    await expect(viewer.locator('img')).toBeVisible();
    return viewer;
  }

  test('shows media large with controls that stay put, and the page behind does not scroll', async ({
    page,
    request,
  }) => {
    const viewer = await openGallery(page, request);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
    const stage = page.getByTestId('media-stage');
    const next = viewer.getByRole('button', { name: 'Next' });
    const [stageBefore, nextBefore] = [await stage.boundingBox(), await next.boundingBox()];
    expect(stageBefore?.height ?? 0).toBeGreaterThan(500);
    await next.click();
    const second = page.getByRole('dialog', { name: 'Media 2 of 2' });
    await expect(second).toBeVisible();
    expect(await stage.boundingBox()).toEqual(stageBefore);
    expect(await second.getByRole('button', { name: 'Next' }).boundingBox()).toEqual(nextBefore);
    await page.keyboard.press('Escape');
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden');
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

    test('fills the screen and turns with a swipe', async ({ page, request }) => {
      const viewer = await openGallery(page, request);
      expect((await viewer.boundingBox())?.width).toBe(390);
      const stage = page.getByTestId('media-stage');
      const box = await stage.boundingBox();
      const y = (box?.y ?? 0) + (box?.height ?? 0) / 2;
      await stage.dispatchEvent('pointerdown', { pointerType: 'touch', clientX: 300, clientY: y });
      await stage.dispatchEvent('pointerup', { pointerType: 'touch', clientX: 100, clientY: y });
      await expect(page.getByRole('dialog', { name: 'Media 2 of 2' })).toBeVisible();
    });
  });
});

test.describe('the composer on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('says "choose" rather than "drop", keeps the series closed and the photo area in view', async ({
    page,
    request,
  }) => {
    await signedInMember(page, request);
    const dialog = await openComposer(page);
    await expect(dialog.getByText(/^Choose up to 5 photos/)).toBeVisible();
    await expect(dialog.getByText(/^Drop up to 5 photos/)).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: 'Add to a series' })).toHaveAttribute('aria-expanded', 'false');
    await expect(dialog.getByRole('button', { name: 'Add photos or videos' }).last()).toBeInViewport();
  });
});
