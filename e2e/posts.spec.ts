import sharp from 'sharp';
import {
  expect,
  memberWithHeaders,
  memberWithOwnFeed,
  meOf,
  openComposer,
  signedInMember,
  signIn,
  test,
} from './fixtures';

const image = async (color: string, format: 'png' | 'jpeg' = 'png') => {
  const canvas = sharp({ create: { width: 640, height: 420, channels: 3, background: color } });
  return (format === 'png' ? canvas.png() : canvas.jpeg()).toBuffer();
};

test.describe('posts', () => {
  test('create with two images, view, like, comment, reply, edit and delete', async ({ page, request }) => {
    await signedInMember(page, request, 'Hoàng Gia Khánh');

    const dialog = await openComposer(page);
    // The caret starts in the text, not on Close (issue 41).
    await expect(dialog.getByLabel('What do you want to share?')).toBeFocused();
    await dialog.getByRole('button', { name: 'Post', exact: true }).click();
    await expect(dialog.getByText('Write something to post.')).toBeVisible();
    const text = `Lộ trình mới của mình #E2E${Date.now().toString(36)} 🚀`;
    await dialog.getByLabel('What do you want to share?').fill(text);
    await dialog.getByLabel('Add photos or videos').setInputFiles([
      { name: 'one.png', mimeType: 'image/png', buffer: await image('#2f78e0') },
      { name: 'two.jpg', mimeType: 'image/jpeg', buffer: await image('#e07b2f', 'jpeg') },
    ]);
    await expect(dialog.getByRole('button', { name: 'Remove this file' })).toHaveCount(2);
    await dialog.getByRole('button', { name: 'Post', exact: true }).click();
    await expect(page.getByText('Post published')).toBeVisible();

    const card = page.getByRole('article').filter({ hasText: text });
    await expect(card).toBeVisible();
    await expect(card.getByRole('button', { name: /Open media/ })).toHaveCount(2);

    await card.getByRole('button', { name: 'Open media 1 of 2' }).click();
    const viewer = page.getByRole('dialog', { name: 'Media 1 of 2' });
    await expect(viewer.locator('img')).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('dialog', { name: 'Media 2 of 2' })).toBeVisible();
    await page.keyboard.press('Escape');

    await card.getByRole('button', { name: 'Like' }).click();
    await expect(card.getByRole('button', { name: 'Like' })).toHaveAttribute('aria-pressed', 'true');
    await expect(card.getByText('1 like', { exact: true })).toBeVisible();

    await card.getByRole('button', { name: 'Comment' }).click();
    const box = card.getByPlaceholder('Write a comment…');
    // Comment opens the comments with the caret in the box (issue 41).
    await expect(box).toBeFocused();
    await box.fill('Chúc mừng bạn!');
    await box.press('Enter');
    await expect(card.getByText('Chúc mừng bạn!')).toBeVisible();
    await expect(card.getByText('1 comment', { exact: true })).toBeVisible();
    // The reply box opens under the comment it answers, focused; the sent reply shows unfolded.
    const comment = card.getByText('Chúc mừng bạn!');
    await card.getByRole('button', { name: 'Reply' }).click();
    const reply = card.getByPlaceholder('Reply to Hoàng Gia Khánh…');
    await expect(reply).toBeFocused();
    const [commentBox, replyBox] = await Promise.all([comment.boundingBox(), reply.boundingBox()]);
    expect(replyBox?.y ?? 0).toBeGreaterThan(commentBox?.y ?? 0);
    await reply.fill('Cảm ơn nhé');
    await reply.press('Enter');
    await expect(card.getByText('Cảm ơn nhé')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Hide reply' })).toHaveAttribute('aria-expanded', 'true');
    await expect(card.getByText('2 comments', { exact: true })).toBeVisible();

    await card.getByRole('button', { name: 'Post options' }).click();
    await page.getByRole('button', { name: 'Edit post' }).click();
    const editor = page.getByRole('dialog', { name: 'Edit post' });
    await editor.getByLabel('What do you want to share?').fill(`${text} (edited)`);
    await editor.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Post updated')).toBeVisible();
    const edited = page.getByRole('article').filter({ hasText: `${text} (edited)` });
    await expect(edited).toBeVisible();

    await edited.getByRole('button', { name: 'Post options' }).click();
    await page.getByRole('button', { name: 'Delete post' }).click();
    await page.getByRole('dialog', { name: 'Delete this post?' }).getByRole('button', { name: 'Delete post' }).click();
    await expect(page.getByText('Post deleted')).toBeVisible();
    await expect(page.getByRole('article').filter({ hasText: `${text} (edited)` })).toHaveCount(0);
  });

  test('refuses a sixth file and a file over 5 MB before sending anything', async ({ page, request }) => {
    await signedInMember(page, request);
    const dialog = await openComposer(page);
    const png = await image('#22aa66');
    await dialog
      .getByLabel('Add photos or videos')
      .setInputFiles(Array.from({ length: 6 }, (_, i) => ({ name: `p${i}.png`, mimeType: 'image/png', buffer: png })));
    await expect(dialog.getByRole('alert')).toHaveText('You can add up to 5 files.');
    await dialog
      .getByLabel('Add photos or videos')
      .setInputFiles([
        { name: 'big.png', mimeType: 'image/png', buffer: Buffer.concat([png, Buffer.alloc(5_242_881)]) },
      ]);
    await expect(dialog.getByRole('alert')).toHaveText('This file is too big. The limit is 5 MB.');
  });

  test('infinite scroll loads the next page, within a hashtag filter', async ({ page, request }) => {
    const { headers, ...member } = await memberWithHeaders(request);
    const tag = `Scroll${Date.now().toString(36)}`;
    for (let i = 1; i <= 7; i += 1) {
      await request.post('/api/v1/posts', { data: { content: `Scroll post ${i} #${tag}` }, headers });
    }
    await signIn(page, member.email);
    await expect(page).toHaveURL(/\/feed$/);
    const pages: (string | null)[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/posts/get-by-hashtag'))
        pages.push((r.postDataJSON() as { last_evaluated_key: string | null }).last_evaluated_key);
    });
    await page.goto(`/feed?hashtag=${tag}`);
    await expect(page.getByRole('heading', { name: `#${tag}` })).toBeVisible();
    await page.mouse.wheel(0, 5000);
    await expect(page.getByRole('article')).toHaveCount(7);
    // Two pages were asked for: the first 5, then the rest with the cursor of the first.
    expect(pages).toHaveLength(2);
    expect(pages[0]).toBeNull();
    expect(pages[1]).toEqual(expect.any(String));
    await expect(page.getByText('Scroll post 1 #')).toBeVisible();

    await page
      .getByRole('link', { name: `#${tag}` })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`hashtag=${tag}`));

    // The filtered feed offers to follow the hashtag, and the follow shows on the profile.
    const tagKey = tag.toLowerCase();
    await expect(page.getByText('0 followers')).toBeVisible();
    await page.getByRole('button', { name: `Follow #${tag}` }).click();
    await expect(page.getByText(`You're now following #${tag}`)).toBeVisible();
    await expect(page.getByText('1 follower', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: `Unfollow #${tag}` })).toBeVisible();
    const followed = await request.post('/api/v1/hashtags/get-following-hashtags', { data: {}, headers });
    expect(((await followed.json()) as { items: { hashtag: string }[] }).items.map((h) => h.hashtag)).toEqual([tagKey]);
  });

  test('saved posts, and a visitor sees “Sign in to comment”', async ({ page, request, browser }) => {
    const { headers, ...member } = await memberWithHeaders(request);
    const created = await request.post('/api/v1/posts', { data: { content: `Save me ${Date.now()}` }, headers });
    const post = (await created.json()) as { id: string; content: string };

    await signIn(page, member.email);
    await expect(page).toHaveURL(/\/feed$/);
    await page.goto(`/post/${post.id}`);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Post saved')).toBeVisible();
    await page.goto('/saved-posts');
    await expect(page.getByText(post.content)).toBeVisible();

    const visitor = await (await browser.newContext()).newPage();
    await visitor.goto(`/post/${post.id}`);
    await expect(visitor.getByText(post.content)).toBeVisible();
    await expect(visitor.getByRole('link', { name: 'Sign in to comment' })).toBeVisible();
    await expect(visitor.getByRole('button', { name: 'Like' })).toHaveCount(0);
    await visitor.goto('/post/00000000-0000-4000-8000-000000000000');
    await expect(visitor.getByText('Post not found.')).toBeVisible();
  });

  test('a post links to the previous and next posts of its series', async ({ page, request }) => {
    const { headers } = await memberWithHeaders(request);
    const first = (await (
      await request.post('/api/v1/posts', { data: { content: 'Series part 1' }, headers })
    ).json()) as { id: string };
    const second = (await (
      await request.post('/api/v1/posts', { data: { content: 'Series part 2', prev_post_id: first.id }, headers })
    ).json()) as { id: string };
    await request.put(`/api/v1/posts/${first.id}`, { data: { next_post_id: second.id }, headers });
    await page.goto(`/post/${second.id}`);
    await page.getByRole('link', { name: /Previous post/ }).click();
    await expect(page.getByText('Series part 1')).toBeVisible();
    await page.getByRole('link', { name: /Next post/ }).click();
    await expect(page.getByText('Series part 2')).toBeVisible();
  });

  test('the feed and the composer in Vietnamese', async ({ page, request }) => {
    const { headers, ...member } = await memberWithHeaders(request);
    await request.put('/api/v1/users/current/me', { data: { default_language: 'vi' }, headers });
    await signIn(page, member.email);
    await expect(page.getByRole('heading', { name: 'Trang chủ' })).toBeVisible();
    await page.getByRole('button', { name: 'Bắt đầu một bài viết' }).click();
    const dialog = page.getByRole('dialog', { name: 'Tạo bài viết' });
    await dialog.getByRole('button', { name: 'Đăng', exact: true }).click();
    await expect(dialog.getByText('* Trường này là bắt buộc')).toBeVisible();
    await dialog.getByLabel('Bạn muốn chia sẻ điều gì?').fill('Xin chào Ladder #XinChào');
    await dialog.getByRole('button', { name: 'Đăng', exact: true }).click();
    await expect(page.getByText('Tạo bài viết thành công')).toBeVisible();
    await expect(page.getByRole('article').first().getByRole('button', { name: 'Thích' })).toBeVisible();
  });
  test('hashtags of digits (#2024, #5G) are links to their filtered feed', async ({ page, request }) => {
    const { headers, ...member } = await memberWithOwnFeed(request);
    const year = `${Date.now()}`.slice(-6);
    const text = `Mạng #5G năm #${year}`;
    expect((await request.post('/api/v1/posts', { data: { content: text }, headers })).status()).toBe(201);
    await signIn(page, member.email);
    const card = page.getByRole('article').filter({ hasText: text });
    await expect(card.getByRole('link', { name: '#5G' })).toBeVisible();
    await card.getByRole('link', { name: `#${year}` }).click();
    await expect(page).toHaveURL(new RegExp(`hashtag=${year}`));
    await expect(page.getByRole('article').filter({ hasText: text })).toBeVisible();
  });
  test('emoji in comments and replies, from the same picker as posts, in English and Vietnamese', async ({
    page,
    request,
  }) => {
    const { headers, ...member } = await memberWithHeaders(request, 'Tạ Minh Quân');
    const text = `Emoji comments ${Date.now().toString(36)}`;
    const post = (await (await request.post('/api/v1/posts', { data: { content: text }, headers })).json()) as {
      id: string;
    };
    await signIn(page, member.email);
    await expect(page).toHaveURL(/\/feed$/);
    // On the post's own page (comments open): the shared feed of parallel tests may push it off page 1.
    await page.goto(`/post/${post.id}`);
    const card = page.getByRole('article').filter({ hasText: text });
    const box = card.getByPlaceholder('Write a comment…');
    await box.fill('Tuyệt vời ');
    await card.getByRole('button', { name: 'Emoji' }).click();
    await card.getByRole('group', { name: 'Emoji' }).getByRole('button', { name: '🚀' }).click();
    await expect(box).toHaveValue('Tuyệt vời 🚀');
    await expect(box).toBeFocused();
    await box.press('Enter');
    await expect(card.getByText('Tuyệt vời 🚀')).toBeVisible();

    await request.put('/api/v1/users/current/me', { data: { default_language: 'vi' }, headers });
    await page.reload();
    const viCard = page.getByRole('article').filter({ hasText: text });
    await viCard.getByRole('button', { name: 'Trả lời' }).click();
    const reply = viCard.getByPlaceholder('Trả lời Tạ Minh Quân…');
    await reply.fill('Cảm ơn');
    await viCard.getByRole('button', { name: 'Biểu tượng cảm xúc' }).last().click();
    await viCard.getByRole('group', { name: 'Biểu tượng cảm xúc' }).getByRole('button', { name: '🙏' }).click();
    await expect(reply).toHaveValue('Cảm ơn🙏');
    await reply.press('Enter');
    await expect(viCard.getByText('Cảm ơn🙏')).toBeVisible();
  });
  test('a series of any length: the composer keeps it behind "Add to a series" and finds an old post by its text', async ({
    page,
    request,
  }) => {
    const { headers, ...member } = await memberWithOwnFeed(request);
    const first = `Chuỗi phỏng vấn phần 1 ${Date.now().toString(36)}`;
    await request.post('/api/v1/posts', { data: { content: first }, headers });
    for (let i = 0; i < 22; i += 1)
      await request.post('/api/v1/posts', { data: { content: `Later post ${i}` }, headers });
    await signIn(page, member.email);
    const dialog = await openComposer(page);
    const toggle = dialog.getByRole('button', { name: 'Add to a series' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(dialog.getByRole('combobox', { name: 'Previous post' })).toHaveCount(0);
    await toggle.click();
    const previous = dialog.getByRole('combobox', { name: 'Previous post' });
    await previous.fill('chuoi phong van');
    await page.getByRole('option', { name: new RegExp(`^${first}`) }).click();
    await expect(previous).toHaveValue(first);
    const second = `Chuỗi phỏng vấn phần 2 ${Date.now().toString(36)}`;
    await dialog.getByLabel('What do you want to share?').fill(second);
    await dialog.getByRole('button', { name: 'Post', exact: true }).click();
    await expect(page.getByText('Post published')).toBeVisible();
    await page
      .getByRole('article')
      .filter({ hasText: second })
      .getByRole('link', { name: /ago|now/ })
      .first()
      .click();
    await page.getByRole('link', { name: /Previous post/ }).click();
    await expect(page.getByText(first)).toBeVisible();
  });
  test('a post with 150 comments shows all of them, page by page; more replies until the last', async ({
    page,
    request,
  }) => {
    const { headers, ...member } = await memberWithHeaders(request);
    const post = (await (
      await request.post('/api/v1/posts', { data: { content: `Busy post ${Date.now()}` }, headers })
    ).json()) as { id: string };
    const label = (n: number) => `Comment ${String(n).padStart(3, '0')}`;
    let parentId = '';
    for (let batch = 0; batch < 15; batch += 1) {
      const made = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          request.post(`/api/v1/post-comments/${post.id}`, { data: { comment: label(batch * 10 + i + 1) }, headers }),
        ),
      );
      if (batch === 0) parentId = ((await made[0]?.json()) as { id: string }).id;
    }
    for (let i = 1; i <= 25; i += 1)
      await request.post(`/api/v1/post-comments/${post.id}`, {
        data: { comment: `Reply ${String(i).padStart(2, '0')}`, parent_comment_id: parentId },
        headers,
      });
    await signIn(page, member.email);
    await expect(page).toHaveURL(/\/feed$/);
    await page.goto(`/post/${post.id}`);
    const comments = page.getByText(/^Comment \d{3}$/);
    const more = page.getByRole('button', { name: 'Show more comments' });
    await expect(comments).toHaveCount(20);
    for (let shown = 20; shown < 150; shown += 20) {
      await more.click();
      await expect(comments).toHaveCount(Math.min(150, shown + 20));
    }
    await expect(more).toHaveCount(0);

    await page.getByRole('button', { name: 'View 25 replies' }).click();
    const replies = page.getByText(/^Reply \d{2}$/);
    await expect(replies).toHaveCount(20);
    await page.getByRole('button', { name: 'Show more replies' }).click();
    await expect(replies).toHaveCount(25);
    await expect(page.getByRole('button', { name: 'Show more replies' })).toHaveCount(0);
  });
  test.describe('with no service worker between the page and its routes', () => {
    // Playwright's routes see the page's own requests; a worker taking control mid-test could
    // carry one past them (Playwright's advice: block workers where a test routes requests).
    test.use({ serviceWorkers: 'block' });
    test('a retry after a failed create or a failed attachment leaves exactly one post with its files', async ({
      page,
      request,
    }) => {
      const { headers, ...member } = await memberWithHeaders(request);
      await signIn(page, member.email);
      await expect(page).toHaveURL(/\/feed$/);
      // The create reaches the server but its answer is lost; then the second file's upload fails once.
      let creates = 0;
      await page.route('**/api/v1/posts', async (route) => {
        if (route.request().method() !== 'POST') return route.fallback();
        creates += 1;
        const answer = await route.fetch();
        if (creates === 1) return route.fulfill({ status: 503, body: '{"detail":"lost","code":"UNAVAILABLE"}' });
        return route.fulfill({ response: answer });
      });
      let uploads = 0;
      await page.route('**/api/v1/utils/upload-files/**', (route) => {
        uploads += 1;
        return uploads === 2 ? route.fulfill({ status: 500, body: '{}' }) : route.fallback();
      });
      const dialog = await openComposer(page);
      const text = `Exactly once ${Date.now().toString(36)}`;
      await dialog.getByLabel('What do you want to share?').fill(text);
      await dialog.getByLabel('Add photos or videos').setInputFiles([
        { name: 'one.png', mimeType: 'image/png', buffer: await image('#2f78e0') },
        { name: 'two.png', mimeType: 'image/png', buffer: await image('#e07b2f') },
      ]);
      const post = dialog.getByRole('button', { name: 'Post', exact: true });
      await post.click();
      await expect(page.getByText("Couldn't publish your post. Please try again.").first()).toBeVisible();
      await expect(post).toBeEnabled();
      await post.click();
      await expect.poll(() => uploads).toBe(2);
      await expect(post).toBeEnabled();
      await post.click();
      await expect(page.getByText('Post published')).toBeVisible();
      expect(uploads).toBe(3); // the first file once, the second twice

      const me = await meOf(request, headers);
      const mine = (await (
        await request.post(`/api/v1/posts/get-by-user?user_id=${me.id}&limit=10`, { headers })
      ).json()) as { items: { content: string; media_files: unknown[] }[] };
      expect(mine.items.filter((p) => p.content === text).map((p) => p.media_files.length)).toEqual([2]);
    });
  });
  test('the post’s own page shows a long text whole; the feed shows a preview with see more', async ({
    page,
    request,
  }) => {
    const { headers, ...member } = await memberWithOwnFeed(request);
    const ending = `the very end ${Date.now().toString(36)}`;
    const text = `${'Một đoạn dài về lộ trình của mình. '.repeat(12)}${ending}`;
    const post = (await (await request.post('/api/v1/posts', { data: { content: text }, headers })).json()) as {
      id: string;
    };
    await signIn(page, member.email);
    const card = page.getByRole('article').filter({ hasText: 'Một đoạn dài' }).first();
    await expect(card.getByRole('button', { name: 'see more' })).toBeVisible();
    await expect(card.getByText(ending)).toHaveCount(0);
    await page.goto(`/post/${post.id}`);
    await expect(page.getByText(ending)).toBeVisible();
    await expect(page.getByRole('button', { name: 'see more' })).toHaveCount(0);
  });
});
