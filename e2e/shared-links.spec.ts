import { mkdirSync, writeFileSync } from 'node:fs';
import { expect, memberWithHeaders, seriousA11yViolations, test } from './fixtures';
import { createTrack } from './track-helpers';

/**
 * Shared links (docs/decisions/0047-shared-links.md): a visitor opening a shared track sees its
 * public preview, drawn on the server and taken over without a mismatch (fixtures.ts fails a
 * test on any console error or React warning); a member keeps the whole track; Share opens the
 * system share sheet on a phone and a menu elsewhere.
 */
const SHOTS = '/work/shots/shared-links';
const TITLE_VI = 'Kỹ sư dữ liệu: từ mới vào nghề đến trưởng nhóm';

async function sharedTrack(request: Parameters<typeof createTrack>[0], title = TITLE_VI) {
  const author = await memberWithHeaders(request, 'Nguyễn Thị Hương');
  const track = await createTrack(request, author.headers, title);
  return { author, track };
}

test('a visitor sees a shared track’s preview drawn on the server, without what and why, and signs in back to it', async ({
  page,
  request,
}) => {
  const { author, track } = await sharedTrack(request);
  const html = await (await page.request.get(`/ladder/${track.id}`)).text();
  expect(html).toContain('data-drawn-in=');
  expect(html).toContain(`<h1 id="track-title"`);
  expect(html).toContain('Sign in to see the whole track');
  expect(html).not.toContain('Learn Python');

  await page.goto(`/ladder/${track.id}`);
  await expect(page.getByRole('heading', { level: 1, name: TITLE_VI })).toBeVisible();
  await expect(page.getByRole('heading', { name: /Tools & Technologies/ })).toBeVisible();
  await expect(page.getByText('Python', { exact: true })).toBeVisible();
  await expect(page.getByText('Learn Python')).toHaveCount(0);
  expect(await seriousA11yViolations(page)).toEqual([]);

  await page.getByRole('link', { name: 'Sign in to see the whole track' }).first().click();
  await expect(page).toHaveURL(/\/login(\?|$)/);
  await page.getByLabel('Email').fill(author.email);
  await page.getByLabel('Password', { exact: true }).fill(author.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/ladder/${track.id}$`));
  // The member reads the whole track, and as its author may turn the preview off.
  await expect(page.getByText('Learn Python')).toBeVisible();
  const previews = page.getByRole('checkbox', { name: 'Visitors see a preview' });
  await expect(previews).toBeChecked();
  await previews.uncheck();
  await expect(previews).not.toBeChecked();
  // The box turns at once; a visitor's page answers 404 once the save has reached the server.
  await expect.poll(async () => (await page.request.get(`/ladder/${track.id}`)).status()).toBe(404);
  expect(await (await page.request.get(`/ladder/${track.id}`)).text()).not.toContain(TITLE_VI);
});

test('a visitor who signs in from the preview before the page is taken over still comes back to the track', async ({
  browser,
  page,
  request,
}) => {
  const { author, track } = await sharedTrack(request);
  // Without script, the link is what the server drew: it must say where to come back to itself.
  const drawn = await browser.newContext({ javaScriptEnabled: false, baseURL: process.env.E2E_BASE_URL });
  const visitor = await drawn.newPage();
  await visitor.goto(`/ladder/${track.id}`);
  const href = await visitor.getByRole('link', { name: 'Sign in to see the whole track' }).first().getAttribute('href');
  await drawn.close();
  await page.goto(href ?? '/login');
  await page.getByLabel('Email').fill(author.email);
  await page.getByLabel('Password', { exact: true }).fill(author.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/ladder/${track.id}$`));
});

test('a draft’s address answers 404 to a visitor and shows no title', async ({ page, request }) => {
  const author = await memberWithHeaders(request);
  const draft = await createTrack(request, author.headers, 'Secret draft track', { status: 'new' });
  const response = await page.goto(`/ladder/${draft.id}`);
  expect(response?.status()).toBe(404);
  await expect(page.getByText('This career track is not shared.')).toBeVisible();
  await expect(page.getByText('Secret draft track')).toHaveCount(0);
});

