import { mkdirSync } from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { createMember, expect, seriousA11yViolations, signIn, test, tokenFor } from './fixtures';
import { createTrack, industryId } from './track-helpers';

const SHOTS = '/work/shots/languages';

/** A member whose interface speaks `language`, with a token for the API. */
async function memberIn(request: APIRequestContext, name: string, language: 'en' | 'vi') {
  const member = await createMember(request, name);
  const headers = await tokenFor(request, member.email, member.password);
  await request.put('/api/v1/users/current/me', { headers, data: { default_language: language } });
  return { ...member, headers };
}

test('an author writes the English of a Vietnamese track; an English reader reads it and switches to the original', async ({
  page,
  request,
}) => {
  test.slow();
  mkdirSync(SHOTS, { recursive: true });
  const author = await memberIn(request, 'Văn Cao', 'vi');
  const suffix = Date.now().toString(36);
  const title = `Kỹ sư dữ liệu ${suffix}`;
  const track = await createTrack(request, author.headers, title, { language: 'vi', desc: 'Trở thành kỹ sư dữ liệu.' });

  await signIn(page, author.email);
  await expect(page).toHaveURL(/\/feed$/);
  await page.goto(`/ladder/${track.id}`);
  await page.getByRole('link', { name: 'Thêm bản tiếng Anh' }).click();
  await expect(page).toHaveURL(new RegExp(`/ladder/${track.id}/translate$`));
  await expect(page.getByRole('heading', { name: `Bản tiếng Anh của “${title}”` })).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.getByLabel('Tiêu đề bằng tiếng Anh').fill(`Data engineer ${suffix}`);
  await page.getByLabel('Mô tả bằng tiếng Anh').fill('Become a data engineer.');
  await page.getByLabel('Git: cần học gì, bằng tiếng Anh').fill('Branch and merge with Git');
  // A row with only one of its texts is refused, in the author's language.
  await page.getByRole('button', { name: 'Lưu bản dịch' }).click();
  await expect(page.getByText('* trường này là bắt buộc')).toBeVisible();
  await page.getByLabel('Git: vì sao quan trọng, bằng tiếng Anh').fill('Every team shares code');
  await page.getByRole('button', { name: 'Lưu bản dịch' }).click();
  await expect(page).toHaveURL(new RegExp(`/ladder/${track.id}$`));
  await expect(page.getByRole('link', { name: 'Sửa bản tiếng Anh' })).toBeVisible();
  await expect(page.getByRole('heading', { name: title })).toBeVisible();

  const reader = await memberIn(request, 'Minh Anh', 'en');
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await signIn(page, reader.email);
  await expect(page).toHaveURL(/\/feed$/);
  await page.goto(`/ladder/${track.id}`);
  await expect(page.getByRole('heading', { name: `Data engineer ${suffix}` })).toBeVisible();
  await expect(page.getByText('Translated from Vietnamese by Văn Cao')).toBeVisible();
  await expect(page.getByText('Branch and merge with Git')).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: `${SHOTS}/translated-en-${width}.png` });
  }
  await page.getByRole('button', { name: 'Show the original' }).click();
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(page.getByText('Written in Vietnamese')).toBeVisible();
  await page.getByRole('button', { name: 'Show in English' }).click();
  await expect(page.getByRole('heading', { name: `Data engineer ${suffix}` })).toBeVisible();
  // Search finds it by its English title, and names it in English.
  await page.goto(`/search?q=${encodeURIComponent(`data engineer ${suffix}`)}&tab=tracks`);
  await expect(page.getByRole('link', { name: new RegExp(`Data engineer ${suffix}`) })).toBeVisible();
});

