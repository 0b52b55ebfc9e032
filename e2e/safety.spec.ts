import type { APIRequestContext } from '@playwright/test';
import {
  createMember,
  expect,
  memberWithHeaders,
  meOf,
  MODERATOR_EMAIL,
  moderatorPage,
  seriousA11yViolations,
  signIn,
  speak,
  test,
  tokenFor,
} from './fixtures';
import { createTrack } from './track-helpers';

/** What the test reads and clicks, in each language (packages/shared/src/i18n/safety-ui.*.ts, safety.*.ts). */
const WORDS = {
  en: {
    options: 'Post options',
    report: 'Report',
    dialog: 'Report this post',
    scam: /^Scam or fraud/,
    send: 'Send report',
    sent: 'Thank you for reporting',
    close: 'Close',
    review: 'Review',
    action: 'Action',
    hide: 'Hidden',
    save: 'Save decision',
    outcome: 'We looked at what you reported: Hidden. Thank you for telling us.',
    status: 'Action taken',
    more: /^More actions for/,
    block: 'Block',
    blocked: /^You blocked /,
    word: 'Word or phrase to mute',
    muteWord: 'Mute word',
    undo: /^Undo for /,
    blockedEmpty: 'You haven’t blocked anyone.',
  },
  vi: {
    options: 'Tùy chọn bài viết',
    report: 'Báo cáo',
    dialog: 'Báo cáo bài viết này',
    scam: /^Lừa đảo/,
    send: 'Gửi báo cáo',
    sent: 'Cảm ơn bạn đã báo cáo',
    close: 'Đóng',
    review: 'Xem xét',
    action: 'Hành động',
    hide: 'Đã ẩn',
    save: 'Lưu quyết định',
    outcome: 'Chúng tôi đã xem xét nội dung bạn báo cáo: Đã ẩn. Cảm ơn bạn đã báo cho chúng tôi.',
    status: 'Đã xử lý',
    more: /^Thêm thao tác với/,
    block: 'Chặn',
    blocked: /^Bạn đã chặn /,
    word: 'Từ hoặc cụm từ cần tắt tiếng',
    muteWord: 'Tắt tiếng từ',
    undo: /^Hoàn tác với /,
    blockedEmpty: 'Bạn chưa chặn ai.',
  },
} as const;