test('on a phone, Share opens the system share sheet', async ({ page, request }) => {
  const { track } = await sharedTrack(request, 'Shared on a phone');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.addInitScript(() => {
    const calls: unknown[] = [];
    (window as unknown as { shareCalls: unknown[] }).shareCalls = calls;
    Object.defineProperty(navigator, 'share', {
      configurable: true,
      value: async (data: unknown) => {
        calls.push(data);
      },
    });
  });
  await page.goto(`/ladder/${track.id}`);
  await page.getByRole('button', { name: 'Share' }).click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { shareCalls: { url: string }[] }).shareCalls))
    .toEqual([
      { title: 'Shared on a phone', url: expect.stringContaining(`/ladder/${track.id}`) as unknown as string },
    ]);
});

test('on a desktop, Share opens a menu of copy link, Facebook, LinkedIn, X and Zalo', async ({ page, request }) => {
  const { track } = await sharedTrack(request, 'Shared on a desktop');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/ladder/${track.id}`);
  await page.getByRole('button', { name: 'Share' }).click();
  await expect(page.getByRole('button', { name: 'Copy link' })).toBeVisible();
  const facebook = page.getByRole('link', { name: 'Share on Facebook' });
  await expect(facebook).toHaveAttribute(
    'href',
    new RegExp(`facebook\\.com/sharer/sharer\\.php\\?u=.*ladder%2F${track.id}`),
  );
  for (const network of ['LinkedIn', 'X', 'Zalo'])
    await expect(page.getByRole('link', { name: `Share on ${network}` })).toBeVisible();

  // Embed shows the iframe code of the track's card, which any page may frame (decision 0051).
  await page.getByRole('button', { name: 'Embed' }).click();
  const code = page.getByLabel('Embed code');
  await expect(code).toHaveValue(new RegExp(`^<iframe src="http://[^"]+/embed/ladder/${track.id}\\?lang=en"`));
  await page.getByRole('button', { name: 'Copy code' }).click();
  await expect(page.getByRole('button', { name: 'Code copied' })).toBeVisible();
  const src = /src="([^"]+)"/.exec(await code.inputValue())?.[1] ?? '';
  const card = await page.request.get(src);
  expect(card.status()).toBe(200);
  expect(card.headers()['content-security-policy']).toContain('frame-ancestors *');
  expect(await card.text()).toContain('Shared on a desktop');

  await page.keyboard.press('Escape');
  await expect(facebook).toHaveCount(0);
});

test('the preview at 390 px in both languages and themes, and the cards it shares', async ({
  page,
  context,
  baseURL,
  request,
}) => {
  const { track } = await sharedTrack(request);
  mkdirSync(SHOTS, { recursive: true });
  await page.setViewportSize({ width: 390, height: 844 });
  for (const [language, theme] of [
    ['en', 'dark'],
    ['en', 'light'],
    ['vi', 'dark'],
    ['vi', 'light'],
  ] as const) {
    await context.addCookies([
      { name: 'ladder-language', value: language, url: baseURL ?? '' },
      { name: 'ladder-theme', value: theme, url: baseURL ?? '' },
    ]);
    await page.goto(`/ladder/${track.id}`);
    await expect(page.getByRole('heading', { level: 1, name: TITLE_VI })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await page.screenshot({ path: `${SHOTS}/preview-390-${language}-${theme}.png`, fullPage: true });
  }
  const card = await page.request.get(`/cards/track/${track.id}.png`);
  expect(card.headers()['content-type']).toBe('image/png');
  writeFileSync(`${SHOTS}/card-track-vi.png`, await card.body());
  const author = await memberWithHeaders(request, 'Trần Minh');
  const post = (await (
    await request.post('/api/v1/posts', {
      headers: author.headers,
      data: { content: 'Vừa hoàn thành lộ trình Kỹ sư dữ liệu!\nCảm ơn cả nhóm đã đồng hành. #hoctap #dulieu' },
    })
  ).json()) as { id: string };
  const postCard = await page.request.get(`/cards/post/${post.id}.png`);
  writeFileSync(`${SHOTS}/card-post-vi.png`, await postCard.body());
});
