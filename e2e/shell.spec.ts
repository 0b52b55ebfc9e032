import type { Page } from '@playwright/test';
import {
  createMember,
  expect,
  seriousA11yViolations,
  signIn,
  test,
  tickSignUpBoxes,
  tokenFor,
  signedInMember,
} from './fixtures';

const setLanguage = async (page: Page, language: 'en' | 'vi') => {
  await page.goto('/login');
  await page.evaluate((value) => localStorage.setItem('language', value), language);
};

test.describe('form validation, in English and Vietnamese', () => {
  const cases = [
    {
      language: 'en' as const,
      login: {
        button: 'Sign in',
        messages: ['Username is required', 'Password is required'],
        invalid: 'Enter a valid email address.',
      },
      register: {
        button: 'Create account',
        messages: ['Name is required', 'Email is required', 'Password is required'],
      },
      weak: 'Password must be at least 8 characters',
      forgot: { button: 'Send reset link', message: 'Email is required', invalid: 'Enter a valid email address.' },
    },
    {
      language: 'vi' as const,
      login: {
        button: 'Đăng nhập',
        messages: ['Vui lòng nhập tên người dùng', 'Vui lòng nhập mật khẩu'],
        invalid: 'Vui lòng nhập email hợp lệ',
      },
      register: {
        button: 'Tạo tài khoản',
        messages: ['Vui lòng nhập tên', 'Vui lòng nhập email', 'Vui lòng nhập mật khẩu'],
      },
      weak: 'Mật khẩu phải có ít nhất 8 ký tự',
      forgot: { button: 'Gửi liên kết đặt lại', message: 'Vui lòng nhập email', invalid: 'Email không hợp lệ' },
    },
  ];

  for (const c of cases) {
    test(`sign-in, registration and recovery forms (${c.language})`, async ({ page }) => {
      await setLanguage(page, c.language);
      await page.goto('/login');
      const form = page.locator('main form');
      await form.getByRole('button', { name: c.login.button, exact: true }).click();
      for (const message of c.login.messages) await expect(page.getByText(message)).toBeVisible();
      await page.getByLabel('Email').fill('not-an-email');
      await form.getByRole('button', { name: c.login.button, exact: true }).click();
      await expect(page.getByText(c.login.invalid)).toBeVisible();

      await page.goto('/register');
      await page.locator('main form').getByRole('button', { name: c.register.button, exact: true }).click();
      for (const message of c.register.messages) await expect(page.getByText(message)).toBeVisible();
      await page.locator('input[type="password"]').fill('Ab1#');
      await page.locator('main form').getByRole('button', { name: c.register.button, exact: true }).click();
      await expect(page.getByText(c.weak)).toBeVisible();
      // The field is announced with its error.
      await expect(page.locator('input[type="password"]')).toHaveAttribute('aria-invalid', 'true');

      await page.goto('/forgot-password');
      await page.getByRole('button', { name: c.forgot.button }).click();
      await expect(page.getByText(c.forgot.message)).toBeVisible();
      await page.getByLabel('Email').fill('x@');
      await page.getByRole('button', { name: c.forgot.button }).click();
      await expect(page.getByText(c.forgot.invalid)).toBeVisible();
    });
  }

  test('the server refuses a common password in Vietnamese', async ({ page }) => {
    await setLanguage(page, 'vi');
    await page.goto('/register');
    await page.getByLabel('Họ và tên').fill('Lê Văn Tám');
    await page.getByLabel('Email').fill(`common-${Date.now()}@example.com`);
    await page.locator('input[type="password"]').fill('P@ssw0rd1');
    await tickSignUpBoxes(page);
    await page.locator('main form').getByRole('button', { name: 'Tạo tài khoản', exact: true }).click();
    await expect(page.getByText('Mật khẩu này quá phổ biến, vui lòng chọn mật khẩu khác')).toBeVisible();
  });
});

