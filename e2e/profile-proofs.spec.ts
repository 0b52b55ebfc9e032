import type { Page } from '@playwright/test';
import { createTrack } from './track-helpers';
import { expect, memberWithHeaders, seriousA11yViolations, signIn, speak, test, waitForMail } from './fixtures';

// A profile that proves it (docs/api/profile.md): a member verifies their workplace by a code
// mailed to an address at its domain, and others see the badge and find them by the
// organization. The member works in Vietnamese, the reader in English.

async function signInAs(page: Page, email: string) {
  await page.context().clearCookies();
  await page.goto('/login');
  await page.evaluate(() => localStorage.clear());
  await signIn(page, email);
  await expect(page).toHaveURL(/\/feed$/);
}

test('a member verifies their workplace by a mailed code; others see the badge and find them by it', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const tag = `Zeta${Date.now().toString(36)}`;
  const organization = `${tag} Software`;
  const domain = `${tag.toLowerCase()}.com.vn`;
  const ha = await memberWithHeaders(request, 'Phạm Thu Hà');
  await speak(request, ha.headers, 'vi');
  const added = await request.post('/api/v1/users/current/me/profile-items', {
    headers: ha.headers,
    data: { kind: 'experience', title: 'Kỹ sư backend', organization, start_month: '2023-01', visibility: 'public' },
  });
  expect(added.status()).toBe(201);
  const { username } = (await (await request.get('/api/v1/users/current/me', { headers: ha.headers })).json()) as {
    username: string;
  };

  // Hà, in Vietnamese: free mail is refused, a work address gets a code.
  await signInAs(page, ha.email);
  await page.goto(`/profile/${username}`);
  const job = page.getByRole('listitem').filter({ hasText: 'Kỹ sư backend' });
  await job.getByRole('button', { name: 'Xác minh email công việc' }).click();
  const dialog = page.getByRole('dialog', { name: 'Xác minh email công việc của bạn' });
  await dialog.getByLabel('Email công việc').fill('thuha@gmail.com');
  await dialog.getByRole('button', { name: 'Gửi mã' }).click();
  await expect(dialog.getByLabel('Email công việc')).toHaveAttribute('aria-invalid', 'true');
  const address = `thuha.pham@${domain}`;
  await dialog.getByLabel('Email công việc').fill(address);
  await dialog.getByRole('button', { name: 'Gửi mã' }).click();
  const mail = await waitForMail(address, /Mã xác minh nơi làm việc/);
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1] ?? '';
  expect(code).toMatch(/^\d{6}$/);
  await expect(dialog.getByLabel('Mã trong email')).toBeFocused();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await dialog.getByLabel('Mã trong email').fill(code);
  await dialog.getByRole('button', { name: 'Xác minh', exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await expect(job.getByText(`Đã xác minh: ${domain}`)).toBeVisible();
  await expect(page.getByText(address)).toHaveCount(0);
  expect(await seriousA11yViolations(page)).toEqual([]);

  // A reader, in English: the badge names the domain only; the organization finds Hà.
  const lan = await memberWithHeaders(request, 'Đỗ Ngọc Lan');
  await signInAs(page, lan.email);
  await page.goto(`/profile/${username}`);
  await expect(
    page.getByRole('listitem').filter({ hasText: organization }).getByText(`Verified: ${domain}`),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Verify work email' })).toHaveCount(0);
  // Her track's author line names her role and the verified domain.
  const track = await createTrack(request, ha.headers, `Proof track ${tag}`);
  await page.goto(`/ladder/${track.id}`);
  await expect(page.getByText(`Kỹ sư backend at ${organization}`)).toBeVisible();
  await expect(page.getByText(`Verified: ${domain}`)).toBeVisible();
  await page.goto('/search');
  await page.getByLabel('Works or studied at').fill(tag.toLowerCase());
  await expect(page).toHaveURL(new RegExp(`org=${tag.toLowerCase()}`));
  await expect(page.getByRole('heading', { level: 1, name: 'People' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Phạm Thu Hà' })).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
});
