import type { BrowserContext, Page } from '@playwright/test';
import {
  expect,
  layoutShifts,
  memberWithHeaders,
  seriousA11yViolations,
  signIn,
  test,
  watchLayoutShifts,
} from './fixtures';

/**
 * A visitor's first screens are drawn by React on the server and taken over by the browser
 * (docs/decisions/0041). Every test here also fails on any console error or React warning,
 * a hydration mismatch among them (fixtures.ts).
 */
const PAGES = [
  { path: '/', en: 'Sign in to Ladder', vi: 'Đăng nhập Ladder' },
  { path: '/login', en: 'Sign in to Ladder', vi: 'Đăng nhập Ladder' },
  { path: '/register', en: 'Create your Ladder account', vi: 'Tạo tài khoản Ladder' },
  { path: '/forgot-password', en: 'Forgot your password?', vi: 'Quên mật khẩu?' },
  { path: '/house', en: 'Ladder Guesthouse', vi: 'Nhà khách Ladder' },
  { path: '/privacy-policy', en: 'Privacy Policy', vi: 'Chính sách quyền riêng tư' },
  { path: '/user-agreement', en: 'User Agreement', vi: 'Thỏa thuận người dùng' },
  { path: '/cookie-policy', en: 'Cookie Policy', vi: 'Chính sách cookie' },
  { path: '/about', en: 'About Ladder', vi: 'Về Ladder' },
  { path: '/accessibility', en: 'Accessibility', vi: 'Khả năng tiếp cận' },
];

async function choose(context: BrowserContext, baseURL: string, language: 'en' | 'vi', theme: 'dark' | 'light') {
  await context.addCookies([
    { name: 'ladder-language', value: language, url: baseURL },
    { name: 'ladder-theme', value: theme, url: baseURL },
  ]);
}

/** Keeps the first `<main>` the HTML held: the same node after the app started means it was hydrated, not redrawn. */
async function watchFirstMain(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { firstMain: Element | null }).firstMain = document.querySelector('main');
    });
  });
}
const wasHydrated = (page: Page) =>
  page.evaluate(() => {
    const first = (window as unknown as { firstMain: Element | null }).firstMain;
    return first !== null && first === document.querySelector('main') && first.isConnected;
  });

for (const [language, theme] of [
  ['en', 'dark'],
  ['vi', 'light'],
] as const) {
  test(`the visitor's first screens come drawn in ${language} (${theme}) and are taken over without a mismatch`, async ({
    page,
    context,
    baseURL,
  }) => {
    await choose(context, baseURL ?? '', language, theme);
    await watchFirstMain(page);
    for (const { path, ...heading } of PAGES) {
      // The HTML itself, before any script: the heading in the language, the theme on <html>.
      const html = await (await page.request.get(path)).text();
      expect(html, path).toContain(`<html lang="${language}"${theme === 'dark' ? ' class="dark"' : ''}`);
      expect(html, path).toContain(heading[language]);
      expect(html, path).toContain(`data-drawn-in="${language} ${theme}"`);

      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading[language] })).toBeVisible();
      // The submit buttons are enabled once the app has taken the page over.
      await expect(page.locator('button[type=submit]:disabled')).toHaveCount(0);
      expect(await wasHydrated(page), path).toBe(true);
    }
    await page.goto('/register');
    // Measured once the app has taken the page over: a submit button enabled then changes colour
    // (a transition), and axe measuring in the middle of it read a contrast no one sees.
    await expect(page.locator('button[type=submit]:disabled')).toHaveCount(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
}

