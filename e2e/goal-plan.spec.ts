import { createMember, expect, meOf, seriousA11yViolations, signIn, skillId, test, tokenFor } from './fixtures';
import { createTrack } from './track-helpers';

const SHOTS = '/work/shots/goal-plan';

/** What the test reads and clicks, in each language (packages/shared/src/i18n/goal-plan.*.ts). */
const WORDS = {
  en: {
    title: 'My plan: ',
    allSkills: 'All skills',
    progressOn: 'Progress on Git',
    learning: 'Learning',
    done: 'Done',
    raise: 'Set my level to Applied Experience',
    summary: '1 of 3 skills done or met · 33%',
    notesFor: 'Notes and links for Git',
    note: 'My note on Git',
    addLink: 'Add a link',
    linkTitle: 'Link title',
    linkUrl: 'Link address',
    saveNotes: 'Save notes',
    notesSaved: 'Notes saved',
    noPace: /no pace to go by yet/,
    date: 'Target date',
    hours: 'Hours a week',
    saveDate: 'Save the date',
    onTrack: /At this pace you finish in 8 weeks, by .*: on track for/,
    nextSteps: 'Next steps',
    compare: 'Compare with my skills',
    activity: 'Activity in the last 12 weeks',
    channel: 'Email',
    weekday: 'Day',
    friday: 'Friday',
    nudgeSaved: 'Weekly nudge saved',
  },
  vi: {
    title: 'Kế hoạch của tôi: ',
    allSkills: 'Tất cả kỹ năng',
    progressOn: 'Tiến độ với Git',
    learning: 'Đang học',
    done: 'Đã xong',
    raise: 'Đặt trình độ thành Đã áp dụng',
    summary: '1/3 kỹ năng đã xong hoặc đạt · 33%',
    notesFor: 'Ghi chú và liên kết cho Git',
    note: 'Ghi chú của tôi về Git',
    addLink: 'Thêm liên kết',
    linkTitle: 'Tiêu đề liên kết',
    linkUrl: 'Địa chỉ liên kết',
    saveNotes: 'Lưu ghi chú',
    notesSaved: 'Đã lưu ghi chú',
    noPace: /chưa có tốc độ để dự tính/,
    date: 'Ngày mục tiêu',
    hours: 'Số giờ mỗi tuần',
    saveDate: 'Lưu ngày',
    onTrack: /Với tốc độ này, bạn xong sau 8 tuần, trước .*: kịp ngày mục tiêu/,
    nextSteps: 'Bước tiếp theo',
    compare: 'So sánh với kỹ năng của tôi',
    activity: 'Hoạt động trong 12 tuần qua',
    channel: 'Email',
    weekday: 'Ngày',
    friday: 'Thứ Sáu',
    nudgeSaved: 'Đã lưu lời nhắc hằng tuần',
  },
} as const;

