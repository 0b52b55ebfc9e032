import type { APIRequestContext } from '@playwright/test';
import {
  createMember,
  expect,
  memberWithHeaders,
  meOf,
  seriousA11yViolations,
  signedInMember,
  signIn,
  skillId,
  test,
  tokenFor,
} from './fixtures';
import { createTrack as createTrackWith } from './track-helpers';

/** A shared track with one skill in each required category, asking Applied Experience of each. */
const createTrack = (request: APIRequestContext, headers: Record<string, string>, title: string) =>
  createTrackWith(request, headers, title, {}, [
    [1, 'System Design'],
    [2, 'Git'],
    [3, 'Teamwork'],
  ]);

test.describe('growing along a track', () => {
  test('compare with my skills, "I have this", a goal whose progress moves, on the profile and the feed', async ({
    page,
    request,
  }) => {
    const author = await createMember(request, 'Trịnh Công Sơn');
    const track = await createTrack(
      request,
      await tokenFor(request, author.email, author.password),
      `Platform engineer ${Date.now().toString(36)}`,
    );
    const { headers, ...member } = await memberWithHeaders(request, 'Lưu Bảo Anh');
    await request.post('/api/v1/users/current/me/skills', {
      headers,
      data: { skill_id: await skillId(request, 'Git'), level: 'Know-how' },
    });
    await signIn(page, member.email);
    await expect(page).toHaveURL(/\/feed$/);
    await page.goto(`/ladder/${track.id}`);

    await page.getByRole('button', { name: 'Set as my goal' }).click();
    await expect(page.getByText('Added to your goals')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Remove from my goals' })).toHaveAttribute('aria-pressed', 'true');

    // Setting the goal opens the comparison (issue 41).
    await expect(page.getByRole('button', { name: 'Hide the comparison' })).toBeVisible();
    const gap = page.getByRole('region', { name: 'You and this career track' });
    await expect(gap.getByText('0 of 3 skills at the level this track asks for')).toBeVisible();
    const git = gap.getByRole('listitem').filter({ hasText: 'Git' });
    await expect(git.getByText('Short by 1 level')).toBeVisible();
    await expect(gap.getByRole('listitem').filter({ hasText: 'Teamwork' }).getByText('Missing')).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);

    // "I have this" adds Teamwork at a level picked, without leaving the page.
    const teamwork = gap.getByRole('listitem').filter({ hasText: 'Teamwork' });
    await teamwork.getByRole('button', { name: 'I have this' }).click();
    await teamwork.getByLabel('Level of Teamwork').selectOption('Strong Experience');
    await teamwork.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Skill saved')).toBeVisible();
    await expect(gap.getByText('1 of 3 skills at the level this track asks for')).toBeVisible();
    await expect(teamwork.getByText('Met')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/ladder/${track.id}$`));

    // The goal's progress moved: on the feed's side column and on the profile.
    await page.goto('/feed');
    const side = page.getByRole('complementary', { name: 'Menu and suggestions' });
    await expect(side.getByText('1 of 3 skills · 33%')).toBeVisible();
    const me = await meOf(request, headers);
    await page.goto(`/profile/${me.username}?tab=growth`);
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: track.title })).toBeVisible();
    await expect(main.getByText('1 of 3 skills · 33%')).toBeVisible();
    await main.getByLabel('Level of Git').selectOption('Expert');
    await expect(main.getByText('2 of 3 skills · 67%')).toBeVisible();
  });

  test('use a track as a starting point: a draft of mine, based on it, shown once shared; in Vietnamese', async ({
    page,
    request,
  }) => {
    const author = await createMember(request, 'Phạm Duy');
    const original = await createTrack(
      request,
      await tokenFor(request, author.email, author.password),
      `SRE lead ${Date.now().toString(36)}`,
    );
    const member = await signedInMember(page, request, 'Kiều Trinh');
    await page.goto(`/ladder/${original.id}`);
    await page.getByRole('button', { name: 'More actions for this career track' }).click();
    await page.getByRole('button', { name: 'Use as a starting point' }).click();
    await expect(page.getByRole('heading', { name: 'Create a career track' })).toBeVisible();
    await expect(page.getByLabel('Title')).toHaveValue(original.title);
    await page.getByLabel('Title').fill(`My ${original.title}`.slice(0, 50));
    await page.getByRole('button', { name: 'Complete & Post' }).click();
    // The copy is made by this save (issue 41): it is created, not updated.
    await expect(page.getByText('Career track created')).toBeVisible();
    // Complete & Post opens the posted track (issue 41).
    await expect(page.getByRole('heading', { level: 1, name: `My ${original.title}`.slice(0, 50) })).toBeVisible();
    await expect(page.getByRole('link', { name: `Based on ${original.title} by Phạm Duy` })).toBeVisible();

    const headers = await tokenFor(request, member.email, member.password);
    await request.put('/api/v1/users/current/me', { data: { default_language: 'vi' }, headers });
    await page.goto(`/ladder/${original.id}`);
    await expect(page.getByText('1 lộ trình công khai phát triển từ lộ trình này')).toBeVisible();
    await page.getByRole('button', { name: 'Thêm thao tác cho lộ trình sự nghiệp này' }).click();
    await expect(page.getByRole('button', { name: 'Dùng làm điểm khởi đầu' })).toBeVisible();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'So sánh với kỹ năng của tôi' }).click();
    await expect(page.getByText('0/3 kỹ năng đạt mức lộ trình yêu cầu')).toBeVisible();
  });
});
