import { expect, PASSWORD, seriousA11yViolations, test, uniqueEmail, waitForMail } from './fixtures';

// docs/decisions/0030-consent-and-policy-versions.md: a new account needs a box ticked by hand.
test.describe('consent to the privacy policy', () => {
  test('registration: the unticked box stops the form, ticked it goes through', async ({ page }) => {
    const email = uniqueEmail('consent');
    await page.goto('/register');
    const box = page.getByRole('checkbox', { name: /I have read and agree to the Privacy Policy/ });
    await expect(box).not.toBeChecked();
    const policy = page.locator('main form').getByRole('link', { name: /Privacy Policy/ });
    await expect(policy).toHaveAttribute('href', '/privacy-policy');
    await page.getByLabel('Full name').fill('Trần Đồng Ý');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('Please tick the box to agree to the Privacy Policy')).toBeVisible();
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(await seriousA11yViolations(page), '/register with the consent error').toEqual([]);
    await expect(page.getByRole('heading', { name: 'Check your inbox' })).toHaveCount(0);

    await box.check();
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
    await waitForMail(email, /Activate/);
  });

  test('the box reads in Vietnamese too', async ({ page }) => {
    await page.goto('/register');
    await page.evaluate(() => localStorage.setItem('language', 'vi'));
    await page.reload();
    await page.getByRole('button', { name: 'Tạo tài khoản' }).click();
    await expect(page.getByText('Vui lòng đánh dấu vào ô để đồng ý với Chính sách quyền riêng tư')).toBeVisible();
  });

  test('a first LinkedIn sign-in asks for the box, then lands signed in on the remembered page', async ({ page }) => {
    await page.goto('/saved-posts');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('checkbox')).toHaveCount(0);
    await page.getByRole('button', { name: 'Sign in with LinkedIn' }).click();
    // The account does not exist yet: refused, and back with the box shown.
    await expect(page).toHaveURL(/\/login\?consent=required$/);
    await expect(page.getByText('New to Ladder? Tick the box below')).toBeVisible();
    await expect(page.getByText('Please tick the box to agree to the Privacy Policy')).toBeVisible();
    expect(await seriousA11yViolations(page), '/login?consent=required').toEqual([]);
    await page.getByRole('checkbox', { name: /To create a new account/ }).check();
    await page.getByRole('button', { name: 'Sign in with LinkedIn' }).click();
    await expect(page).toHaveURL(/\/saved-posts$/);
    await expect(page.getByText("You haven't saved any posts yet.")).toBeVisible();
    const me = await page.evaluate(async () => {
      const response = await fetch('/api/v1/users/current/me', {
        headers: { authorization: `Bearer ${localStorage.getItem('access-token')}` },
      });
      return (await response.json()) as Record<string, unknown>;
    });
    expect(me).toMatchObject({
      email: 'linkedin-member@example.com',
      name: 'Đặng Thùy Linh',
      signin_with: 'linkedin',
      consent_required: false,
    });
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test.describe('the legal pages on a 390 px phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });
    for (const [language, privacy, agreement] of [
      ['en', 'Privacy Policy', 'User Agreement'],
      ['vi', 'Chính sách quyền riêng tư', 'Thỏa thuận người dùng'],
    ] as const) {
      test(`name the controller from the settings and fit the screen (${language})`, async ({ page, request }) => {
        const legal = (await (await request.get('/api/v1/legal')).json()) as Record<string, string>;
        await page.goto('/login');
        await page.evaluate((value) => localStorage.setItem('language', value), language);
        for (const [path, title] of [
          ['/privacy-policy', privacy],
          ['/user-agreement', agreement],
        ] as const) {
          await page.goto(path);
          const article = page.locator('article');
          await expect(article.getByRole('heading', { level: 1, name: title })).toBeVisible();
          await expect(article).toContainText(legal.controller_name ?? 'missing');
          await expect(article).toContainText(legal.contact_email ?? 'missing');
          await expect(article).not.toContainText('{{');
          expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
          expect(await seriousA11yViolations(page), `${path} (${language})`).toEqual([]);
        }
      });
    }
  });
});
