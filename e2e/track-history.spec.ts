import { mkdirSync } from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { createMember, expect, seriousA11yViolations, signIn, test, tokenFor } from './fixtures';
import { createTrack, industryId } from './track-helpers';

const SHOTS = '/work/shots/hist';

/** What the test reads and clicks, in each language (packages/shared/src/i18n/history.*.ts). */
const WORDS = {
  en: {
    history: 'History',
    comparison: 'Changes from version 1 to version 2',
    raised: 'Git: raised from Applied Experience to Expert',
    added: 'Added: Senior',
    restore: 'Restore version 1',
    confirm: 'Restore',
    restored: 'Version 1 restored',
    toasts: /^Messages/,
    version3: 'Version 3',
  },
  vi: {
    history: 'Lịch sử',
    comparison: 'Thay đổi từ phiên bản 1 đến phiên bản 2',
    raised: 'Git: nâng từ',
    added: 'Đã thêm: Senior',
    restore: 'Khôi phục phiên bản 1',
    confirm: 'Khôi phục',
    restored: 'Đã khôi phục phiên bản 1',
    toasts: /^Tin nhắn hệ thống/,
    version3: 'Phiên bản 3',
  },
} as const;

/** The author saves their shared track again with Git raised to Expert: its next version. */
async function raiseGit(request: APIRequestContext, headers: Record<string, string>, trackId: string, title: string) {
  const current = (await (
    await request.get(`/api/v1/career-tracks/?career_track_id=${trackId}`, { headers })
  ).json()) as {
    skills: { skill_name: string; desired_level: string }[];
  };
  const edited = await request.put(`/api/v1/career-tracks/${trackId}`, {
    headers,
    data: {
      industry_id: await industryId(request),
      title,
      desc: `About ${title}`,
      status: 'shared',
      skills: current.skills.map(({ skill_name: name, ...row }) => ({
        ...row,
        desired_level: name === 'Git' ? 'Expert' : row.desired_level,
      })),
    },
  });
  expect(edited.status()).toBe(200);
}

