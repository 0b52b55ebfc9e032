import { expect, memberWithHeaders, seriousA11yViolations, signIn, skillId, speak, test, tokenFor } from './fixtures';

// Endorsements with context (docs/api/profile.md "Endorsements"): a colleague endorses a skill by
// saying how they know the member and the level they saw; the member, told by a notification,
// accepts it, and it shows beside the skill on their profile. The endorser reads English, the
// endorsed member Vietnamese.
test('a colleague endorses a skill with context; the member accepts it and it shows on the profile', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const ha = await memberWithHeaders(request, 'Phạm Thu Hà');
  await speak(request, ha.headers, 'vi');
  const git = await skillId(request, 'Git');
  await request.post('/api/v1/users/current/me/skills', {
    headers: ha.headers,
    data: { skill_id: git, level: 'Expert' },
  });
  const { username } = (await (await request.get('/api/v1/users/current/me', { headers: ha.headers })).json()) as {
    username: string;
  };
  const lan = await memberWithHeaders(request, 'Đỗ Ngọc Lan');

  // The colleague, in English: Endorse asks how they know Hà first.
  await signIn(page, lan.email);
  await expect(page).toHaveURL(/\/feed$/);
  await page.goto(`/profile/${username}?tab=growth`);
  await page.getByRole('button', { name: 'Endorse Phạm Thu Hà for Git' }).click();
  const dialog = page.getByRole('dialog', { name: 'Endorse Git' });
  await expect(dialog.getByLabel('How do you know Phạm Thu Hà?')).toBeFocused();
  await dialog.getByRole('button', { name: 'Endorse', exact: true }).click();
  await expect(dialog.getByText('Choose how you know this person.')).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await dialog.getByLabel('How do you know Phạm Thu Hà?').selectOption({ label: 'Colleague' });
  await dialog.getByLabel('The level you saw them work at').selectOption({ label: 'Strong Experience' });
  await dialog.getByLabel('A line about it (optional)').fill('We ran the monorepo migration together');
  await dialog.getByRole('button', { name: 'Endorse', exact: true }).click();
  await expect(page.getByText('Endorsement sent. Phạm Thu Hà will be notified.')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  // Not shown to others until Hà accepts it.
  await expect(page.getByRole('button', { name: /endorsements? of Git$/ })).toHaveCount(0);

  // Hà, in Vietnamese: the bell tells, the page lists it to accept.
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await signIn(page, ha.email);
  await expect(page).toHaveURL(/\/feed$/);
  await page.goto('/notifications');
  await page.getByText('Đỗ Ngọc Lan đã xác nhận kỹ năng “Git” của bạn').click();
  await expect(page).toHaveURL(/\/endorsements$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Lời xác nhận kỹ năng' })).toBeVisible();
  await expect(page.getByText('Đồng nghiệp · thấy ở mức Kinh nghiệm vững')).toBeVisible();
  await expect(page.getByText('We ran the monorepo migration together')).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Chấp nhận lời xác nhận từ Đỗ Ngọc Lan' }).click();
  await expect(page.getByText('Đã chấp nhận lời xác nhận')).toBeVisible();
  await expect(page.getByText('Đang hiện trên trang cá nhân')).toBeVisible();

  // On Hà's profile, beside the skill: one endorsement, whose list says who and how.
  await page.goto(`/profile/${username}?tab=growth`);
  await page.getByRole('button', { name: '1 lời xác nhận kỹ năng Git' }).click();
  const list = page.getByRole('dialog', { name: 'Lời xác nhận kỹ năng Git' });
  await expect(list.getByRole('link', { name: 'Đỗ Ngọc Lan' })).toBeVisible();
  await expect(list.getByText('Đồng nghiệp · thấy ở mức Kinh nghiệm vững')).toBeVisible();

  // And so for another reader, through the API.
  const reader = await tokenFor(request, lan.email, lan.password);
  const { id } = (await (await request.get('/api/v1/users/current/me', { headers: ha.headers })).json()) as {
    id: string;
  };
  const shown = await request.get(`/api/v1/users/${id}/skills/${git}/endorsements`, { headers: reader });
  expect(((await shown.json()) as { items: { status: string }[] }).items.map((e) => e.status)).toEqual(['accepted']);
});