for (const language of ['en', 'vi'] as const) {
  test(`a goal as a plan: learning then done, a note and a link, a date and the projection (${language})`, async ({
    page,
    request,
  }) => {
    // Two screens, six saves and two full-page screenshots: more than one screen's share of time.
    test.slow();
    const words = WORDS[language];
    const author = await createMember(request, 'Văn Cao');
    const track = await createTrack(
      request,
      await tokenFor(request, author.email, author.password),
      `Cloud engineer ${Date.now().toString(36)}`,
      {},
      [
        [1, 'System Design'],
        [2, 'Git'],
        [3, 'Teamwork'],
      ],
    );
    const member = await createMember(request, 'Hoàng Yến');
    const headers = await tokenFor(request, member.email, member.password);
    await request.post('/api/v1/users/current/me/goals', { headers, data: { career_track_id: track.id } });
    await request.put('/api/v1/users/current/me', { headers, data: { default_language: language } });
    await signIn(page, member.email);
    await expect(page).toHaveURL(/\/feed$/);

    // On the track, "Compare with my skills" takes the progress of each row of one's goal.
    await page.goto(`/ladder/${track.id}`);
    await page.getByRole('button', { name: words.compare }).click();
    await expect(page.getByLabel(words.progressOn)).toBeVisible();

    await page.goto(`/goals/${track.id}`);
    await expect(page.getByRole('heading', { level: 1, name: `${words.title}${track.title}` })).toBeVisible();
    await expect(page.getByRole('region', { name: words.nextSteps }).getByText('Git', { exact: true })).toBeVisible();
    await expect(page.getByText(words.noPace)).toBeVisible();
    const all = page.getByRole('region', { name: words.allSkills });
    const git = all.getByRole('listitem').filter({ hasText: 'Git' });

    await git.getByLabel(words.progressOn).selectOption({ label: words.learning });
    await expect(git.getByLabel(words.progressOn)).toHaveValue('learning');
    await git.getByLabel(words.progressOn).selectOption({ label: words.done });
    // Done asks whether to raise one's own level to the asked one.
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: words.raise }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(words.summary)).toBeVisible();
    await expect(git.getByLabel(words.progressOn)).toHaveValue('done');

    await git.getByRole('button', { name: words.notesFor }).click();
    await git.getByLabel(words.note).fill('Practise rebasing on a side project');
    await git.getByRole('button', { name: words.addLink }).click();
    await git.getByLabel(words.linkTitle).fill('Pro Git');
    await git.getByLabel(words.linkUrl).fill('https://git-scm.com/book');
    await git.getByRole('button', { name: words.saveNotes }).click();
    await expect(page.getByText(words.notesSaved)).toBeVisible();

    const target = new Date(Date.now() + 10 * 7 * 86_400_000).toISOString().slice(0, 10);
    await page.getByLabel(words.date, { exact: true }).fill(target);
    await page.getByLabel(words.hours).fill('5');
    await page.getByRole('button', { name: words.saveDate }).click();
    // 1 skill done in the last 4 weeks: a quarter a week, 2 left, 8 weeks, before the target.
    await expect(page.getByTestId('projection')).toContainText(words.onTrack);
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.reload();
    await expect(page.getByLabel(words.date, { exact: true })).toHaveValue(target);
    await page
      .getByRole('region', { name: words.allSkills })
      .getByRole('listitem')
      .filter({ hasText: 'Git' })
      .getByRole('button', { name: words.notesFor })
      .click();
    await expect(page.getByLabel(words.note)).toHaveValue('Practise rebasing on a side project');
    await expect(page.getByLabel(words.linkUrl)).toHaveValue('https://git-scm.com/book');
    // The calendar counts today's work: two marks (learning, done) and one note, in this week's row.
    const thisWeek = page.getByRole('region', { name: words.activity }).getByRole('row').last().getByRole('cell');
    await expect(thisWeek).toHaveText(['2', '1']);

    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await expect(page.getByTestId('projection')).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/goal-plan-${language}-${width}.png`, fullPage: true });
    }
    expect(await seriousA11yViolations(page)).toEqual([]);

    // The weekly nudge is chosen in Settings and kept.
    await page.goto('/settings');
    await page.getByRole('radio', { name: words.channel }).click();
    await expect(page.getByText(words.nudgeSaved)).toBeVisible();
    await expect(page.getByRole('radio', { name: words.channel })).toBeChecked();
    const saved = page.waitForResponse((r) => r.url().endsWith('/goal-nudge') && r.request().method() === 'PUT');
    await page.getByLabel(words.weekday, { exact: true }).selectOption({ label: words.friday });
    expect((await saved).status()).toBe(200);
    await page.reload();
    await expect(page.getByRole('radio', { name: words.channel })).toBeChecked();
    await expect(page.getByLabel(words.weekday, { exact: true })).toHaveValue('5');
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
}

const OTHERS = {
  en: { tab: 'Skills & goals', see: (name: string, title: string) => `See ${name}’s plan for ${title}`, done: 'Done' },
  vi: {
    tab: 'Kỹ năng & mục tiêu',
    see: (name: string, title: string) => `Xem kế hoạch ${title} – ${name}`,
    done: 'Đã xong',
  },
} as const;

for (const language of ['en', 'vi'] as const) {
  test(`another member opens a goal's plan from the profile: progress per skill, shared notes only (${language})`, async ({
    page,
    request,
  }) => {
    const words = OTHERS[language];
    const author = await createMember(request, 'Đặng Thu Thảo');
    const authorHeaders = await tokenFor(request, author.email, author.password);
    const track = await createTrack(request, authorHeaders, `Data analyst ${Date.now().toString(36)}`, {}, [
      [1, 'System Design'],
      [2, 'Git'],
      [3, 'Teamwork'],
    ]);
    await request.post('/api/v1/users/current/me/goals', {
      headers: authorHeaders,
      data: { career_track_id: track.id },
    });
    const goalSkill = async (name: string, what: string) =>
      `/api/v1/users/current/me/goals/${track.id}/skills/${await skillId(request, name)}/${what}`;
    expect(
      (
        await request.put(await goalSkill('Git', 'progress'), { headers: authorHeaders, data: { status: 'done' } })
      ).ok(),
    ).toBe(true);
    const note = (text: string, isShared: boolean) => ({ note: text, links: [], is_shared: isShared });
    await request.put(await goalSkill('Git', 'notes'), {
      headers: authorHeaders,
      data: note('Rebased every day for a month', true),
    });
    await request.put(await goalSkill('Teamwork', 'notes'), {
      headers: authorHeaders,
      data: note('A private worry', false),
    });
    const { username } = await meOf(request, authorHeaders);

    const reader = await createMember(request, 'Lý Quang Huy');
    await request.put('/api/v1/users/current/me', {
      headers: await tokenFor(request, reader.email, reader.password),
      data: { default_language: language },
    });
    await signIn(page, reader.email);
    await expect(page).toHaveURL(/\/feed$/);
    await page.goto(`/profile/${username}`);
    await page.getByRole('tab', { name: words.tab }).click();
    await page.getByRole('link', { name: words.see('Đặng Thu Thảo', track.title) }).click();
    await expect(page).toHaveURL(new RegExp(`/profile/${username}/goals/${track.id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Đặng Thu Thảo');
    const git = page.getByTestId('goal-skill').filter({ hasText: 'Git' });
    await expect(git.getByText(words.done, { exact: true })).toBeVisible();
    await expect(git.getByText('Rebased every day for a month')).toBeVisible();
    await expect(page.getByText('A private worry')).toHaveCount(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
}
