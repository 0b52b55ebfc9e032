import { expect, PASSWORD, test, uniqueEmail, waitForMail } from './fixtures';

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
    await page.getByRole('checkbox', { name: /To create a new account/ }).check();
    await page.getByRole('button', { name: 'Sign in with LinkedIn' }).click();
    await expect(page).toHaveURL(/\/saved-posts$/);
    await expect(page.getByText("You don't have any saved post yet.")).toBeVisible();
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
});