for (const language of ['en', 'vi'] as const) {
  test(`a member reports a post, a moderator hides it, the reporter sees the outcome (${language})`, async ({
    page,
    browser,
    request,
  }) => {
    const words = WORDS[language];
    const author = await memberWithHeaders(request, 'Trần Văn Lừa');
    const content = `Easy work, high pay: pay a 500k fee and move to Zalo ${Date.now()}`;
    const post = (await (
      await request.post('/api/v1/posts', { data: { content }, headers: author.headers })
    ).json()) as {
      id: string;
    };
    const reporter = await createMember(request, 'Lê Thu Hà');
    await speak(request, await tokenFor(request, reporter.email), language);
    await signIn(page, reporter.email);
    await expect(page).toHaveURL(/\/feed$/);

    await page.goto(`/post/${post.id}`);
    await page.getByRole('button', { name: words.options }).click();
    await page.getByRole('button', { name: words.report, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: words.dialog });
    await dialog.getByRole('radio', { name: words.scam }).check();
    expect(await seriousA11yViolations(page), 'the report dialog').toEqual([]);
    await dialog.getByRole('button', { name: words.send }).click();
    await expect(page.getByRole('dialog', { name: words.sent })).toBeVisible();
    await page.getByRole('dialog', { name: words.sent }).getByRole('button', { name: words.close }).last().click();

    const moderator = await moderatorPage(browser, request, language);
    await moderator.goto('/moderation');
    const item = moderator.getByRole('article').filter({ hasText: content });
    await item.getByRole('button', { name: words.review }).click();
    await item.getByLabel(words.action).selectOption('hide');
    expect(await seriousA11yViolations(moderator), 'the moderation console').toEqual([]);
    await item.getByRole('button', { name: words.save }).click();
    await expect(item).toHaveCount(0);
    await moderator.context().close();

    await page.goto('/notifications');
    await expect(page.getByRole('link', { name: new RegExp(words.outcome.replace(/[.:]/g, '\\$&')) })).toBeVisible();
    await page.goto('/settings/reports');
    await expect(page.getByRole('article').first()).toContainText(words.status);
  });

  test(`a member blocks from a profile, mutes a word and undoes the block (${language})`, async ({ page, request }) => {
    const words = WORDS[language];
    const other = await memberWithHeaders(request, 'Phạm Quang Huy');
    const { username } = await meOf(request, other.headers);
    const member = await createMember(request, 'Vũ Minh Châu');
    await speak(request, await tokenFor(request, member.email), language);
    await signIn(page, member.email);
    await expect(page).toHaveURL(/\/feed$/);

    await page.goto(`/profile/${username}`);
    await page.getByRole('button', { name: words.more }).click();
    await page.getByRole('button', { name: words.block, exact: true }).click();
    const confirm = page.getByRole('dialog');
    await expect(confirm).toContainText('Phạm Quang Huy');
    await confirm.getByRole('button', { name: words.block, exact: true }).click();
    await expect(page.getByText(words.blocked)).toBeVisible();

    await page.goto('/settings/blocked-muted');
    await page.getByLabel(words.word).fill('lương cao');
    await page.getByRole('button', { name: words.muteWord }).click();
    await expect(page.getByRole('button', { name: words.undo })).toHaveCount(2);
    expect(await seriousA11yViolations(page), 'blocked and muted').toEqual([]);
    await page.getByRole('button', { name: new RegExp(`${words.undo.source}Phạm Quang Huy`) }).click();
    await expect(page.getByText(words.blockedEmpty)).toBeVisible();
  });
}

/** A post by the author, reported as a scam and hidden by the moderator: the post's id. */
async function hiddenPost(request: APIRequestContext, headers: Record<string, string>, content: string) {
  const post = (await (await request.post('/api/v1/posts', { data: { content }, headers })).json()) as { id: string };
  const reporter = await memberWithHeaders(request, 'Ngô Thị Lan');
  await request.post('/api/v1/reports', {
    headers: reporter.headers,
    data: { item_kind: 'post', item_id: post.id, category: 'scam' },
  });
  const moderator = await tokenFor(request, MODERATOR_EMAIL);
  const queue = (await (await request.get('/api/v1/moderation/queue?limit=100', { headers: moderator })).json()) as {
    items: { id: string; item_id: string }[];
  };
  const caseId = queue.items.find((item) => item.item_id === post.id)?.id ?? '';
  const decided = await request.post(`/api/v1/moderation/cases/${caseId}/decision`, {
    headers: moderator,
    data: { action: 'hide', rule: 'scam' },
  });
  expect(decided.ok()).toBe(true);
  return post.id;
}

test('the author appeals a hidden post from its notification, and anyone reads the transparency report (vi)', async ({
  page,
  request,
}) => {
  const author = await memberWithHeaders(request, 'Đỗ Văn Khánh');
  await speak(request, author.headers, 'vi');
  const content = `Việc nhẹ lương cao ${Date.now()}`;
  await hiddenPost(request, author.headers, content);

  await signIn(page, author.email);
  await expect(page).toHaveURL(/\/feed$/);
  await page.goto('/notifications');
  await page.locator('a[href^="/appeal/"]').first().click();
  await expect(page.getByRole('heading', { name: 'Kháng nghị quyết định' })).toBeVisible();
  await expect(page.getByText(/Quyết định của người kiểm duyệt về bài viết của bạn, .*: Đã ẩn\./)).toBeVisible();
  await page.getByLabel('Vì sao nên thay đổi quyết định này?').fill('Đây là tin tuyển dụng thật của công ty tôi.');
  expect(await seriousA11yViolations(page), 'the appeal form').toEqual([]);
  await page.getByRole('button', { name: 'Gửi kháng nghị' }).click();
  await expect(page.getByText('Đã gửi kháng nghị. Một người kiểm duyệt khác sẽ xem xét.')).toBeVisible();

  await page.goto('/transparency');
  await expect(page.getByRole('heading', { name: 'Báo cáo minh bạch', level: 1 })).toBeVisible();
  await expect(page.getByText('Báo cáo đã nhận').first()).toBeVisible();
  expect(await seriousA11yViolations(page), 'the transparency report').toEqual([]);
});

