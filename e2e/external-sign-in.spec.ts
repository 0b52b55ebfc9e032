import { expect, test } from './fixtures';

test.describe('sign in with LinkedIn (a local OpenID Connect provider)', () => {
  test('the redirect flow lands signed in on the remembered page', async ({ page }) => {
    await page.goto('/saved-posts');
    await expect(page).toHaveURL(/\/login$/);
    await page.getByRole('button', { name: 'Sign in with LinkedIn' }).click();
    await expect(page).toHaveURL(/\/saved-posts$/);
    await expect(page.getByText("You don't have any saved post yet.")).toBeVisible();
    const me = await page.evaluate(async () => {
      const response = await fetch('/api/v1/users/current/me', {
        headers: { authorization: `Bearer ${localStorage.getItem('access-token')}` },
      });
      return (await response.json()) as { email: string; name: string; signin_with: string };
    });
    expect(me).toMatchObject({ email: 'linkedin-member@example.com', name: 'Đặng Thùy Linh', signin_with: 'linkedin' });
  });

  test('a callback whose state this tab did not start is refused', async ({ page }) => {
    await page.goto('/login');
    await page.evaluate(() => sessionStorage.setItem('oauth-state', 'the-state-we-saved'));
    await page.goto('/linkedin?code=stolen-code&state=another-state');
    await expect(page.getByText('Login failed. Please try again')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/linkedin?code=stolen-code');
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('access-token'))).toBeNull();
  });

  test('the Google button stays hidden when Google is not configured', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Sign in with LinkedIn' })).toBeVisible();
    await expect(page.getByText('Sign in with Google')).toHaveCount(0);
  });
});
