import { createMember, expect, meOf, seriousA11yViolations, signIn, test, tokenFor } from './fixtures';
import { createTrack } from './track-helpers';

/** What the test reads and clicks, in each language (packages/shared/src/i18n/goal-shares.*.ts). */
const WORDS = {
  en: {
    username: 'Educator’s username',
    share: 'Share my goals',
    notEducator: 'No member with the Educator plan has this username',
    list: 'Educators who can see your goals',
    stop: (name: string) => `Stop sharing my goals with ${name}`,
    none: 'You don’t share your goals with any Educator.',
    sharedWithMe: 'Members who share their goals with you',
    tab: 'Skills & goals',
    locked: 'Only Bùi Minh Khoa can see this.',
  },
  vi: {
    username: 'Tên người dùng của Nhà giáo dục',
    share: 'Chia sẻ mục tiêu',
    notEducator: 'Không có thành viên dùng gói Nhà giáo dục nào có tên người dùng này',
    list: 'Nhà giáo dục có thể xem mục tiêu của bạn',
    stop: (name: string) => `Ngừng chia sẻ mục tiêu với ${name}`,
    none: 'Bạn chưa chia sẻ mục tiêu với Nhà giáo dục nào.',
    sharedWithMe: 'Thành viên chia sẻ mục tiêu với bạn',
    tab: 'Kỹ năng & mục tiêu',
    locked: 'Chỉ Bùi Minh Khoa mới xem được phần này.',
  },
} as const;

for (const language of ['en', 'vi'] as const) {
  test(`a member shares private goals with an Educator, who reads them, until the member stops (${language})`, async ({
    page,
    browser,
    request,
  }) => {
    const words = WORDS[language];
    // The Educator: a member with the Education plan running.
    const educator = await createMember(request, 'Cô Lan Giáo Dục');
    const educatorHeaders = await tokenFor(request, educator.email, educator.password);
    const educatorMe = await meOf(request, educatorHeaders);
    expect((await request.post(`/api/v1/user-subscriptions/${educatorMe.id}`, { headers: educatorHeaders })).ok()).toBe(
      true,
    );
    await request.put('/api/v1/users/current/me', { headers: educatorHeaders, data: { default_language: language } });
    const plain = await createMember(request, 'Trần Không Gói');
    const plainMe = await meOf(request, await tokenFor(request, plain.email, plain.password));

    // The learner keeps their goal to themselves.
    const learner = await createMember(request, 'Bùi Minh Khoa');
    const headers = await tokenFor(request, learner.email, learner.password);
    const track = await createTrack(request, headers, `Product owner ${Date.now().toString(36)}`);
    await request.post('/api/v1/users/current/me/goals', { headers, data: { career_track_id: track.id } });
    await request.put('/api/v1/users/current/me/privacy', { headers, data: { goals: 'only_me' } });
    await request.put('/api/v1/users/current/me', { headers, data: { default_language: language } });
    await signIn(page, learner.email);
    await expect(page).toHaveURL(/\/feed$/);

    await page.goto('/settings');
    const field = page.getByLabel(words.username);
    await field.fill(plainMe.username);
    await page.getByRole('button', { name: words.share }).click();
    await expect(page.getByText(words.notEducator)).toBeVisible();
    await field.fill(educatorMe.username);
    await page.getByRole('button', { name: words.share }).click();
    const list = page.getByRole('list', { name: words.list });
    await expect(list.getByText('Cô Lan Giáo Dục')).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);

    // The Educator finds the learner in Settings and reads the goal on the profile.
    const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL ?? '' });
    const teacher = await context.newPage();
    await signIn(teacher, educator.email);
    await expect(teacher).toHaveURL(/\/feed$/);
    await teacher.goto('/settings');
    const members = teacher.getByRole('region', { name: words.sharedWithMe });
    await members.getByRole('link', { name: /Bùi Minh Khoa/ }).click();
    await teacher.getByRole('tab', { name: words.tab }).click();
    await expect(teacher.getByRole('link', { name: track.title, exact: true })).toBeVisible();

    // The learner stops sharing: the Educator's view locks again.
    await page.getByRole('button', { name: words.stop('Cô Lan Giáo Dục') }).click();
    await expect(page.getByText(words.none)).toBeVisible();
    await teacher.reload();
    await teacher.getByRole('tab', { name: words.tab }).click();
    await expect(teacher.getByText(words.locked).first()).toBeVisible();
    await expect(teacher.getByRole('link', { name: track.title, exact: true })).toHaveCount(0);
    await context.close();
  });
}