test('a shared post comes drawn with its text for a visitor, and is taken over with its comments', async ({
  page,
  request,
}) => {
  const author = await memberWithHeaders(request, 'Lê Thu Hà');
  const content = 'Ba điều tôi học được khi chuyển sang ngành dữ liệu <b>not bold</b>';
  const post = (await (await request.post('/api/v1/posts', { data: { content }, headers: author.headers })).json()) as {
    id: string;
  };
  const commented = await request.post(`/api/v1/post-comments/${post.id}`, {
    data: { comment: 'Cảm ơn chị!' },
    headers: author.headers,
  });
  expect(commented.status()).toBe(201);

  const html = await (await page.request.get(`/post/${post.id}`)).text();
  expect(html).toContain('Ba điều tôi học được khi chuyển sang ngành dữ liệu &lt;b&gt;not bold&lt;/b&gt;');
  expect(html).toContain('<title>Lê Thu Hà | Ladder</title>');
  // Its comments come drawn with it: the page does not move when the browser takes it over.
  expect(html).toContain('Cảm ơn chị!');

  await watchFirstMain(page);
  await watchLayoutShifts(page, { countsInput: true });
  // A slow phone: the browser paints as it parses and the app takes the page over later. Without
  // the page holding its first frame for the whole HTML, its header and footer moved here.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(`/post/${post.id}`);
  await expect(page.getByText('Cảm ơn chị!')).toBeVisible();
  // Its time, drawn as a date on the server, reads as the browser's "… ago" once taken over.
  await expect(page.getByRole('article').locator('time').first()).toHaveText(/ago|now/);
  expect(await wasHydrated(page)).toBe(true);
  await page.waitForLoadState('networkidle');
  expect(await layoutShifts(page)).toBe(0);
});

test('a member who opens a page drawn for visitors gets their own (drawn by the browser)', async ({
  page,
  request,
}) => {
  const member = await memberWithHeaders(request, 'Phan Minh');
  await signIn(page, member.email);
  await expect(page).toHaveURL(/\/feed$/);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/feed$/);
  await page.goto('/house');
  await expect(page.getByRole('link', { name: 'Home' })).toBeVisible();
});

test('a choice of language and theme is drawn by the server on the next page', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Language').selectOption('vi');
  const dark = page.getByRole('switch', { name: 'Giao diện tối' });
  await dark.click();
  // Ask the server once the browser holds both choices in its cookies.
  const cookie = async (name: string) => (await page.context().cookies()).find((c) => c.name === name)?.value;
  await expect.poll(() => cookie('ladder-language')).toBe('vi');
  await expect.poll(() => cookie('ladder-theme')).toBe('light');
  const html = await (await page.request.get('/register')).text();
  expect(html).toContain('<html lang="vi" style="color-scheme:light">');
  await page.goto('/register');
  await expect(page.getByRole('heading', { level: 1, name: 'Tạo tài khoản Ladder' })).toBeVisible();
});

test.describe('with JavaScript turned off', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  test('the visitor pages read and link, and the forms say that JavaScript is needed', async ({ page }) => {
    await page.goto('/house');
    await expect(page.getByRole('heading', { level: 1, name: 'Ladder Guesthouse' })).toBeVisible();
    await page.getByRole('link', { name: 'About', exact: true }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole('heading', { level: 1, name: 'About Ladder' })).toBeVisible();
    await page.getByRole('link', { name: 'Sign in', exact: true }).first().click();
    await expect(page).toHaveURL(/\/login$/);
    // (Playwright's text locators skip <noscript>: its paragraph is read from the page instead.)
    const notice = await page.evaluate(() => {
      const paragraph = document.querySelector('noscript > p');
      return paragraph && paragraph.getBoundingClientRect().height > 0 ? paragraph.textContent : null;
    });
    expect(notice).toContain('Ladder needs JavaScript to sign in, register and post.');
    // Nothing can be sent: without the app, the fields would travel in the address.
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeDisabled();
  });

  test('a shared post reads whole, with no endless spinner where its comments would load', async ({
    page,
    request,
  }) => {
    const author = await memberWithHeaders(request, 'Vũ Thanh');
    const created = await request.post('/api/v1/posts', {
      data: { content: 'Một năm học thiết kế sản phẩm' },
      headers: author.headers,
    });
    const post = (await created.json()) as { id: string };
    await page.goto(`/post/${post.id}`);
    await expect(page.getByText('Một năm học thiết kế sản phẩm')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Vũ Thanh' }).first()).toBeVisible();
    await expect(page.getByRole('status')).toHaveCount(0);
    // On a desktop the career tracks' column shows too: it says what it needs, with no spinner.
    await page.setViewportSize({ width: 1280, height: 900 });
    const column = page.getByRole('complementary', { name: 'Career tracks' });
    await expect(column).toBeVisible();
    await expect(column.getByRole('status')).toHaveCount(0);
    const notice = await column.evaluate(
      (aside) => aside.querySelector('noscript > p')?.getBoundingClientRect().height,
    );
    expect(notice).toBeGreaterThan(0);
  });
});