test('the author sees a hidden post marked with the rule on its page, and appeals from the mark (en)', async ({
  page,
  request,
}) => {
  const author = await memberWithHeaders(request, 'Hoàng Minh Tâm');
  const content = `Easy work, high pay ${Date.now()}`;
  const postId = await hiddenPost(request, author.headers, content);

  await signIn(page, author.email);
  await expect(page).toHaveURL(/\/feed$/);
  const mark = `Hidden by a moderator: Scam or fraud (asked to pay, or to move to another app). Only you can see it.`;
  await page.goto(`/post/${postId}`);
  const card = page.locator('article').filter({ hasText: content });
  await expect(card.getByText(mark)).toBeVisible();
  expect(await seriousA11yViolations(page), 'the hidden mark').toEqual([]);
  await card.getByRole('link', { name: 'Appeal this decision' }).click();
  await expect(page.getByRole('heading', { name: 'Appeal a decision' })).toBeVisible();
  await expect(page.getByText(/A moderator’s decision on your post, .*: Hidden\./)).toBeVisible();
});

test('a reported career track hidden by a moderator is marked for its author and gone for others (vi)', async ({
  page,
  browser,
  request,
}) => {
  const words = WORDS.vi;
  const author = await memberWithHeaders(request, 'Phan Thị Nga');
  await speak(request, author.headers, 'vi');
  const title = `Việc nhẹ lương cao ${Date.now()}`;
  const track = await createTrack(request, author.headers, title);
  const reporter = await createMember(request, 'Vũ Đức Anh');
  await speak(request, await tokenFor(request, reporter.email), 'vi');
  await signIn(page, reporter.email);
  await expect(page).toHaveURL(/\/feed$/);

  await page.goto(`/ladder/${track.id}`);
  await page.getByRole('button', { name: 'Thêm thao tác cho lộ trình sự nghiệp này' }).click();
  await page.getByRole('button', { name: words.report, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Báo cáo lộ trình sự nghiệp này' });
  await dialog.getByRole('radio', { name: words.scam }).check();
  await dialog.getByRole('button', { name: words.send }).click();
  await expect(page.getByRole('dialog', { name: words.sent })).toBeVisible();

  const moderator = await moderatorPage(browser, request, 'vi');
  await moderator.goto('/moderation');
  const item = moderator.getByRole('article').filter({ hasText: title });
  await item.getByRole('button', { name: words.review }).click();
  await item.getByLabel(words.action).selectOption('hide');
  await item.getByRole('button', { name: words.save }).click();
  await expect(item).toHaveCount(0);
  await moderator.context().close();

  await page.goto(`/ladder/${track.id}`);
  await expect(page.getByText('Không tìm thấy nấc thang!')).toBeVisible();
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await signIn(page, author.email);
  await expect(page).toHaveURL(/\/feed$/);
  await page.goto(`/ladder/${track.id}`);
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(
    page.getByText(
      'Người kiểm duyệt đã ẩn nội dung này: Lừa đảo (yêu cầu trả tiền, hoặc chuyển sang ứng dụng khác). Chỉ bạn nhìn thấy.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Kháng nghị quyết định này' })).toBeVisible();
  expect(await seriousA11yViolations(page), 'the hidden track').toEqual([]);
});
