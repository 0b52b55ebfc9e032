import { expect, test } from './fixtures';

test.describe('sign in with LinkedIn (a local OpenID Connect provider)', () => {
  // A first LinkedIn sign-in, which creates the account and so asks for consent: consent.spec.ts.

  test('a callback whose state this tab did not start is refused', async ({ page }) => {
    await page.goto('/login');
    await page.evaluate(() => sessionStorage.setItem('oauth-state', 'the-state-we-saved'));
    await page.goto('/linkedin?code=stolen-code&state=another-state');
    await expect(page.getByText("Couldn't sign you in. Please try again.")).toBeVisible();
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
