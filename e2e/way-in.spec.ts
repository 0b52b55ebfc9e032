import type { APIRequestContext, Page } from '@playwright/test';
import { growthEn } from '../packages/shared/src/i18n/growth.en';
import { growthVi } from '../packages/shared/src/i18n/growth.vi';
import { enCore } from '../packages/shared/src/i18n/core.en';
import { wayInEn } from '../packages/shared/src/i18n/way-in.en';
import { wayInVi } from '../packages/shared/src/i18n/way-in.vi';
import { expect, memberWithHeaders, PASSWORD, seriousA11yViolations, test } from './fixtures';
import { createTrack, INDUSTRY } from './track-helpers';
import { pendingMember, setLanguage } from './way-in-helpers';

/** The way in (docs/decisions/0049-the-first-run.md): activation → first run → Home's goal card. */

const TEXTS = {
  en: { way: wayInEn, growth: growthEn.ui, industry: INDUSTRY },
  vi: { way: wayInVi, growth: growthVi.ui, industry: 'Kỹ thuật phần mềm' },
};
const SIZES = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 900 } };
const SHOTS = process.env.WAY_IN_SHOTS;

/** With WAY_IN_SHOTS set, a full-page screenshot in each theme (the page's theme class switched). */
async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  for (const theme of ['dark', 'light']) {
    await page.evaluate((isDark) => document.documentElement.classList.toggle('dark', isDark), theme === 'dark');
    await page.screenshot({ path: `${SHOTS}/${name}-${theme}.png`, fullPage: true });
  }
  await page.evaluate(() =>
    document.documentElement.classList.toggle('dark', localStorage.getItem('theme') !== 'light'),
  );
}

async function expectAxeClean(page: Page, what: string) {
  expect(await seriousA11yViolations(page), what).toEqual([]);
}

/** Signs in whatever the page's language: the form's fields by their kind. */
async function signIn(page: Page, email: string) {
  await page.evaluate(() => localStorage.removeItem('access-token'));
  await page.goto('/login');
  await page.locator('input[type=email]').fill(email);
  await page.locator('input[type=password]').fill(PASSWORD);
  await page.locator('form button[type=submit]').click();
}

/** The member's own tracks, in every status. */
async function tracksOf(request: APIRequestContext, headers: Record<string, string>) {
  const me = (await (await request.get('/api/v1/users/current/me', { headers })).json()) as { id: string };
  const answer = await request.post(`/api/v1/career-tracks/get-by-user?user_id=${me.id}&limit=20`, {
    headers,
    data: {},
  });
  return ((await answer.json()) as { items: unknown[] }).items;
}

