import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { chunkClosure, KEPT_MODULES } from '../apps/web/kept-modules';
import { problemsOffline, signedInMember, speak, tokenFor } from './fixtures';

// Reading and writing offline (docs/decisions/0059-installable-app-and-web-push.md): the app
// opened with no network shows what the member last read, and a post written offline waits in
// the browser and is published once when the connection comes back.

/** Opens the composer from the feed, in the member's language. */
async function openComposer(page: Page, language: 'en' | 'vi' = 'en') {
  await page.getByRole('button', { name: language === 'en' ? 'Start a post' : 'Bắt đầu một bài viết' }).click();
  return page.getByRole('dialog', { name: language === 'en' ? 'Create a post' : 'Tạo bài viết' });
}

/** Every file of the composer, as the build made them (apps/web/kept-modules.ts). */
const composerFiles = chunkClosure(
  JSON.parse(readFileSync('apps/web/dist/.vite/manifest.json', 'utf8')) as Parameters<typeof chunkClosure>[0],
  KEPT_MODULES,
);

/** The composer's code kept while online: the feed asks the service worker once it has settled. */
const composerKept = (page: Page) =>
  expect
    .poll(() =>
      page.evaluate(
        async (files) => (await Promise.all(files.map((file) => caches.match(file)))).every(Boolean),
        composerFiles,
      ),
    )
    .toBe(true);

for (const [language, texts] of [
  [
    'en',
    {
      offline: 'You’re offline. What you see may be out of date.',
      saved: 'Saved. Your post will be published when you’re back online.',
      waiting: 'waiting to be published',
      later: 'Will be published when you’re back online.',
      sent: 'The post you wrote offline is published',
      publish: 'Post',
      discard: 'Discard the waiting post',
      files: 'Photos and videos need a connection.',
    },
  ],
  [
    'vi',
    {
      offline: 'Bạn đang ngoại tuyến. Nội dung có thể chưa được cập nhật.',
      saved: 'Đã lưu. Bài viết sẽ được đăng khi bạn có mạng trở lại.',
      waiting: 'đang chờ đăng',
      later: 'Sẽ được đăng khi bạn có mạng trở lại.',
      sent: 'Đã đăng 1 bài viết bạn soạn khi ngoại tuyến',
      publish: 'Đăng',
      discard: 'Bỏ bài viết đang chờ',
      files: 'Ảnh và video cần có kết nối mạng.',
    },
  ],
] as const) {
  test(`offline, the feed reads as last seen and a post waits, then is published once (${language})`, async ({
    page,
    request,
    context,
  }) => {
    const problems = problemsOffline(page);
    const member = await signedInMember(page, request, 'Đỗ Ngọc Lan');
    const headers = await tokenFor(request, member.email);
    await speak(request, headers, language);
    const before = `Đọc trên tàu điện ${language} ${Date.now()}`;
    expect((await request.post('/api/v1/posts', { data: { content: before }, headers })).status()).toBe(201);

    // Read once online, with the service worker in control: the copy is written.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await page.goto('/feed');
    await expect(page.getByText(before)).toBeVisible();
    await page.waitForFunction(() => localStorage.getItem('offline-copy')?.includes('Đọc trên tàu điện') === true);
    await composerKept(page);

    // No network: the feed opens from the copy, marked offline.
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('status').filter({ hasText: texts.offline })).toBeVisible();
    await expect(page.getByText(before)).toBeVisible();

    // A post written offline waits in the browser, with what will happen to it.
    const offline = `Viết khi không có mạng ${language} ${Date.now()}`;
    let dialog = await openComposer(page, language);
    await dialog.getByRole('textbox').first().fill(offline);
    await dialog.getByRole('button', { name: texts.publish, exact: true }).click();
    await expect(page.getByText(texts.saved)).toBeVisible();
    const queued = page.getByRole('region', { name: texts.waiting });
    await expect(queued.getByText(offline)).toBeVisible();
    await expect(queued.getByText(texts.later)).toBeVisible();

    // A second one the member changes their mind about.
    dialog = await openComposer(page, language);
    await dialog.getByRole('textbox').first().fill('Thôi, không đăng nữa');
    await dialog.getByRole('button', { name: texts.publish, exact: true }).click();
    await expect(queued.getByText('Thôi, không đăng nữa')).toBeVisible();
    await queued.getByRole('button', { name: new RegExp(`^${texts.discard}.*Thôi, không`) }).click();
    await expect(queued.getByText('Thôi, không đăng nữa')).toHaveCount(0);

    // Back online: published once, the waiting card gone, the feed shows it.
    await context.setOffline(false);
    await expect(page.getByText(texts.sent)).toBeVisible();
    await expect(queued).toHaveCount(0);
    await expect(page.getByRole('article').filter({ hasText: offline })).toHaveCount(1);
    // A reload and another "online" change send nothing again.
    await page.reload();
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await expect(page.getByText(before)).toBeVisible();
    const { id } = (await (await request.get('/api/v1/users/current/me', { headers })).json()) as { id: string };
    const mine = (await (
      await request.post(`/api/v1/posts/get-by-user?user_id=${id}&limit=20`, {
        data: { last_evaluated_key: null },
        headers,
      })
    ).json()) as { items: { content: string }[] };
    expect(mine.items.filter((p) => p.content === offline)).toHaveLength(1);
    expect(mine.items.some((p) => p.content === 'Thôi, không đăng nữa')).toBe(false);

    // Signing out forgets the copy: the next person at this browser reads nothing of it.
    await page.waitForFunction((text) => localStorage.getItem('offline-copy')?.includes(text) === true, offline);
    await page
      .getByRole('complementary', { name: language === 'en' ? 'Menu and suggestions' : 'Menu và gợi ý' })
      .getByRole('button', { name: language === 'en' ? 'Sign out' : 'Đăng xuất' })
      .click();
    await expect(page).toHaveURL(/\/login$/);
    expect(
      await page.evaluate(() => [localStorage.getItem('offline-copy'), localStorage.getItem('post-outbox')]),
    ).toEqual([null, null]);
    expect(problems).toEqual([]);
  });
}

test('offline, photos wait for the connection: the composer says so and keeps the post open', async ({
  page,
  request,
  context,
}) => {
  const problems = problemsOffline(page);
  await signedInMember(page, request, 'Đỗ Ngọc Lan');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await page.goto('/feed');
  await composerKept(page);
  await context.setOffline(true);
  const dialog = await openComposer(page);
  await dialog.getByRole('textbox').first().fill('Ảnh từ buổi hội thảo');
  await dialog.locator('input[type=file]').setInputFiles({
    name: 'photo.png',
    mimeType: 'image/png',
    buffer: Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    ),
  });
  await dialog.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(dialog.getByText('Photos and videos need a connection.')).toBeVisible();
  await expect(dialog).toBeVisible();
  await context.setOffline(false);
  expect(problems).toEqual([]);
});
