import { expect, PASSWORD, seriousA11yViolations, test, uniqueEmail, waitForMail } from './fixtures';

// docs/decisions/0030-consent-and-policy-versions.md: a new account needs a box ticked by hand.
test.describe('consent to the privacy policy', () => {
  // docs/decisions/0055-privacy-choices-and-sign-up-consent.md: three boxes, none bundled with another.
  const FORMS = {
    en: {
      name: 'Full name',
      password: 'Password',
      submit: 'Create account',
      boxes: [
        [/I am 18 or older/, 'Please confirm that you are 18 or older'],
        [/I accept the User Agreement/, 'Please accept the User Agreement'],
        [
          /I agree that Ladder processes my personal data as the Privacy Policy/,
          'Check the box to agree to the Privacy Policy.',
        ],
      ],
      done: 'Check your inbox',
    },
    vi: {
      name: 'Họ và tên',
      password: 'Mật khẩu',
      submit: 'Tạo tài khoản',
      boxes: [
        [/Tôi từ 18 tuổi trở lên/, 'Vui lòng xác nhận bạn từ 18 tuổi trở lên'],
        [/Tôi chấp nhận Thỏa thuận người dùng/, 'Vui lòng chấp nhận Thỏa thuận người dùng'],
        [
          /xử lý dữ liệu cá nhân của tôi theo Chính sách quyền riêng tư/,
          'Vui lòng đánh dấu vào ô để đồng ý với Chính sách quyền riêng tư',
        ],
      ],
      done: 'Hãy kiểm tra hộp thư',
    },
  } as const;

  test('registration: each unticked box stops the form with its own message, in both languages', async ({ page }) => {
    for (const language of ['en', 'vi'] as const) {
      const form = FORMS[language];
      const email = uniqueEmail(`consent-${language}`);
      await page.goto('/register');
      await page.evaluate((value) => localStorage.setItem('language', value), language);
      await page.reload();
      const boxes = form.boxes.map(([name]) => page.getByRole('checkbox', { name }));
      for (const box of boxes) await expect(box).not.toBeChecked();
      const policy = page
        .locator('main form')
        .getByRole('link', { name: language === 'en' ? /Privacy Policy/ : /Chính sách quyền riêng tư/ });
      await expect(policy).toHaveAttribute('href', '/privacy-policy');
      await page.getByLabel(form.name).fill(language === 'en' ? 'Trần Đồng Ý' : 'Trần Thị Thuận');
      await page.getByLabel('Email').fill(email);
      await page.getByLabel(form.password, { exact: true }).fill(PASSWORD);
      // Each box in turn is the only one left unticked: its own message, on its own box.
      for (const [index, [, message]] of form.boxes.entries()) {
        for (const [other, box] of boxes.entries()) await box.setChecked(other !== index);
        await page.getByRole('button', { name: form.submit }).click();
        await expect(page.getByText(message)).toBeVisible();
        await expect(boxes[index]!).toHaveAttribute('aria-invalid', 'true');
        for (const [, otherMessage] of form.boxes.filter((_, other) => other !== index))
          await expect(page.getByText(otherMessage)).toHaveCount(0);
      }
      expect(await seriousA11yViolations(page), `/register with a consent error (${language})`).toEqual([]);
      await expect(page.getByRole('heading', { name: form.done })).toHaveCount(0);

      for (const box of boxes) await box.check();
      await page.getByRole('button', { name: form.submit }).click();
      await expect(page.getByRole('heading', { name: form.done })).toBeVisible();
      await waitForMail(email, /Activate|Kích hoạt/);
    }
  });

  test('a first LinkedIn sign-in asks for the three boxes, then lands signed in on the remembered page', async ({
    page,
  }) => {
    await page.goto('/saved-posts');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('checkbox')).toHaveCount(0);
    await page.getByRole('button', { name: 'Sign in with LinkedIn' }).click();
    // The account does not exist yet: refused, and back with the three boxes of the registration shown.
    await expect(page).toHaveURL(/\/login\?consent=required$/);
    await expect(page.getByText('New to Ladder? Check the three boxes below')).toBeVisible();
    // Under each box (a toast may say the first one too: the form is where the test reads).
    const form = page.getByRole('main');
    for (const [, message] of FORMS.en.boxes) await expect(form.getByText(message)).toBeVisible();
    expect(await seriousA11yViolations(page), '/login?consent=required').toEqual([]);
    // One box left unticked is refused again, with that box's message.
    await page.getByRole('checkbox', { name: FORMS.en.boxes[0][0] }).check();
    await page.getByRole('checkbox', { name: FORMS.en.boxes[2][0] }).check();
    await page.getByRole('button', { name: 'Sign in with LinkedIn' }).click();
    // The page left for LinkedIn and came back refused: a new page, whose first box is no longer
    // ticked (the old page already had this address and that message, so they prove nothing).
    await expect(page.getByRole('checkbox', { name: FORMS.en.boxes[0][0] })).not.toBeChecked();
    await expect(page).toHaveURL(/\/login\?consent=required$/);
    await expect(form.getByText('Please accept the User Agreement')).toBeVisible();
    for (const [label] of FORMS.en.boxes) await page.getByRole('checkbox', { name: label }).check();
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