test('a shared track edited: its history shows the change word by word, and its author restores version 1', async ({
  page,
  request,
}) => {
  test.slow();
  mkdirSync(SHOTS, { recursive: true });
  for (const [language, theme] of [
    ['en', 'light'],
    ['vi', 'dark'],
  ] as const) {
    const words = WORDS[language];
    const author = await createMember(request, 'Văn Cao');
    const headers = await tokenFor(request, author.email, author.password);
    await request.put('/api/v1/users/current/me', {
      headers,
      data: { default_language: language, default_theme: theme },
    });
    const title = `Cloud engineer ${Date.now().toString(36)}`;
    const rows = [
      [1, 'System Design'],
      [2, 'Git'],
      [3, 'Teamwork'],
    ] as const;
    const track = await createTrack(request, headers, title, {}, [...rows]);
    const current = (await (
      await request.get(`/api/v1/career-tracks/?career_track_id=${track.id}`, { headers })
    ).json()) as { skills: { skill_name: string; desired_level: string }[] };
    const skills = current.skills.map(({ skill_name: name, ...row }) => ({
      ...row,
      desired_level: name === 'Git' ? 'Expert' : row.desired_level,
    }));
    const edited = await request.put(`/api/v1/career-tracks/${track.id}`, {
      headers,
      data: {
        industry_id: await industryId(request),
        title: `Senior ${title}`,
        desc: `About ${title}`,
        status: 'shared',
        skills,
      },
    });
    expect(edited.status()).toBe(200);

    await signIn(page, author.email);
    await expect(page).toHaveURL(/\/feed$/);
    await page.goto(`/ladder/${track.id}`);
    await page.getByRole('link', { name: words.history }).click();
    await expect(page).toHaveURL(new RegExp(`/ladder/${track.id}/history`));
    await expect(page.getByRole('heading', { name: words.comparison })).toBeVisible();
    await expect(page.getByText(words.raised)).toBeVisible();
    await expect(page.locator('ins').filter({ hasText: words.added })).toBeVisible();
    // Opened directly (a notification's link, a reload), the page loads by itself.
    await page.reload();
    await expect(page.getByText(words.raised)).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await expect(page.getByRole('heading', { name: words.comparison })).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/history-${language}-${theme}-${width}.png`, fullPage: true });
    }

    await page.getByRole('button', { name: words.restore }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: words.confirm, exact: true }).click();
    await expect(page.getByRole('region', { name: words.toasts }).getByText(words.restored)).toBeVisible();
    await expect(page.getByRole('listitem').first()).toContainText(words.version3);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.context().clearCookies();
    await page.evaluate(() => window.localStorage.clear());
  }
});

/** What the origin comparison reads, in each language (packages/shared/src/i18n/history.*.ts). */
const ORIGIN_WORDS = {
  en: {
    history: 'History',
    heading: 'Compared with the career track it is built on',
    changed: 'What this career track changed from version 1 of the original',
    since: 'What the original changed since',
    added: 'Python',
    raised: 'Git: raised from Applied Experience to Expert',
    open: 'Open the original career track',
  },
  vi: {
    history: 'Lịch sử',
    heading: 'So với lộ trình gốc mà lộ trình này phát triển từ',
    changed: 'Những gì lộ trình này đã thay đổi so với phiên bản 1 của bản gốc',
    since: 'Những gì bản gốc đã thay đổi từ đó đến nay',
    added: 'Python',
    raised: 'Git: nâng từ',
    open: 'Mở lộ trình gốc',
  },
} as const;

test('a track built on another shows what it changed from the original, and what the original changed since', async ({
  page,
  request,
}) => {
  test.slow();
  for (const [language, theme] of [
    ['en', 'dark'],
    ['vi', 'light'],
  ] as const) {
    const words = ORIGIN_WORDS[language];
    const author = await createMember(request, 'Hồ Xuân Hương');
    const authorHeaders = await tokenFor(request, author.email, author.password);
    const title = `Platform engineer ${Date.now().toString(36)}`;
    const originRows = [
      [1, 'System Design'],
      [2, 'Git'],
      [3, 'Teamwork'],
    ] as const;
    const origin = await createTrack(request, authorHeaders, title, {}, [...originRows]);

    const reader = await createMember(request, 'Nguyễn Du');
    const headers = await tokenFor(request, reader.email, reader.password);
    await request.put('/api/v1/users/current/me', {
      headers,
      data: { default_language: language, default_theme: theme },
    });
    const copy = await createTrack(request, headers, `My ${title}`, { derived_career_track_id: origin.id }, [
      ...originRows,
      [2, 'Python'],
    ]);

    // The original's author raises Git after the copy was made: version 2 of the original.
    await raiseGit(request, authorHeaders, origin.id, title);

    await signIn(page, reader.email);
    await expect(page).toHaveURL(/\/feed$/);
    await page.goto(`/ladder/${copy.id}/history`);
    const card = page.getByRole('region', { name: words.heading });
    await expect(card.getByRole('heading', { name: words.changed })).toBeVisible();
    await expect(card.getByRole('region', { name: words.changed }).getByText(words.added)).toBeVisible();
    await expect(card.getByRole('region', { name: words.since }).getByText(words.raised)).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await card.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/origin-${language}-${theme}-${width}.png`, fullPage: true });
    }
    await card.getByRole('link', { name: words.open }).click();
    await expect(page).toHaveURL(new RegExp(`/ladder/${origin.id}$`));

    // The original itself is built on nothing: its history shows no such card.
    await page.goto(`/ladder/${origin.id}/history`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: words.heading })).toHaveCount(0);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.context().clearCookies();
    await page.evaluate(() => window.localStorage.clear());
  }
});

