import { wayInEn } from '../packages/shared/src/i18n/way-in.en';
import { expect, layoutShifts, memberWithHeaders, PASSWORD, test, watchLayoutShifts } from './fixtures';
import { createTrack, industryId } from './track-helpers';
import { pendingMember, setLanguage } from './way-in-helpers';

/** The first run's rung step when an industry has more shared tracks than one page (20). */

const T = wayInEn.first_run;

test('the rung step shows more tracks on request and finds one by its title (phone)', async ({ page, request }) => {
  // The User plan keeps 10 tracks a member: three authors share the 21.
  const authors = [
    await memberWithHeaders(request, 'Đỗ Hải Yến'),
    await memberWithHeaders(request, 'Phan Thanh Tùng'),
    await memberWithHeaders(request, 'Vũ Ngọc Ánh'),
  ];
  const pharmacy = await industryId(request, 'Pharmacy');
  const stamp = Date.now().toString(36);
  // Ladder order lists entry rungs by title: "Pharmacist 21" comes last, on the second page.
  for (let n = 1; n <= 21; n += 1) {
    const author = authors[n % authors.length];
    if (!author) throw new Error('no author');
    await createTrack(request, author.headers, `Pharmacist ${String(n).padStart(2, '0')} ${stamp}`, {
      industry_id: pharmacy,
    });
  }
  const pending = await pendingMember(request, 'en');
  await page.setViewportSize({ width: 390, height: 844 });
  await setLanguage(page, 'en');
  await page.goto(pending.path);
  await page.locator('input[type=password]').fill(PASSWORD);
  await page.locator('form button[type=submit]').click();
  await expect(page).toHaveURL(/\/welcome$/);
  await page.getByRole('button', { name: /^Pharmacy/ }).click();

  const ours = page.getByRole('button', { name: new RegExp(`^Pharmacist \\d+ ${stamp}`) });
  await expect(ours).toHaveCount(20);
  await page.getByRole('button', { name: T.more_tracks }).click();
  await expect(ours).toHaveCount(21);
  await expect(page.getByRole('button', { name: T.more_tracks })).toHaveCount(0);

  // A few letters of a title, in any case, keep only the tracks that contain them.
  const search = page.getByRole('searchbox', { name: T.rung_search });
  await search.fill(`pharmacist 07 ${stamp}`);
  await expect(ours).toHaveCount(1);
  await ours.click();
  await expect(page.getByRole('button', { name: T.rung_pick, exact: true })).toBeVisible();
  await search.fill(`no such title ${stamp}`);
  await expect(page.getByText(T.rung_no_match)).toBeVisible();
});

test.describe('while a step’s list loads', () => {
  // The lists' answers are held by the test (page.route), which a service worker would bypass.
  test.use({ serviceWorkers: 'block' });

  test('the first run’s steps keep their place: what follows does not jump when it arrives (phone)', async ({
    page,
    request,
  }) => {
    const author = await memberWithHeaders(request, 'Lâm Thị Mai');
    const farming = await industryId(request, 'Agriculture & Aquaculture');
    for (const title of ['Shrimp farm technician', 'Farm manager', 'Agronomist'])
      await createTrack(request, author.headers, `${title} ${Date.now().toString(36)}`, { industry_id: farming });
    const pending = await pendingMember(request, 'en');
    await page.setViewportSize({ width: 390, height: 844 });
    await setLanguage(page, 'en');
    // A list arriving just after a tap moves what follows it as much as one that came alone.
    await watchLayoutShifts(page, { countsInput: true });
    const held: (() => void)[] = [];
    await page.route(/\/api\/v1\/(industries\/get|career-tracks\/get-by-industry)\?/, async (route) => {
      await new Promise<void>((release) => held.push(release));
      await route.continue();
    });
    const releaseHeld = () => {
      for (const release of held.splice(0)) release();
    };
    const loading = page.getByRole('main').getByRole('status').filter({ hasText: 'Loading' });

    await page.goto(pending.path);
    await page.locator('input[type=password]').fill(PASSWORD);
    await page.locator('form button[type=submit]').click();
    await expect(page).toHaveURL(/\/welcome$/);
    await expect(loading).toBeVisible();
    await expect.poll(() => held.length).toBeGreaterThan(0);
    const beforeIndustries = await layoutShifts(page);
    releaseHeld();
    const industry = page.getByRole('button', { name: /^Agriculture & Aquaculture/ });
    await expect(industry).toBeVisible();
    expect(await layoutShifts(page)).toBeLessThan(beforeIndustries + 0.05);

    await industry.click();
    await expect(loading).toBeVisible();
    await expect.poll(() => held.length).toBeGreaterThan(0);
    const beforeTracks = await layoutShifts(page);
    releaseHeld();
    await expect(page.getByRole('button', { name: /^Farm manager/ })).toBeVisible();
    expect(await layoutShifts(page)).toBeLessThan(beforeTracks + 0.05);
  });
});
