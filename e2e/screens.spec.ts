import type { Page } from '@playwright/test';
import { peopleEn } from '../packages/shared/src/i18n/people.en';
import { peopleVi } from '../packages/shared/src/i18n/people.vi';
import { screensEn } from '../packages/shared/src/i18n/screens.en';
import { screensVi } from '../packages/shared/src/i18n/screens.vi';
import { expect, meOf, memberWithHeaders, PASSWORD, seriousA11yViolations, test } from './fixtures';

/** Issue 41's screens: the profile's four tabs and the full search results page, 390 and 1280 px. */

const TEXTS = {
  en: { people: peopleEn.ui, screens: screensEn, combobox: 'Search' },
  vi: { people: peopleVi.ui, screens: screensVi, combobox: 'Tìm kiếm' },
};
const SIZES = [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
];

async function signIn(page: Page, email: string) {
  await page.goto('/login');
  await page.evaluate(() => localStorage.clear());
  await page.goto('/login');
  await page.locator('input[type=email]').fill(email);
  await page.locator('input[type=password]').fill(PASSWORD);
  await page.locator('form button[type=submit]').click();
  await expect(page).toHaveURL(/\/feed$/);
}

async function expectAxeClean(page: Page, what: string) {
  expect(await seriousA11yViolations(page), what).toEqual([]);
}

test('the profile has four tabs and the search page counts, keeps the term and opens the best tab', async ({
  page,
  request,
}) => {
  // Two languages at two widths in one sign-up per language: longer than one flow's default.
  test.setTimeout(240_000);
  const word = `zq${Date.now().toString(36)}`;
  const { headers: authorHeaders } = await memberWithHeaders(request, 'Đỗ Hải Yến');
  for (const content of [`Phỏng vấn ${word} đầu tiên`, `Ghi chú ${word} thứ hai`])
    expect((await request.post('/api/v1/posts', { data: { content }, headers: authorHeaders })).status()).toBe(201);
  const { headers, ...reader } = await memberWithHeaders(request, 'Lê Minh Thư');
  const { username } = await meOf(request, headers);

  for (const language of ['en', 'vi'] as const) {
    const T = TEXTS[language];
    await request.put('/api/v1/users/current/me', { data: { default_language: language }, headers });
    await signIn(page, reader.email);
    for (const size of SIZES) {
      await page.setViewportSize(size);
      const where = `${language}, ${size.width} px`;
      // A fresh load at this width: the layout (header or side column) is drawn for it.
      await page.goto('/feed');

      // Enter in the search box opens the results page, which keeps the term in the box.
      const box = page.getByRole('combobox', { name: T.combobox });
      await expect(box).toBeVisible();
      await box.fill(word);
      await box.press('Enter');
      await expect(page).toHaveURL(new RegExp(`/search\\?q=${word}$`));
      await expect(box).toHaveValue(word);
      // The tab with the most results opens first, each tab with its count; no "best 60" line.
      const posts = page.getByRole('tab', { name: new RegExp(`^${T.screens.search.tab_posts}`) });
      await expect(posts).toHaveAttribute('aria-selected', 'true');
      await expect(posts).toContainText('2');
      await expect(page.getByRole('tab', { name: new RegExp(`^${T.people.search_people}`) })).toContainText('0');
      await expect(page.getByRole('article')).toHaveCount(2);
      await expect(page.getByText(/best 60|60 kết quả tốt nhất/)).toHaveCount(0);
      await expectAxeClean(page, `search page (${where})`);
      await page.reload();
      await expect(page.getByRole('combobox', { name: T.combobox })).toHaveValue(word);

      // Four tabs on the profile, the same on a phone and a desktop; a tab with more holds them as a second row.
      await page.goto(`/profile/${username}`);
      const sections = page.getByRole('tablist', { name: T.people.sections });
      await expect(sections.getByRole('tab')).toHaveText([
        T.people.tab_posts,
        T.people.tab_tracks,
        T.screens.profile.tab_skills_goals,
        T.screens.profile.tab_network,
      ]);
      await sections.getByRole('tab', { name: T.screens.profile.tab_network }).click();
      await expect(page).toHaveURL(/tab=followings/);
      const network = page.getByRole('tablist', { name: T.screens.profile.network_views });
      await expect(network.getByRole('tab')).toHaveCount(3);
      await expect(page.getByText(T.people.empty_followings)).toBeVisible();
      await sections.getByRole('tab', { name: T.screens.profile.tab_skills_goals }).click();
      await page.getByRole('tab', { name: T.people.tab_skills }).click();
      await expect(page.getByText(T.people.empty_skills)).toBeVisible();
      await expectAxeClean(page, `profile (${where})`);
    }
  }
});