test('a Vietnamese member suggests a translation of an English track; its author accepts it', async ({
  page,
  request,
}) => {
  test.slow();
  mkdirSync(SHOTS, { recursive: true });
  const author = await memberIn(request, 'Lan Pham', 'en');
  const title = `Product designer ${Date.now().toString(36)}`;
  const track = await createTrack(request, author.headers, title, { language: 'en' });
  const helper = await memberIn(request, 'Trần Minh', 'vi');

  await signIn(page, helper.email);
  await expect(page).toHaveURL(/\/feed$/);
  // Found by search, marked as written in English (it has no Vietnamese yet).
  await page.goto(`/search?q=${encodeURIComponent(title)}&tab=tracks`);
  await expect(page.getByRole('link', { name: new RegExp(title) })).toContainText('Viết bằng tiếng Anh');
  await page.goto(`/ladder/${track.id}`);
  await expect(page.getByText('Viết bằng tiếng Anh')).toBeVisible();
  await page.getByRole('link', { name: 'Đề xuất bản dịch tiếng Việt' }).click();
  await expect(
    page.getByText('Đề xuất bản dịch tiếng Việt. Lan Pham sẽ duyệt trước khi người khác thấy.'),
  ).toBeVisible();
  await page.getByLabel('Tiêu đề bằng tiếng Việt').fill('Nhà thiết kế sản phẩm');
  await page.getByLabel('Mô tả bằng tiếng Việt').fill('Trở thành nhà thiết kế sản phẩm.');
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: `${SHOTS}/suggest-vi-${width}.png`, fullPage: true });
  }
  await page.getByRole('button', { name: 'Gửi đề xuất' }).click();
  await expect(page).toHaveURL(new RegExp(`/ladder/${track.id}$`));
  // Until its author accepts it, readers still read the original.
  await expect(page.getByRole('heading', { name: title })).toBeVisible();

  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, author.email);
  await expect(page).toHaveURL(/\/feed$/);
  await page.goto(`/ladder/${track.id}`);
  await page.getByRole('link', { name: '1 suggested translation to review' }).click();
  await expect(page.getByRole('heading', { name: 'Suggested translations' })).toBeVisible();
  await expect(page.getByText('Suggested by Trần Minh')).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/review-en-1280.png`, fullPage: true });
  await page.getByRole('button', { name: 'Use this translation' }).click();
  await expect(
    page.getByRole('region', { name: /^Messages/ }).getByText('Translation accepted. Readers now see it.'),
  ).toBeVisible();
  await expect(page.getByText('No suggestions are waiting.')).toBeVisible();

  const vietnamese: unknown = await (
    await request.get(`/api/v1/career-tracks/?career_track_id=${track.id}`, {
      headers: { ...helper.headers, 'accept-language': 'vi' },
    })
  ).json();
  expect(vietnamese).toMatchObject({ title: 'Nhà thiết kế sản phẩm', translation: { translator_name: 'Trần Minh' } });
});

test('the editor keeps the track’s language and each link’s; a reader sees links in their language first', async ({
  page,
  request,
}) => {
  const author = await memberIn(request, 'Lan Pham', 'en');
  const track = await createTrack(request, author.headers, `Tester ${Date.now().toString(36)}`, { language: 'en' });
  await signIn(page, author.email);
  await expect(page).toHaveURL(/\/feed$/);
  await page.goto(`/career-track/${await industryId(request)}/update?career_track_id=${track.id}`);
  await expect(page.getByLabel('Written in')).toHaveValue('en');
  const links = page.getByLabel('Resource links').first();
  await links.fill('https://example.com/guide');
  await links.press('Enter');
  await page.getByLabel('Language of the next link').first().selectOption('vi');
  await links.fill('https://example.vn/huong-dan');
  await links.press('Enter');
  await expect(page.getByRole('button', { name: 'Remove link https://example.vn/huong-dan' })).toContainText('VI');
  await page.getByRole('button', { name: 'Complete & Post' }).click();
  await expect(page).toHaveURL(new RegExp(`/ladder/${track.id}$`));
  await expect(page.getByRole('link', { name: /In Vietnamese/ })).toBeVisible();

  const reader = await memberIn(request, 'Trần Minh', 'vi');
  const answer = (await (
    await request.get(`/api/v1/career-tracks/?career_track_id=${track.id}`, {
      headers: { ...reader.headers, 'accept-language': 'vi' },
    })
  ).json()) as { skills: { external_desc_urls: string[] }[] };
  const row = answer.skills.find((skill) => skill.external_desc_urls.length > 0);
  expect(row?.external_desc_urls).toEqual(['https://example.vn/huong-dan', 'https://example.com/guide']);
});
