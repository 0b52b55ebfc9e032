import { readFileSync } from 'node:fs';
import { createMember, expect, seriousA11yViolations, signedInMember, signIn, test, waitForMail } from './fixtures';

// docs/decisions/0033-erasing-an-account.md: the server runs with the default grace period (30 days);
// docs/api/people-and-career-tracks.md "Downloading one's data".
test('deleting one’s account asks for the password and a confirmation, signs out, and signing in again cancels it', async ({
  page,
  request,
}) => {
  const member = await createMember(request);
  await signIn(page, member.email);
  const sidebar = page.getByRole('complementary', { name: 'Menu and suggestions' });
  await sidebar.getByRole('button', { name: 'More options' }).click();
  await sidebar.getByRole('link', { name: 'Delete account' }).click();
  await expect(page).toHaveURL(/\/me\/delete-account$/);
  await expect(page.getByRole('heading', { name: 'Delete my account' })).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);

  const password = page.getByLabel('Current password');
  const ask = page.getByRole('button', { name: 'Delete my account' });
  await ask.click();
  await expect(page.getByText('Password is required')).toBeVisible();

  // The confirmation can be dismissed; a wrong password is refused on the field.
  await password.fill('Not#MyPassword1');
  await ask.click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await ask.click();
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page.getByText('Your current password is incorrect. Please try again.')).toBeVisible();
  await expect(page).toHaveURL(/\/me\/delete-account$/);

  await password.fill(member.password);
  await ask.click();
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  // It ends on the sign-in page, which says when and how to cancel (issue 41).
  await expect(page).toHaveURL(/\/login\?deletion=/);
  const due = new Date(Date.now() + 30 * 24 * 3600 * 1000).toLocaleDateString('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  });
  await expect(
    page.getByRole('status').filter({ hasText: `Deletion scheduled for ${due}. Sign in to cancel.` }),
  ).toBeVisible();
  expect(await seriousA11yViolations(page), 'the sign-in page after deletion').toEqual([]);

  await signIn(page, member.email);
  await expect(page.getByText("Welcome back. Your account won't be deleted.")).toBeVisible();
  await expect(page).toHaveURL(/\/feed$/);
});

test('a member downloads their data as one zip, prepared in the background', async ({ page, request }) => {
  const member = await signedInMember(page, request, 'Lê Văn Tám');
  const sidebar = page.getByRole('complementary', { name: 'Menu and suggestions' });
  await sidebar.getByRole('button', { name: 'More options' }).click();
  await sidebar.getByRole('link', { name: 'Download my data' }).click();
  await expect(page.getByRole('heading', { name: 'An archive of your data' })).toBeVisible();
  // Disabled until the archive's status has loaded: looked at once it has, not in between.
  await expect(page.getByRole('button', { name: 'Prepare my archive' })).toBeEnabled();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Prepare my archive' }).click();
  // The page looks again while the archive is built, then offers it.
  const download = page.getByRole('button', { name: 'Download', exact: true });
  await expect(download).toBeVisible({ timeout: 30_000 });
  await waitForMail(member.email, /Your Ladder data is ready to download/);
  const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
  expect(file.suggestedFilename()).toBe('ladder-data.zip');
  const bytes = readFileSync(await file.path());
  expect(bytes.subarray(0, 2).toString()).toBe('PK');
  expect(bytes.includes(Buffer.from('profile.json'))).toBe(true);
});