test('the author says in one line what a save changed, and the history shows that line (en, vi)', async ({
  page,
  request,
}) => {
  for (const language of ['en', 'vi'] as const) {
    const words =
      language === 'en'
        ? { label: 'What did you change? (optional)', save: 'Complete & Post', history: 'History' }
        : { label: 'Bạn đã thay đổi gì? (không bắt buộc)', save: 'Hoàn thành & Đăng', history: 'Lịch sử' };
    const author = await createMember(request, 'Phan Bội Châu');
    const headers = await tokenFor(request, author.email, author.password);
    await request.put('/api/v1/users/current/me', { headers, data: { default_language: language } });
    const title = `Summary track ${Date.now().toString(36)}`;
    const track = await createTrack(request, headers, title);

    await signIn(page, author.email);
    await expect(page).toHaveURL(/\/feed$/);
    await page.goto(`/career-track/${await industryId(request)}/update?career_track_id=${track.id}`);
    const summary = `Tightened the description ${language}`;
    await page.getByLabel(language === 'en' ? 'Description' : 'Mô tả').fill(`Shorter about ${title}`);
    await page.getByLabel(words.label).fill(summary);
    await page.getByRole('button', { name: words.save }).click();
    await expect(page).toHaveURL(new RegExp(`/ladder/${track.id}$`));
    await page.getByRole('link', { name: words.history }).click();
    // The versions, newest first: version 2 carries the author's line.
    await expect(page.locator('ol > li').first()).toContainText(summary);
    await page.context().clearCookies();
    await page.evaluate(() => window.localStorage.clear());
  }
});

test("a goal's comparison marks the skills its author changed until the member marks them seen (en, vi)", async ({
  page,
  request,
}) => {
  for (const [language, theme] of [
    ['en', 'light'],
    ['vi', 'dark'],
  ] as const) {
    const words =
      language === 'en'
        ? {
            compare: 'Compare with my skills',
            notice: 'The author changed 1 skill since you last looked.',
            changed: 'Changed',
            open: 'See what changed',
            seen: 'Mark as seen',
            comparison: 'Changes from version 1 to version 2',
          }
        : {
            compare: 'So sánh với kỹ năng của tôi',
            notice: 'Tác giả đã thay đổi 1 kỹ năng kể từ lần cuối bạn xem.',
            changed: 'Đã thay đổi',
            open: 'Xem những gì đã thay đổi',
            seen: 'Đánh dấu đã xem',
            comparison: 'Thay đổi từ phiên bản 1 đến phiên bản 2',
          };
    const author = await createMember(request, 'Trịnh Công Sơn');
    const authorHeaders = await tokenFor(request, author.email, author.password);
    const title = `Goal track ${Date.now().toString(36)}`;
    const rows = [
      [1, 'System Design'],
      [2, 'Git'],
      [3, 'Teamwork'],
    ] as const;
    const track = await createTrack(request, authorHeaders, title, {}, [...rows]);
    const reader = await createMember(request, 'Lưu Quang Vũ');
    const headers = await tokenFor(request, reader.email, reader.password);
    await request.put('/api/v1/users/current/me', {
      headers,
      data: { default_language: language, default_theme: theme },
    });
    const goal = await request.post('/api/v1/users/current/me/goals', { headers, data: { career_track_id: track.id } });
    expect(goal.status()).toBe(200);

    await raiseGit(request, authorHeaders, track.id, title);

    await signIn(page, reader.email);
    await expect(page).toHaveURL(/\/feed$/);
    await page.goto(`/ladder/${track.id}`);
    const compare = page.getByRole('button', { name: words.compare });
    if ((await compare.getAttribute('aria-expanded')) !== 'true') await compare.click();
    await expect(page.getByText(words.notice)).toBeVisible();
    await expect(page.getByRole('listitem', { name: 'Git' }).getByText(words.changed)).toBeVisible();
    await expect(page.getByRole('listitem', { name: 'Teamwork' }).getByText(words.changed)).toHaveCount(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('listitem', { name: 'Git' }).evaluate((row) => row.scrollIntoView({ block: 'center' }));
    await page.screenshot({ path: `${SHOTS}/goal-changes-${language}-${theme}-390.png` });
    await page.setViewportSize({ width: 1280, height: 900 });

    await page.getByRole('link', { name: words.open }).click();
    await expect(page.getByRole('heading', { name: words.comparison })).toBeVisible();
    await page.goBack();
    if ((await compare.getAttribute('aria-expanded')) !== 'true') await compare.click();
    await page.getByRole('button', { name: words.seen }).click();
    await expect(page.getByText(words.notice)).toHaveCount(0);
    await expect(page.getByRole('listitem', { name: 'Git' })).toBeVisible();
    await expect(page.getByRole('listitem', { name: 'Git' }).getByText(words.changed)).toHaveCount(0);
    await page.context().clearCookies();
    await page.evaluate(() => window.localStorage.clear());
  }
});
