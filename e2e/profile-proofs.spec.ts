import type { Page } from '@playwright/test';
import { createTrack } from './track-helpers';
import {
  expect,
  memberWithHeaders,
  meOf,
  seriousA11yViolations,
  signIn,
  skillId,
  speak,
  test,
  waitForMail,
} from './fixtures';

// A profile that proves it (docs/api/profile.md): a member verifies their workplace by a code
// mailed to an address at its domain, and others see the badge and find them by the
// organization. The member works in Vietnamese, the reader in English.

async function signInAs(page: Page, email: string) {
  // The page's storage first, then the cookies, with no page loaded between: a page loaded after
  // the cookies went would write its language back into them (the app remembers it there).
  if (page.url().startsWith('http')) await page.evaluate(() => localStorage.clear());
  await page.context().clearCookies();
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

/** The smallest PDF a viewer opens: one empty page. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

test('a certificate with its file and evidence on a skill; Compare shows the evidence and who vouched', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const lan = await memberWithHeaders(request, 'Đỗ Ngọc Lan');
  const git = await skillId(request, 'Git');
  const claimed = await request.post('/api/v1/users/current/me/skills', {
    headers: lan.headers,
    data: { skill_id: git, level: 'Expert' },
  });
  expect(claimed.ok()).toBe(true);
  const { username, id } = await meOf(request, lan.headers);
  // A colleague vouches for Git, and Lan accepts it.
  const colleague = await memberWithHeaders(request, 'Phạm Thu Hà');
  const endorsed = await request.post(`/api/v1/users/${id}/skills/${git}/endorsements`, {
    headers: colleague.headers,
    data: { relation: 'colleague', level: 'Expert' },
  });
  expect(endorsed.status()).toBe(201);
  const { id: endorsementId } = (await endorsed.json()) as { id: string };
  const accepted = await request.put(`/api/v1/endorsements/${endorsementId}`, {
    headers: lan.headers,
    data: { status: 'accepted' },
  });
  expect(accepted.ok()).toBe(true);

  // Lan, in English: a certificate with its PDF.
  await signInAs(page, lan.email);
  await page.goto(`/profile/${username}`);
  const section = page.getByRole('region', { name: 'Experience, education & certificates' });
  await section.getByRole('button', { name: 'Add certificate' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add certificate' });
  await dialog.getByLabel('Certificate name').fill('AWS Solutions Architect');
  await dialog.getByLabel('Issuing organization').fill('Amazon Web Services');
  await dialog.getByLabel('Issue month').fill('2024-05');
  await dialog.getByLabel('Certificate file (optional)').setInputFiles({
    name: 'aws-certificate.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  });
  await expect(dialog.getByText('Chosen: aws-certificate.pdf')).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);
  const certificate = section.getByRole('listitem').filter({ hasText: 'AWS Solutions Architect' });
  const fileLink = certificate.getByRole('link', { name: 'View certificate file' });
  await expect(fileLink).toHaveAttribute('target', '_blank');
  const stored = await request.get((await fileLink.getAttribute('href')) ?? '');
  expect([stored.status(), stored.headers()['content-type']]).toEqual([200, 'application/pdf']);

  // Evidence on Git: a link to a project.
  await page.goto(`/profile/${username}?tab=growth`);
  await page.getByRole('button', { name: 'Add evidence for Git' }).click();
  const evidence = page.getByRole('dialog', { name: 'Evidence for Git' });
  await evidence.getByRole('textbox', { name: 'Title' }).fill('Monorepo migration on GitHub');
  await evidence.getByRole('textbox', { name: 'Link' }).fill('https://github.com/ladder/monorepo');
  expect(await seriousA11yViolations(page)).toEqual([]);
  await evidence.getByRole('button', { name: 'Add evidence' }).click();
  await expect(evidence).toHaveCount(0);
  await expect(page.getByRole('button', { name: '1 piece of evidence for Git' })).toHaveText('1 piece of evidence');

  // "Compare with my skills" on a track with Git: the evidence and the endorsement beside it.
  const track = await createTrack(request, colleague.headers, `Proof track ${Date.now().toString(36)}`);
  await page.goto(`/ladder/${track.id}?compare=1`);
  const gitRow = page.getByRole('listitem', { name: 'Git', exact: true });
  await expect(gitRow.getByRole('button', { name: '1 piece of evidence for Git' })).toBeVisible();
  await gitRow.getByRole('button', { name: '1 endorsement of Git' }).click();
  await expect(page.getByRole('dialog', { name: 'Endorsements of Git' }).getByText('Phạm Thu Hà')).toBeVisible();
  await page.keyboard.press('Escape');

  // A reader in Vietnamese sees the file and the evidence beside the skill.
  await speak(request, colleague.headers, 'vi');
  await signInAs(page, colleague.email);
  await page.goto(`/profile/${username}`);
  await expect(page.getByRole('link', { name: 'Xem tệp chứng chỉ' })).toBeVisible();
  await page.goto(`/profile/${username}?tab=growth`);
  await page.getByRole('button', { name: '1 minh chứng cho Git' }).click();
  await expect(page.getByRole('link', { name: 'Monorepo migration on GitHub' })).toHaveAttribute(
    'href',
    'https://github.com/ladder/monorepo',
  );
  await expect(page.getByRole('button', { name: 'Thêm minh chứng cho Git' })).toHaveCount(0);
  expect(await seriousA11yViolations(page)).toEqual([]);
});
