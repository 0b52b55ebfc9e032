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