for (const language of ['en', 'vi'] as const) {
  for (const [size, viewport] of Object.entries(SIZES)) {
    test(`activation signs in and the first run sets the goal (${language}, ${size})`, async ({ page, request }) => {
      const T = TEXTS[language];
      const author = await memberWithHeaders(request, 'Trần Quốc Bảo');
      const track = await createTrack(request, author.headers, `Rung ${language} ${size} ${Date.now().toString(36)}`);
      const pending = await pendingMember(request, language);
      await page.setViewportSize(viewport);
      await setLanguage(page, language, size === 'phone' ? 'dark' : 'light');

      await page.goto(pending.path);
      await page.locator('input[type=password]').fill(PASSWORD);
      await page.locator('form button[type=submit]').click();
      await expect(page).toHaveURL(/\/welcome$/);

      // 1. The industry.
      await expect(page.getByRole('heading', { level: 1, name: T.way.first_run.industry_title })).toBeVisible();
      await expect(
        page.getByText(T.way.first_run.step_of.replace('{{step}}', '1').replace('{{total}}', '4')),
      ).toBeVisible();
      await expect(page.getByRole('button', { name: new RegExp(T.industry) })).toBeVisible();
      await expectAxeClean(page, 'the industry step');
      await shot(page, `first-run-1-industry-${language}-${size}`);
      await page.getByRole('button', { name: new RegExp(T.industry) }).click();

      // 2. The rung: a shared track, its ladder, "Set as my goal".
      // Other tests share the industry: the track is found by its title, typed in capitals.
      await expect(page.getByRole('heading', { level: 1, name: T.way.first_run.rung_title })).toBeFocused();
      await page.getByRole('searchbox', { name: T.way.first_run.rung_search }).fill(track.title.toUpperCase());
      await expect(page.getByRole('button', { name: /^Rung / })).toHaveCount(1);
      await page.getByRole('button', { name: new RegExp(track.title) }).click();
      await expect(page.getByRole('list', { name: language === 'en' ? 'Ladder' : 'Nấc thang' })).toBeVisible();
      await expectAxeClean(page, 'the rung step');
      await shot(page, `first-run-2-rung-${language}-${size}`);
      await page.getByRole('button', { name: T.way.first_run.rung_pick, exact: true }).click();

      // 3. The skills: "I have this" keeps focus on the row, which stays where it was.
      await expect(page.getByRole('heading', { level: 1, name: T.way.first_run.skills_title })).toBeVisible();
      const rows = page.locator('li[id^="gap-row-"]');
      await expect(rows).toHaveCount(6);
      const first = rows.first();
      const firstId = await first.getAttribute('id');
      await first.getByRole('button', { name: T.growth.i_have_this }).click();
      await first.getByRole('button', { name: T.growth.save, exact: true }).click();
      await expect(page.locator(`[id="${firstId}"]`)).toBeFocused();
      await expect(rows.first()).toHaveAttribute('id', firstId ?? '');
      await expect(page.locator(`[id="${firstId}"]`).getByText(T.growth.skill_saved)).toBeVisible();
      await expectAxeClean(page, 'the skills step');
      await shot(page, `first-run-3-skills-${language}-${size}`);
      await page.getByRole('button', { name: T.way.first_run.next, exact: true }).click();

      // 4. Done: the goal is set.
      await expect(page.getByRole('heading', { level: 1, name: T.way.first_run.done_title })).toBeVisible();
      await expect(page.getByText(new RegExp(`${track.title}.*1.*6`))).toBeVisible();
      await expectAxeClean(page, 'the last step');
      await shot(page, `first-run-4-done-${language}-${size}`);
      await page.getByRole('link', { name: T.way.first_run.go_home }).click();
      await expect(page).toHaveURL(/\/feed$/);

      // Home shows the goal: on a phone as its first card, on a desktop in the side column.
      const goalCard =
        size === 'phone' ? page.getByRole('region', { name: T.way.home.goal_title }) : page.getByRole('complementary');
      await expect(
        size === 'phone' ? goalCard.getByText(track.title) : goalCard.getByRole('link', { name: track.title }),
      ).toBeVisible();
      if (size === 'phone') {
        await expect(goalCard.getByText(new RegExp(T.way.home.goal_next_skill.replace('{{name}}', '')))).toBeVisible();
        await expect(goalCard.getByRole('link', { name: T.way.home.goal_compare })).toHaveAttribute(
          'href',
          `/ladder/${track.id}?compare=1`,
        );
      }
      await expectAxeClean(page, 'Home with the goal');
      await shot(page, `home-goal-${language}-${size}`);

      // Finished: signing in again never leads back to the first run.
      await signIn(page, pending.email);
      await expect(page).toHaveURL(/\/feed$/);
    });
  }
}

test('each step can be skipped; Home then offers the first run again (phone)', async ({ page, request }) => {
  const pending = await pendingMember(request, 'en');
  await page.setViewportSize(SIZES.phone);
  await setLanguage(page, 'en');
  await page.goto(pending.path);
  await page.locator('input[type=password]').fill(PASSWORD);
  await page.locator('form button[type=submit]').click();
  await expect(page).toHaveURL(/\/welcome$/);
  // Each step's list pushes "Skip this step" down when it arrives: a click taken while it moved
  // landed beside the button (a full run, once). Skip once the step has loaded.
  const loading = page.getByRole('main').getByRole('status', { name: enCore.common.loading });
  await expect(loading).toHaveCount(0);
  await page.getByRole('button', { name: wayInEn.first_run.skip_step }).click();
  await expect(page.getByRole('heading', { level: 1, name: wayInEn.first_run.rung_title })).toBeVisible();
  await expect(loading).toHaveCount(0);
  await page.getByRole('button', { name: wayInEn.first_run.skip_step }).click();
  await expect(page.getByRole('heading', { level: 1, name: wayInEn.first_run.done_no_goal_title })).toBeVisible();
  await page.getByRole('link', { name: wayInEn.first_run.go_home }).click();
  const card = page.getByRole('region', { name: wayInEn.home.no_goal_title });
  await expect(card).toBeVisible();
  await expectAxeClean(page, 'Home without a goal');
  await shot(page, 'home-no-goal-en-phone');

  // Ended: a new sign-in lands on Home, whose card starts the first run when asked.
  await signIn(page, pending.email);
  await expect(page).toHaveURL(/\/feed$/);
  await page
    .getByRole('region', { name: wayInEn.home.no_goal_title })
    .getByRole('link', { name: wayInEn.home.no_goal_button })
    .click();
  await expect(page).toHaveURL(/\/welcome$/);
});

test('a first run left half-way comes back at the next sign-in until it ends', async ({ page, request }) => {
  const pending = await pendingMember(request, 'en');
  await page.goto(pending.path);
  await page.locator('input[type=password]').fill(PASSWORD);
  await page.locator('form button[type=submit]').click();
  await expect(page).toHaveURL(/\/welcome$/);
  await signIn(page, pending.email);
  await expect(page).toHaveURL(/\/welcome$/);
  await page.getByRole('button', { name: wayInEn.first_run.skip_all }).click();
  await expect(page).toHaveURL(/\/feed$/);
  await signIn(page, pending.email);
  await expect(page).toHaveURL(/\/feed$/);
});

