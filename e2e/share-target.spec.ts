import { createMember, expect, PASSWORD, seriousA11yViolations, signIn, speak, test, tokenFor } from './fixtures';

/**
 * "Share → Ladder" from another app (the web app manifest's share target, issue 38): the phone
 * opens /share with the title, text and link, and the composer starts with them.
 */
test('a link shared from another app opens the composer filled in, after signing in first', async ({
  page,
  request,
}) => {
  const member = await createMember(request, 'Bùi Xuân Phái');
  const url = `https://example.com/article-${Date.now().toString(36)}`;
  await page.goto(`/share?${new URLSearchParams({ title: 'Career advice', text: 'Worth a read', url })}`);
  // A visitor signs in first, and comes back to what was shared.
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/share\?/);
  const dialog = page.getByRole('dialog', { name: 'Create a post' });
  await expect(dialog.getByLabel('What do you want to share?')).toHaveValue(`Career advice\nWorth a read\n${url}`);
  expect(await seriousA11yViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(page.getByText('Post published')).toBeVisible();
  await expect(page).toHaveURL(/\/feed$/);
  const headers = await tokenFor(request, member.email, member.password);
  const me = (await (await request.get('/api/v1/users/current/me', { headers })).json()) as { id: string };
  const mine = await request.post(`/api/v1/posts/get-by-user?user_id=${me.id}`, { headers, data: {} });
  expect(((await mine.json()) as { items: { content: string }[] }).items.map((post) => post.content)).toEqual([
    `Career advice\nWorth a read\n${url}`,
  ]);
});

test('in Vietnamese on a phone, closing the shared composer goes to the feed without posting', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const member = await createMember(request, 'Nguyễn Tuân');
  const headers = await tokenFor(request, member.email, member.password);
  await speak(request, headers, 'vi');
  await signIn(page, member.email);
  await expect(page).toHaveURL(/\/feed$/);
  await page.goto(`/share?text=${encodeURIComponent('Đọc cái này https://example.com/vi')}&url=https://example.com/vi`);
  const dialog = page.getByRole('dialog', { name: 'Tạo bài viết' });
  await expect(dialog.getByLabel('Bạn muốn chia sẻ điều gì?')).toHaveValue('Đọc cái này https://example.com/vi');
  await dialog.getByRole('button', { name: 'Đóng' }).first().click();
  await expect(page).toHaveURL(/\/feed$/);
  const me = (await (await request.get('/api/v1/users/current/me', { headers })).json()) as { id: string };
  const mine = await request.post(`/api/v1/posts/get-by-user?user_id=${me.id}`, { headers, data: {} });
  expect(((await mine.json()) as { items: unknown[] }).items).toEqual([]);
});

/** A 1×1 PNG, as a phone's gallery would share a photo. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test('photos shared from another app wait through the sign-in, then are posted with the text', async ({
  page,
  request,
}) => {
  const member = await createMember(request, 'Trần Văn Ơn');
  await page.goto('/login');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  // What a phone sends for "Share → Ladder" (the manifest's share target): a multipart POST,
  // which the service worker answers.
  await page.evaluate(() => {
    const form = document.createElement('form');
    Object.assign(form, { id: 'shared', method: 'POST', action: '/share', enctype: 'multipart/form-data' });
    form.innerHTML = '<input name="text" value="Ảnh từ hội thảo"><input type="file" name="media" multiple>';
    document.body.append(form);
  });
  await page.locator('#shared input[type=file]').setInputFiles([
    { name: 'hoi-thao.png', mimeType: 'image/png', buffer: PNG },
    { name: 'ghi-chu.txt', mimeType: 'text/plain', buffer: Buffer.from('ghi chú') },
  ]);
  await page.evaluate(() => (document.getElementById('shared') as HTMLFormElement).submit());
  // A visitor signs in first; the photos wait in the browser meanwhile.
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/share\?text=.+&files=2$/);
  const dialog = page.getByRole('dialog', { name: 'Create a post' });
  await expect(dialog.getByLabel('What do you want to share?')).toHaveValue('Ảnh từ hội thảo');
  // The photo comes in; the text file is refused as the picker refuses it.
  await expect(dialog.getByRole('button', { name: 'Remove this file' })).toHaveCount(1);
  await expect(dialog.getByText("This file type isn't supported.")).toBeVisible();
  expect(await page.evaluate(() => caches.has('ladder-shared-files'))).toBe(false);
  expect(await seriousA11yViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(page.getByText('Post published')).toBeVisible();
  const headers = await tokenFor(request, member.email, member.password);
  const me = (await (await request.get('/api/v1/users/current/me', { headers })).json()) as { id: string };
  const mine = await request.post(`/api/v1/posts/get-by-user?user_id=${me.id}`, { headers, data: {} });
  expect(
    ((await mine.json()) as { items: { content: string; media_files: unknown[] }[] }).items.map((post) => [
      post.content,
      post.media_files.length,
    ]),
  ).toEqual([['Ảnh từ hội thảo', 1]]);
});
