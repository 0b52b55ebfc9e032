import {
  createMember,
  expect,
  PASSWORD,
  signIn,
  test,
  tickSignUpBoxes,
  uniqueEmail,
  waitForMail,
  signedInMember,
} from './fixtures';

test.describe('accounts', () => {
  test('register → activation mail → activate → sign in → logout', async ({ page }) => {
    const email = uniqueEmail('reg');
    await page.goto('/register');
    await page.getByLabel('Full name').fill('Nguyễn Hoàng Yến');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await tickSignUpBoxes(page);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('Account created. Check your email for a link to activate it.').first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();

    const mail = await waitForMail(email, /Activate your Ladder account/);
    expect(mail.text).toContain('Hello Nguyễn Hoàng Yến,');
    await page.goto(new URL(mail.link ?? '').pathname + new URL(mail.link ?? '').search);
    // The link asks for the password chosen at registration (docs/decisions/0043).
    await page.getByLabel('Password you chose').fill('Not#MyPassword1');
    await page.getByRole('button', { name: 'Activate my account' }).click();
    await expect(page.getByText("This isn't the password chosen when this link was sent").first()).toBeVisible();
    await page.getByLabel('Password you chose').fill(PASSWORD);
    await page.getByRole('button', { name: 'Activate my account' }).click();
    await expect(page.getByText('Your account is active.')).toBeVisible();
    // The link signs the member in and the first run starts (docs/decisions/0049-the-first-run.md).
    await expect(page).toHaveURL(/\/welcome$/);
    await page.getByRole('button', { name: 'Skip setup' }).click();
    await expect(page).toHaveURL(/\/feed$/);
    await expect(page.getByRole('heading', { name: 'Home' })).toBeVisible();

    await page
      .getByRole('complementary', { name: 'Menu and suggestions' })
      .getByRole('button', { name: 'Sign out' })
      .click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('access-token'))).toBeNull();
    await page.goto('/feed');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('an activation link used twice shows the failure page', async ({ page, request }) => {
    const email = uniqueEmail('twice');
    await request.post('/api/v1/users/open', {
      data: { name: 'Twice', email, password: PASSWORD, adult: true, terms: true, consent: true },
    });
    const mail = await waitForMail(email, /Activate/);
    expect((await request.post(`/api/v1/new-account/${mail.token}`, { data: { password: PASSWORD } })).status()).toBe(
      200,
    );
    await page.goto(`/new-account?token=${mail.token}`);
    await page.getByLabel('Password you chose').fill(PASSWORD);
    await page.getByRole('button', { name: 'Activate my account' }).click();
    await expect(page.getByText("We couldn't activate your account")).toBeVisible();
    await expect(page.getByText('This link is invalid or has expired')).toBeVisible();
  });

  test('forgot password → reset → sign in with the new password', async ({ page, request }) => {
    const member = await createMember(request);
    await page.goto('/forgot-password');
    await page.getByLabel('Email').fill(`  ${member.email} `);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Email sent' })).toBeVisible();

    const mail = await waitForMail(member.email, /Reset your Ladder password/);
    const link = new URL(mail.link ?? '');
    await page.goto(link.pathname + link.search);
    await page.getByLabel('New password', { exact: true }).fill('Brand#New2026');
    await page.getByLabel('Confirm new password').fill('Brand#New2027');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(page.getByText("Passwords don't match.")).toBeVisible();
    await page.getByLabel('Confirm new password').fill('Brand#New2026');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(page.getByText('Your password has been reset.')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);

    await signIn(page, member.email, PASSWORD);
    await expect(page.getByText("Couldn't sign you in. Please try again.")).toBeVisible();
    await signIn(page, member.email, 'Brand#New2026');
    await expect(page).toHaveURL(/\/feed$/);
  });

  test('a signed-in route visited signed out comes back after sign-in', async ({ page, request }) => {
    const member = await createMember(request);
    await page.goto('/saved-posts?tab=all');
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel('Email').fill(member.email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/saved-posts\?tab=all$/);
    await expect(page.getByText("You haven't saved any posts yet.")).toBeVisible();
  });

  test('an unsafe redirect-url is ignored', async ({ page, request }) => {
    const member = await createMember(request);
    for (const unsafe of ['//evil.example/phish', 'https://evil.example/', '/\\evil.example', 'javascript:alert(1)']) {
      await page.goto('/login');
      await page.evaluate((value) => localStorage.setItem('redirect-url', value), unsafe);
      await signIn(page, member.email);
      await expect(page).toHaveURL(/\/feed$/);
      await page.evaluate(() => localStorage.removeItem('access-token'));
    }
  });

  test('a session revoked elsewhere sends the member to /login, remembering the page', async ({ page, request }) => {
    await signedInMember(page, request);
    const token = await page.evaluate(() => localStorage.getItem('access-token'));
    await request.post('/api/v1/logout', { headers: { authorization: `Bearer ${token}` } });
    await page.goto('/my-career-tracks');
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('redirect-url'))).toBe('/my-career-tracks');
  });

  test('change password keeps this device signed in; change email sends a link', async ({ page, request }) => {
    const member = await signedInMember(page, request);
    await page.goto('/me/change-password');
    await page.getByLabel('Current password').fill('Wrong#Pass99');
    await page.getByLabel('New password', { exact: true }).fill('Second#Key2026');
    await page.getByLabel('Confirm new password').fill('Second#Key2026');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Your current password is incorrect. Please try again.').first()).toBeVisible();
    await page.getByLabel('Current password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Password changed')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Change password' })).toBeVisible();

    await page.goto('/me/change-email');
    await page.getByLabel('New email').fill(member.email);
    await page.getByRole('button', { name: 'Send confirmation link' }).click();
    await expect(page.getByText('Your new email must be different from the current one.')).toBeVisible();
    const target = uniqueEmail('moved');
    await page.getByLabel('New email').fill(target);
    await page.getByRole('button', { name: 'Send confirmation link' }).click();
    await expect(page.getByRole('status').filter({ hasText: target })).toBeVisible();
    const mail = await waitForMail(target, /Confirm your new email address/);
    const link = new URL(mail.link ?? '');
    await page.goto(link.pathname + link.search);
    await expect(page.getByText('Your email address has been changed')).toBeVisible();
    await page.goto('/me/change-email');
    await expect(page.getByText(target)).toBeVisible();
  });

  test('a member who cannot be loaded sees "Couldn’t load your account" and tries again, in both languages', async ({
    page,
    request,
  }) => {
    const member = await createMember(request);
    let isDown = true;
    await page.route('**/api/v1/users/current/me', (route) =>
      isDown
        ? route.fulfill({
            status: 503,
            contentType: 'application/json',
            body: '{"detail":"down","code":"UNAVAILABLE"}',
          })
        : route.fallback(),
    );
    await signIn(page, member.email);
    await expect(
      page.getByRole('alert').filter({ hasText: "Couldn't load your account. Please try again." }),
    ).toBeVisible();
    await page.getByLabel('Language').selectOption('vi');
    await expect(page.getByRole('alert').filter({ hasText: 'Không tải được thông tin tài khoản' })).toBeVisible();
    isDown = false;
    await page.getByRole('button', { name: 'Thử lại' }).click();
    await expect(page).toHaveURL(/\/feed$/);
  });

  test('a failed sign-in says what to check and offers the reset, the same for an unknown address', async ({
    page,
    request,
  }) => {
    const member = await createMember(request);
    for (const email of [member.email, uniqueEmail('nobody')]) {
      await signIn(page, email, 'Wrong#Pass123');
      const alert = page.getByRole('alert').filter({ hasText: 'Check your email and password.' });
      await expect(alert).toBeVisible();
      await expect(page.getByText("Couldn't sign you in. Please try again.")).toBeVisible();
      await alert.getByRole('link', { name: 'Reset your password' }).click();
      await expect(page).toHaveURL(/\/forgot-password$/);
    }
  });

  test('account screens are /404 for visitors', async ({ page }) => {
    for (const path of ['/me/change-password', '/me/change-email']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/404$/);
    }
    await page.goto('/new-account');
    await expect(page).toHaveURL(/\/404$/);
    await page.goto('/reset-password');
    await expect(page).toHaveURL(/\/404$/);
  });
});