test.describe('a browser that asks for Vietnamese, with no language chosen', () => {
  test.use({ locale: 'vi-VN' });
  for (const [size, viewport] of Object.entries(SIZES)) {
    test(`reads Vietnamese from / to the first run (${size})`, async ({ page, request }) => {
      await page.setViewportSize(viewport);
      await page.goto('/');
      expect(await page.evaluate(() => navigator.language)).toBe('vi-VN');
      await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
      await expect(page.getByRole('heading', { level: 1, name: 'Đăng nhập Ladder' })).toBeVisible();
      // What Ladder is: on a phone above the form, on a desktop beside it.
      const sample = page.getByRole('list', { name: wayInVi.landing.sample_label });
      await expect(sample.getByText(wayInVi.landing.sample_1)).toBeVisible();
      if (size === 'phone') {
        await expect(page.getByText(wayInVi.landing.line)).toBeVisible();
        const intro = await page.getByRole('list', { name: wayInVi.landing.sample_label }).boundingBox();
        const form = await page.getByRole('heading', { level: 1 }).boundingBox();
        expect(intro && form && intro.y < form.y).toBe(true);
      }
      // Measured once the app has taken the page over: its submit button turns from disabled to
      // enabled then, and a colour measured mid-change is none the member reads.
      await expect(page.locator('form button[type=submit]')).toBeEnabled();
      await expectAxeClean(page, '/ in Vietnamese');
      await shot(page, `landing-vi-${size}`);

      // The registration the page sends is in Vietnamese, so its mail and the pages after it are too.
      const pending = await pendingMember(request, 'vi');
      await page.goto(pending.path);
      await expect(page.getByRole('button', { name: 'Kích hoạt tài khoản' })).toBeVisible();
      await page.locator('input[type=password]').fill(PASSWORD);
      await page.locator('form button[type=submit]').click();
      await expect(page).toHaveURL(/\/welcome$/);
      await expect(page.getByRole('heading', { level: 1, name: wayInVi.first_run.industry_title })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
    });
  }
});

for (const language of ['en', 'vi'] as const) {
  for (const [size, viewport] of Object.entries(SIZES)) {
    test(`a track's one primary action opens the comparison; a copy exists once saved (${language}, ${size})`, async ({
      page,
      request,
    }) => {
      const T = TEXTS[language];
      const author = await memberWithHeaders(request, 'Đỗ Hải Yến');
      const track = await createTrack(
        request,
        author.headers,
        `Actions ${language} ${size} ${Date.now().toString(36)}`,
      );
      const reader = await memberWithHeaders(request, 'Vũ Thành Nam');
      // A member's pages are in the member's language.
      await request.put('/api/v1/users/current/me', { headers: reader.headers, data: { default_language: language } });
      await page.setViewportSize(viewport);
      await setLanguage(page, language);
      await signIn(page, reader.email);
      await expect(page).toHaveURL(/\/feed$/);
      await page.goto(`/ladder/${track.id}`);

      // One primary action, Copy link beside it, the rest under More.
      const setGoal = page.getByRole('button', { name: T.growth.set_goal, exact: true });
      await expect(setGoal).toBeEnabled();
      await expect(page.getByRole('button', { name: T.growth.use_as_start })).toHaveCount(0);
      await expectAxeClean(page, 'the track page');
      await shot(page, `track-actions-${language}-${size}`);
      await setGoal.click();
      const gap = page.getByRole('region', { name: T.growth.gap_title });
      await expect(gap).toBeVisible();
      await expect(page.getByRole('button', { name: T.growth.compare_hide })).toBeVisible();
      // The page's headings go down one level at a time, with the comparison open (issue 41).
      const levels = await page
        .locator('main')
        .locator('h1, h2, h3, h4, h5, h6')
        .evaluateAll((headings) =>
          headings.filter((heading) => heading.checkVisibility()).map((heading) => Number(heading.tagName[1])),
        );
      expect(levels[0]).toBe(1);
      expect(
        levels.filter((level, i) => i > 0 && level > (levels[i - 1] ?? 0) + 1),
        levels.join(' '),
      ).toEqual([]);

      // "Use as a starting point" fills the editor; leaving it leaves no draft.
      const before = await tracksOf(request, reader.headers);
      expect(before).toHaveLength(0);
      await page.getByRole('button', { name: T.way.track.more_label }).click();
      await page.getByRole('button', { name: T.growth.use_as_start }).click();
      await expect(page).toHaveURL(new RegExp(`/create\\?from=${track.id}$`));
      await expect(page.locator('input[name=title]')).toHaveValue(track.title);
      await expectAxeClean(page, 'the editor filled from the track');
      await page.goBack();
      await expect(page.getByRole('heading', { level: 1, name: track.title })).toBeVisible();
      // No draft was made: the member still has no track.
      expect(await tracksOf(request, reader.headers)).toHaveLength(0);
    });
  }
}

const ACCOUNT = {
  en: { confirmTitle: 'Delete your account?', confirm: 'Delete my account', month: 'en-US', menu: 'Main menu' },
  vi: { confirmTitle: 'Xóa tài khoản của bạn?', confirm: 'Xóa tài khoản của tôi', month: 'vi-VN', menu: 'Menu chính' },
};

for (const language of ['en', 'vi'] as const) {
  for (const [size, viewport] of Object.entries(SIZES)) {
    test(`Settings from the notifications' top and the menu; deletion ends on sign-in with its date (${language}, ${size})`, async ({
      page,
      request,
    }) => {
      const T = TEXTS[language];
      const member = await memberWithHeaders(request, 'Hồ Ngọc Hà');
      await request.put('/api/v1/users/current/me', { headers: member.headers, data: { default_language: language } });
      await page.setViewportSize(viewport);
      await setLanguage(page, language);
      await signIn(page, member.email);
      await expect(page).toHaveURL(/\/feed$/);

      await page.goto('/notifications');
      await page.getByRole('main').getByRole('link', { name: T.way.settings.title }).click();
      await expect(page).toHaveURL(/\/settings$/);
      await expect(page.getByRole('heading', { level: 1, name: T.way.settings.title })).toBeVisible();
      await expectAxeClean(page, 'the Settings page');
      await shot(page, `settings-${language}-${size}`);

      await page.goto('/feed');
      if (size === 'phone') await page.getByRole('button', { name: 'Menu' }).click();
      await page
        .getByRole('navigation', { name: ACCOUNT[language].menu })
        .getByRole('link', { name: T.way.settings.title })
        .click();
      await expect(page).toHaveURL(/\/settings$/);

      await page.goto('/me/delete-account');
      await page.locator('input[type=password]').fill(PASSWORD);
      await page.getByRole('main').getByRole('button', { name: ACCOUNT[language].confirm }).click();
      await page
        .getByRole('dialog', { name: ACCOUNT[language].confirmTitle })
        .getByRole('button', { name: ACCOUNT[language].confirm })
        .click();
      await expect(page).toHaveURL(/\/login\?deletion=/);
      const due = new Intl.DateTimeFormat(ACCOUNT[language].month, { dateStyle: 'long' }).format(
        Date.now() + 30 * 24 * 3600 * 1000,
      );
      await expect(
        page.getByRole('status').filter({ hasText: T.way.deletion.scheduled.replace('{{date}}', due) }),
      ).toBeVisible();
      await expectAxeClean(page, 'sign-in after deletion');
      await shot(page, `deletion-landing-${language}-${size}`);
    });
  }
}

for (const [size, viewport] of Object.entries(SIZES)) {
  test(`a page loaded by its address or a reload opens at the top; Back restores (${size})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    // Read while a page may still be taking over its drawn HTML: a read during a navigation is a miss.
    const scrollY = () => page.evaluate(() => window.scrollY).catch(() => -1);
    const heading = page.getByRole('heading', { level: 1 });
    const scrollDown = async () => {
      // The app keeps the position for Back when the page is left, once it has taken the page
      // over (its switches are enabled then): a scroll before that is the browser's alone.
      await expect(page.getByRole('switch').first()).toBeEnabled();
      await expect(async () => {
        await page.evaluate(() => window.scrollTo(0, 1200));
        expect(await scrollY()).toBeGreaterThan(1000);
      }).toPass();
    };
    await page.goto('/privacy-policy');
    await expect(heading).toBeVisible();
    await scrollDown();
    await page.reload();
    await expect(heading).toBeVisible();
    await expect.poll(scrollY).toBe(0);

    await scrollDown();
    await page.goto('/about');
    await expect(heading).toBeVisible();
    await page.goBack();
    await expect(heading).toBeVisible();
    await expect.poll(scrollY).toBeGreaterThan(1000);
    await page.goto('/privacy-policy');
    await expect(heading).toBeVisible();
    await expect.poll(scrollY).toBe(0);
  });
}

test('a post’s own page has a heading of level 1', async ({ page, request }) => {
  const author = await memberWithHeaders(request, 'Ngô Thanh Vân');
  const answer = await request.post('/api/v1/posts', { data: { content: 'Một ngày mới' }, headers: author.headers });
  const post = (await answer.json()) as { id: string };
  await page.goto(`/post/${post.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Post by Ngô Thanh Vân' })).toBeAttached();
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
});
