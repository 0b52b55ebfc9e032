import { expect, test } from '@playwright/test';
import { memberWithHeaders, problemsOffline, signIn } from './fixtures';

// Routes see the page's own requests: no service worker may take control mid-test and carry one
// past them (Playwright's advice where a test routes requests).
test.use({ serviceWorkers: 'block' });

// A comment whose request fails keeps its text in the box, and sending it again after an answer
// lost on the way makes one comment, not two: the box sends one Idempotency-Key per comment.
test('a comment that did not go keeps its text; sent again after a lost answer, it is one comment', async ({
  page,
  request,
}) => {
  const problems = problemsOffline(page);
  const author = await memberWithHeaders(request, 'Trịnh Bảo Ngọc');
  const text = `Bài viết hay ${Date.now()}`;
  const made = await request.post('/api/v1/posts', { data: { content: text }, headers: author.headers });
  const { id } = (await made.json()) as { id: string };
  await signIn(page, author.email);
  await expect(page).toHaveURL(/\/feed$/);
  await page.goto(`/post/${id}`);
  const card = page.getByRole('article').filter({ hasText: text });
  // A post's own page shows its comments and their box.
  const box = card.getByPlaceholder('Write a comment…');
  const send = card.getByRole('button', { name: 'Send', exact: true });
  // Each failure is waited for by its state: the request was made (the route counted it), then the
  // box is idle again (Send no longer busy). A toast of the first failure proves nothing later.
  const comments = `**/api/v1/post-comments/${id}`;
  let failures = 0;

  // The request never leaves: the text stays, to be sent again.
  await page.route(comments, async (route) => {
    await route.abort();
    failures += 1;
  });
  await box.fill('Cảm ơn bạn đã chia sẻ');
  await box.press('Enter');
  await expect.poll(() => failures).toBe(1);
  await expect(send).not.toHaveAttribute('aria-busy');
  await expect(page.getByText('Something went wrong. Please try again later.').first()).toBeVisible();
  await expect(box).toHaveValue('Cảm ơn bạn đã chia sẻ');

  // It reaches the server, but its answer is lost on the way back.
  await page.unroute(comments);
  await page.route(comments, async (route) => {
    await route.fetch();
    await route.abort();
    failures += 1;
  });
  await box.press('Enter');
  await expect.poll(() => failures).toBe(2);
  await expect(send).not.toHaveAttribute('aria-busy');
  await expect(box).toHaveValue('Cảm ơn bạn đã chia sẻ');

  // Sent again: the server answers the comment it made; the post counts one.
  await page.unroute(comments);
  await box.press('Enter');
  await expect(box).toHaveValue('');
  await expect(card.getByText('Cảm ơn bạn đã chia sẻ')).toHaveCount(1);
  await expect(card.getByText('1 comment', { exact: true })).toBeVisible();
  const listed = await request.post(`/api/v1/post-comments/get-post-comments?post_id=${id}`);
  expect(((await listed.json()) as { items: unknown[] }).items).toHaveLength(1);
  expect(problems).toEqual([]);
});
