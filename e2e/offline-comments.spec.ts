import { expect, test } from '@playwright/test';
import { memberWithHeaders, problemsOffline, signIn, speak } from './fixtures';

// A comment or reply written offline waits under the post, in this browser, and is posted once
// when the connection comes back (docs/decisions/0059-installable-app-and-web-push.md).
for (const [language, texts] of [
  [
    'en',
    {
      box: 'Write a comment…',
      reply: 'Reply',
      replyBox: 'Reply to Hà Minh Châu…',
      saved: 'Saved. Your comment will be posted when you’re back online.',
      waiting: 'Waiting for a connection to be posted.',
      replyTo: 'Your reply to Hà Minh Châu',
      discard: 'Discard the waiting comment',
      sent: 'The 2 comments you wrote offline are posted',
      replies: 'Hide reply',
      loading: 'Loading…',
    },
  ],
  [
    'vi',
    {
      box: 'Viết bình luận…',
      reply: 'Trả lời',
      replyBox: 'Trả lời Hà Minh Châu…',
      saved: 'Đã lưu. Bình luận sẽ được đăng khi bạn có mạng trở lại.',
      waiting: 'Đang chờ có mạng để đăng.',
      replyTo: 'Bạn trả lời Hà Minh Châu',
      discard: 'Bỏ bình luận đang chờ',
      sent: 'Đã đăng 2 bình luận bạn viết khi ngoại tuyến',
      replies: 'Ẩn câu trả lời',
      loading: 'Đang tải…',
    },
  ],
] as const) {
  test(`offline, a comment and a reply wait under the post, then are posted once (${language})`, async ({
    page,
    request,
    context,
  }) => {
    const problems = problemsOffline(page);
    const author = await memberWithHeaders(request, 'Hà Minh Châu');
    const text = `Lộ trình kiểm toán ${language} ${Date.now()}`;
    const made = await request.post('/api/v1/posts', { data: { content: text }, headers: author.headers });
    const { id } = (await made.json()) as { id: string };
    const first = await request.post(`/api/v1/post-comments/${id}`, {
      data: { comment: 'Ai đã thi CPA rồi?' },
      headers: author.headers,
    });
    expect(first.status()).toBe(201);
    const reader = await memberWithHeaders(request, 'Lý Quốc Bảo');
    await speak(request, reader.headers, language);
    await signIn(page, reader.email);
    await expect(page).toHaveURL(/\/feed$/);
    await page.goto(`/post/${id}`);
    const card = page.getByRole('article').filter({ hasText: text });
    // The page the server drew shows the comments too, with no Reply: the member's own list of
    // them has loaded once Reply shows (CI once went offline before it had).
    await expect(card.getByText('Ai đã thi CPA rồi?')).toBeVisible();
    await expect(card.getByRole('button', { name: texts.reply, exact: true })).toBeVisible();
    // The member's language is in place (read with them after sign-in) before the network drops.
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(card.getByPlaceholder(texts.box)).toBeVisible();

    // The connection drops while the post is open.
    await context.setOffline(true);
    const box = card.getByPlaceholder(texts.box);
    await box.fill('Mình thi rồi, khá khó');
    await box.press('Enter');
    await expect(page.getByText(texts.saved).first()).toBeVisible();
    await expect(box).toHaveValue('');
    const waiting = card.getByRole('listitem').filter({ hasText: 'Mình thi rồi, khá khó' });
    await expect(waiting.getByText(texts.waiting)).toBeVisible();

    await card.getByRole('button', { name: texts.reply, exact: true }).click();
    const replyBox = card.getByPlaceholder(texts.replyBox);
    await replyBox.fill('Cảm ơn bạn đã hỏi');
    await replyBox.press('Enter');
    const reply = card.getByRole('listitem').filter({ hasText: 'Cảm ơn bạn đã hỏi' });
    await expect(reply.getByText(texts.replyTo)).toBeVisible();
    // The thread it answers opened, and cannot load offline: it waits, with no endless spinner.
    await expect(card.getByRole('status').filter({ hasText: texts.loading })).toHaveCount(0);

    // One the member changes their mind about.
    await box.fill('Thôi, không gửi nữa');
    await box.press('Enter');
    await card.getByRole('button', { name: new RegExp(`^${texts.discard}.*Thôi, không`) }).click();
    await expect(card.getByText('Thôi, không gửi nữa')).toHaveCount(0);

    // Back online: both posted once, the waiting ones gone; another "online" sends nothing again.
    await context.setOffline(false);
    await expect(page.getByText(texts.sent)).toBeVisible();
    await expect(waiting).toHaveCount(0);
    await expect(reply).toHaveCount(0);
    await expect(card.getByText('Mình thi rồi, khá khó')).toHaveCount(1);
    // The thread answered offline stays open, the reply in it once.
    await expect(card.getByRole('button', { name: texts.replies })).toBeVisible();
    await expect(card.getByText('Cảm ơn bạn đã hỏi')).toHaveCount(1);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    const listed = await request.post(`/api/v1/post-comments/get-post-comments?post_id=${id}`);
    const comments = ((await listed.json()) as { items: { comment: string; replies: number }[] }).items;
    expect(comments.map((c) => [c.comment, c.replies]).sort()).toEqual([
      ['Ai đã thi CPA rồi?', 1],
      ['Mình thi rồi, khá khó', 0],
    ]);
    expect(await page.evaluate(() => localStorage.getItem('comment-outbox'))).toBeNull();
    expect(problems).toEqual([]);
  });
}