test.describe('theme and language', () => {
  test('a visitor’s choice is remembered across reloads', async ({ page }) => {
    await page.goto('/login');
    await expect(page.locator('html')).toHaveClass(/dark/);
    await page.getByRole('switch', { name: 'Dark theme' }).click();
    await expect(page.locator('html')).not.toHaveClass(/dark/);
    await page.getByLabel('Language').selectOption('vi');
    await expect(page.getByRole('heading', { name: 'Đăng nhập Ladder' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
    await page.reload();
    await expect(page.locator('html')).not.toHaveClass(/dark/);
    await expect(page.getByRole('heading', { name: 'Đăng nhập Ladder' })).toBeVisible();
  });

  test('a member’s choice is saved to the profile and follows them to a new browser', async ({
    page,
    request,
    browser,
  }) => {
    const member = await signedInMember(page, request);
    const sidebar = page.getByRole('complementary', { name: 'Menu and suggestions' });
    await sidebar.getByRole('switch', { name: 'Dark theme' }).click();
    await sidebar.getByLabel('Language').selectOption('vi');
    await expect(page.getByRole('heading', { name: 'Trang chủ' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Bắt đầu một bài viết' })).toBeVisible();

    const other = await browser.newContext();
    const fresh = await other.newPage();
    await signIn(fresh, member.email);
    await expect(fresh.getByRole('heading', { name: 'Trang chủ' })).toBeVisible();
    await expect(fresh.locator('html')).not.toHaveClass(/dark/);
    await other.close();
  });
});

test('the 404 page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page).toHaveTitle('Page not found | Ladder');
  await page.goto('/404');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

test('static pages open in both languages', async ({ page }) => {
  await page.goto('/house');
  await expect(page.getByText('₫350,000')).toBeVisible();
  await expect(page.getByText('₫60,000')).toBeVisible();
  await page.getByLabel('Language').selectOption('vi');
  await expect(page.getByText('350.000 ₫')).toBeVisible();
  await page.goto('/privacy-policy');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Chính sách quyền riêng tư');
});

test.describe('mobile layout at 390×844', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the header menu opens the main menu in a dialog and navigates', async ({ page, request }) => {
    await signedInMember(page, request);
    await expect(page.getByRole('complementary', { name: 'Menu and suggestions' })).toBeHidden();
    await page.getByRole('button', { name: 'Menu' }).click();
    const dialog = page.getByRole('dialog', { name: 'Main menu' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('link', { name: 'Saved posts' }).click();
    await expect(page).toHaveURL(/\/saved-posts$/);
    await expect(dialog).toBeHidden();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
  });

  test('the header’s buttons keep each label on one line, in English and Vietnamese', async ({ page, request }) => {
    const member = await createMember(request);
    await signIn(page, member.email);
    // How many lines the longest text of a button takes (a wrapped text node has one box per line).
    const lines = (name: string) =>
      page
        .locator('header')
        .getByRole('button', { name, exact: true })
        .evaluate((button) => {
          const texts = document.createTreeWalker(button, NodeFilter.SHOW_TEXT);
          let most = 0;
          for (let node = texts.nextNode(); node; node = texts.nextNode()) {
            const range = document.createRange();
            range.selectNodeContents(node);
            most = Math.max(most, range.getClientRects().length);
          }
          return most;
        });
    expect([await lines('Career tracks'), await lines('Menu')]).toEqual([1, 1]);
    await request.put('/api/v1/users/current/me', {
      headers: await tokenFor(request, member.email),
      data: { default_language: 'vi' },
    });
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
    expect([await lines('Lộ trình'), await lines('Menu')]).toEqual([1, 1]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});

test.describe('accessibility (axe-core): no serious or critical violation', () => {
  for (const theme of ['dark', 'light'] as const) {
    test(`public screens, ${theme} theme`, async ({ page }) => {
      await page.goto('/login');
      await page.evaluate((value) => localStorage.setItem('theme', value), theme);
      for (const path of [
        '/login',
        '/register',
        '/forgot-password',
        '/reset-password?token=x',
        '/about',
        '/privacy-policy',
        '/house',
        '/404',
      ]) {
        await page.goto(path);
        await expect(page.locator('main')).toBeVisible();
        await page.waitForLoadState('networkidle');
        expect(await seriousA11yViolations(page), `${path} (${theme})`).toEqual([]);
      }
      // With errors on screen too.
      await page.goto('/register');
      await page.locator('main form').getByRole('button', { name: 'Create account', exact: true }).click();
      // The form checks its fields once its checker has loaded (on the first touch): wait for the errors.
      await expect(page.locator('main form [aria-invalid="true"]').first()).toBeVisible();
      expect(await seriousA11yViolations(page), `/register with errors (${theme})`).toEqual([]);
    });

    test(`member screens, ${theme} theme`, async ({ page, request }) => {
      const member = await createMember(request);
      await page.goto('/login');
      await page.evaluate((value) => localStorage.setItem('theme', value), theme);
      await signIn(page, member.email);
      await expect(page).toHaveURL(/\/feed$/);
      if (theme === 'light') {
        await page
          .getByRole('complementary', { name: 'Menu and suggestions' })
          .getByRole('switch', { name: 'Dark theme' })
          .click();
      }
      for (const path of ['/feed', '/saved-posts', '/my-career-tracks', '/me/change-password', '/me/change-email']) {
        await page.goto(path);
        await expect(page.locator('main h1')).toBeVisible();
        expect(await seriousA11yViolations(page), `${path} (${theme})`).toEqual([]);
      }
    });
  }
});

test.describe('keyboard order on a desktop', () => {
  test('search and the main menu come first, before the tree and the feed', async ({ page, request }) => {
    await signedInMember(page, request);
    // From the top of a freshly loaded page.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Home' })).toBeVisible();
    const reached: string[] = [];
    for (let i = 0; i < 6; i += 1) {
      await page.keyboard.press('Tab');
      reached.push(
        await page.evaluate(() => {
          const el = document.activeElement;
          const name = el?.getAttribute('aria-label') ?? el?.textContent?.trim() ?? '';
          return `${el?.getAttribute('role') ?? el?.tagName.toLowerCase()}:${name.slice(0, 40)}`;
        }),
      );
    }
    const search = reached.findIndex((stop) => stop.startsWith('combobox:'));
    const home = reached.findIndex((stop) => stop.endsWith(':Home'));
    expect(search, reached.join(' | ')).toBeGreaterThanOrEqual(0);
    expect(search, reached.join(' | ')).toBeLessThanOrEqual(2);
    expect(home, reached.join(' | ')).toBeGreaterThan(search);
  });
});
