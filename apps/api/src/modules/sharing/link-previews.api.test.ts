import { eq } from 'drizzle-orm';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { validateXML } from 'xmllint-wasm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtWebApp } from '../../../test/built-web-app';
import { createTestApp, type TestContext } from '../../../test/helper';
import {
  member,
  newIndustry,
  newPost,
  pickSkills,
  type SkillPick,
  trackBody,
  trackCalls,
} from '../../../test/factories';
import { postMedia, shareCards, users } from '../../db/schema';
import { sweepOrphanMedia } from '../../storage/media-sweep';
import { drawCard } from './card-image';

/**
 * Link previews of shared tracks, posts and members (docs/decisions/0047-shared-links.md): the
 * tags in the served HTML, the card images, the sitemap and robots.txt.
 */

// A renderer that draws the shared item's title, as the app's screens do.
const RENDERER = `export async function draw(request) {
  const item = request.data?.trackPreview ?? request.data?.profilePreview ?? request.data?.post;
  return { html: '<main>' + (item?.title ?? item?.name ?? item?.content ?? 'page') + '</main>', title: 'Page | Ladder' };
}`;

const CRAWLERS = [
  'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
  'Mozilla/5.0 (compatible; Zalo/1.0; +https://zalo.me)',
  'LinkedInBot/1.0 (compatible; Mozilla/5.0; Apache-HttpClient +http://www.linkedin.com)',
  'Twitterbot/1.0',
  'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
  'Mozilla/5.0 (compatible; Discordbot/2.0; +https://discordapp.com)',
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
];
const TITLE_VI = 'Kỹ sư phần mềm: đường lên Trưởng nhóm';

/** The link-preview tags of a page: its meta, canonical and alternate links, and JSON-LD. */
const tagsOf = (html: string) =>
  html.match(
    /<meta (property|name)="[^"]+" content="[^"]*">|<link rel="(canonical|alternate)"[^>]*>|<script type="application\/ld\+json">.*?<\/script>/g,
  ) ?? [];
const meta = (html: string, key: string) =>
  new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)">`).exec(html)?.[1];

/** The sitemaps.org schemas, vendored (test/fixtures/sitemaps/README.md). */
const SCHEMAS = path.join(import.meta.dirname, '../../../test/fixtures/sitemaps');
const schema = (fileName: string) => ({ fileName, contents: readFileSync(path.join(SCHEMAS, fileName), 'utf8') });
async function validSitemap(xml: string, root: 'urlset.xsd' | 'siteindex.xsd') {
  const result = await validateXML({
    xml: { fileName: 'sitemap.xml', contents: xml },
    schema: schema(root),
    preload: ['sitemap.xsd', 'xhtml-link.xsd'].map(schema),
  });
  return result.errors.map((error) => error.message);
}

let ctx: TestContext;
let web: ReturnType<typeof builtWebApp>;
const pick: SkillPick = { industry_knowledge: [], tool_and_tech: [], interpersional: [], other: [] };
const calls = trackCalls(() => ctx);

beforeAll(async () => {
  web = builtWebApp(RENDERER);
  ctx = await createTestApp({ CAREER_TRACK_LIMIT: '10' }, { webRoot: web.root, sitemapMaxUrls: 2 });
  Object.assign(pick, await pickSkills(ctx));
});
afterAll(async () => {
  await ctx.close();
  rmSync(web.folder, { recursive: true, force: true });
});

describe('link-preview tags', () => {
  it('are the same for every crawler and a browser, in the track’s language, without JavaScript', async () => {
    const author = await member(ctx, { name: 'Nguyễn Thị Hương' });
    const industry = await newIndustry(ctx);
    const track = (await calls.create(author.headers, trackBody(industry.id, pick, { title: TITLE_VI }))).json();

    const pages = await Promise.all(
      CRAWLERS.map((agent) => ctx.app.inject({ url: `/ladder/${track.id}`, headers: { 'user-agent': agent } })),
    );
    const first = pages[0]?.body ?? '';
    for (const page of pages) {
      expect(page.statusCode).toBe(200);
      expect(tagsOf(page.body)).toEqual(tagsOf(first));
    }
    expect(meta(first, 'og:title')).toBe(`${TITLE_VI} · ${industry.name_vn}`);
    expect(meta(first, 'og:locale')).toBe('vi_VN');
    expect(meta(first, 'og:url')).toBe(`https://ladder.test/ladder/${track.id}`);
    expect(meta(first, 'og:image')).toMatch(new RegExp(`^https://ladder\\.test/cards/track/${track.id}\\.png\\?v=`));
    expect([meta(first, 'og:image:width'), meta(first, 'og:image:height')]).toEqual(['1200', '630']);
    expect(meta(first, 'twitter:card')).toBe('summary_large_image');
    expect(meta(first, 'description')).toBe('From junior to senior backend engineer in three years.');
    expect(first).toContain(`<link rel="canonical" href="https://ladder.test/ladder/${track.id}">`);
    expect(first).toContain(
      `<link rel="alternate" hreflang="vi" href="https://ladder.test/ladder/${track.id}?lang=vi">`,
    );
    const ld = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(first)?.[1] ?? '{}');
    expect(ld).toMatchObject({ '@type': 'Occupation', name: TITLE_VI, occupationalCategory: industry.name_vn });
    expect(ld.skills.split(', ')).toHaveLength(track.skills.length);
    // The screen is drawn with the preview, which travels in the page.
    expect(first).toContain(`<main>${TITLE_VI}</main>`);
    expect(first).toContain('"trackPreview":');
    expect(first).not.toContain('Know it well enough');
  });

  it('leak nothing of a draft, a completed track, a preview turned off or a deactivated author: 404', async () => {
    const author = await member(ctx);
    const industry = await newIndustry(ctx);
    const made = await Promise.all(
      (['new', 'completed', 'shared', 'shared'] as const).map(
        async (status, index) =>
          (
            await calls.create(author.headers, trackBody(industry.id, pick, { status, title: `Secret ${index}` }))
          ).json().id as string,
      ),
    );
    const [draft, completed, quiet, shared] = made;
    await ctx.app.inject({
      method: 'PUT',
      url: `/api/v1/career-tracks/${quiet}/preview`,
      headers: author.headers,
      payload: { previews_allowed: false },
    });
    expect((await ctx.app.inject({ url: `/ladder/${shared}` })).statusCode).toBe(200);
    await ctx.database.db.update(users).set({ is_active: false }).where(eq(users.id, author.user.id));
    for (const id of [draft, completed, quiet, shared, 'nope']) {
      const page = await ctx.app.inject({ url: `/ladder/${id}`, headers: { 'user-agent': 'facebookexternalhit/1.1' } });
      expect(page.statusCode).toBe(404);
      expect(page.body).not.toContain('Secret');
      expect(page.body).not.toContain('og:');
      expect(page.body).not.toContain('first-screen-data');
      expect((await ctx.app.inject({ url: `/cards/track/${id}.png` })).statusCode).toBe(404);
    }
  });

  it('describe a post and a member’s public page; a deactivated member’s page is 404', async () => {
    const author = await member(ctx, { name: 'Trần Minh', headline: 'Data engineer' });
    const postId = await newPost(ctx, author.headers, 'Học xong khoá SQL nâng cao!\nCảm ơn mọi người. #hoctap');
    const postPage = await ctx.app.inject({ url: `/post/${postId}`, headers: { 'user-agent': 'Zalo' } });
    expect(meta(postPage.body, 'og:title')).toBe('Trần Minh: Học xong khoá SQL nâng cao!');
    expect(meta(postPage.body, 'og:locale')).toBe('vi_VN');
    expect(meta(postPage.body, 'og:image')).toContain(`/cards/post/${postId}.png`);

    const username = author.user.username;
    const profile = await ctx.app.inject({ url: `/profile/${encodeURIComponent(username)}` });
    expect(profile.statusCode).toBe(200);
    expect(meta(profile.body, 'og:type')).toBe('profile');
    expect(meta(profile.body, 'og:title')).toBe(`Trần Minh (${username})`);
    expect(meta(profile.body, 'description')).toBe('Data engineer');
    expect(profile.body).toContain('"@type":"Person"');
    expect(profile.body).not.toContain(author.user.email);

    await ctx.database.db.update(users).set({ is_active: false }).where(eq(users.id, author.user.id));
    const gone = await ctx.app.inject({ url: `/profile/${encodeURIComponent(username)}` });
    expect(gone.statusCode).toBe(404);
    expect(gone.body).not.toContain('Trần Minh');
  });
});

describe('card images', () => {
  it('are 1200×630 PNGs, kept, and drawn again when the title changes', async () => {
    const author = await member(ctx);
    const industry = await newIndustry(ctx);
    const body = trackBody(industry.id, pick, { title: TITLE_VI });
    const track = (await calls.create(author.headers, body)).json();
    const card = () => ctx.app.inject({ url: `/cards/track/${track.id}.png` });
    const first = await card();
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/png');
    const { width, height, format } = await sharp(first.rawPayload).metadata();
    expect({ width, height, format }).toEqual({ width: 1200, height: 630, format: 'png' });
    const [kept] = await ctx.database.db.select().from(shareCards).where(eq(shareCards.item_id, track.id));
    expect(kept?.key).toMatch(new RegExp(`^users/${author.user.id}/cards/[0-9a-f-]{36}\\.png$`));
    expect(Buffer.compare((await card()).rawPayload, first.rawPayload)).toBe(0);

    await calls.update(author.headers, track.id, { ...body, title: 'Trưởng nhóm dữ liệu' });
    const second = await card();
    expect(Buffer.compare(second.rawPayload, first.rawPayload)).not.toBe(0);
    const [redrawn] = await ctx.database.db.select().from(shareCards).where(eq(shareCards.item_id, track.id));
    expect(redrawn?.key).not.toBe(kept?.key);
    await expect(ctx.app.media.get(kept?.key ?? '')).rejects.toThrow();
    // The row names the stored card: the orphan sweep keeps it.
    await sweepOrphanMedia({ db: ctx.database.db, media: ctx.app.media, log: ctx.app.log, graceMs: 0 });
    expect((await ctx.app.media.get(redrawn?.key ?? '')).length).toBeGreaterThan(0);
    expect((await ctx.app.inject({ url: '/cards/track/x.png' })).statusCode).toBe(404);
    expect((await ctx.app.inject({ url: `/cards/other/${track.id}.png` })).statusCode).toBe(404);
  });

  it('show the author’s photo in the circle, initials without one, and change key with the photo', async () => {
    const author = await member(ctx, { name: 'Zed Photo' });
    const track = (await calls.create(author.headers, trackBody((await newIndustry(ctx)).id, pick))).json();
    const card = async () => (await ctx.app.inject({ url: `/cards/track/${track.id}.png` })).rawPayload;
    // Inside the circle, left of its letter: a 56 px circle 64 px in and 56 px up (card-image.ts).
    const centre = async (png: Buffer) => {
      const { data } = await sharp(png)
        .extract({ left: 72, top: 546, width: 1, height: 1 })
        .raw()
        .toBuffer({ resolveWithObject: true });
      return [...data.subarray(0, 3)];
    };
    const keyNow = async () =>
      (await ctx.database.db.select().from(shareCards).where(eq(shareCards.item_id, track.id)))[0]?.key;
    expect(await centre(await card())).toEqual([0x4f, 0x46, 0xe5]);
    const initialsKey = await keyNow();

    const photo = async (rgb: { r: number; g: number; b: number }, name: string) => {
      const key = `users/${author.user.id}/profile_photo/${name}.webp`;
      const webp = await sharp({ create: { width: 200, height: 200, channels: 3, background: rgb } })
        .webp()
        .toBuffer();
      await ctx.app.media.put(key, webp, 'image/webp');
      await ctx.database.db.update(users).set({ photo_path: key }).where(eq(users.id, author.user.id));
    };
    await photo({ r: 255, g: 0, b: 0 }, '01a21d7d-0000-7000-8000-000000000001');
    const [red = 0, green = 255, blue = 255] = await centre(await card());
    expect([red > 200, green < 40, blue < 40]).toEqual([true, true, true]);
    const redKey = await keyNow();
    expect(redKey).not.toBe(initialsKey);

    await photo({ r: 0, g: 160, b: 0 }, '01a21d7d-0000-7000-8000-000000000002');
    const [, second = 0] = await centre(await card());
    expect(second).toBeGreaterThan(120);
    expect(await keyNow()).not.toBe(redKey);
  });

  it('show a post’s first photo on the right, and change with it', async () => {
    const author = await member(ctx, { name: 'Yên Ảnh' });
    const postId = await newPost(ctx, author.headers, 'Ngày đầu ở xưởng thiết kế');
    const card = async () => (await ctx.app.inject({ url: `/cards/post/${postId}.png` })).rawPayload;
    // The middle of the photo's place (card-image.ts: 400 px wide at the right, the full height).
    const middle = async (png: Buffer) => {
      const { data } = await sharp(png)
        .extract({ left: 1200 - 64 - 200, top: 315, width: 1, height: 1 })
        .raw()
        .toBuffer({ resolveWithObject: true });
      return [...data.subarray(0, 3)];
    };
    const [r0 = 0, g0 = 0, b0 = 0] = await middle(await card());
    expect(r0 + g0 + b0).toBeLessThan(150); // the dark background: no photo yet

    const key = `posts/${postId}/01a21d7d-0000-7000-8000-0000000000a1.webp`;
    const webp = await sharp({ create: { width: 600, height: 400, channels: 3, background: { r: 250, g: 200, b: 0 } } })
      .webp()
      .toBuffer();
    await ctx.app.media.put(key, webp, 'image/webp');
    await ctx.database.db.insert(postMedia).values({
      post_id: postId,
      kind: 'image',
      key,
      content_type: 'image/webp',
      size: webp.length,
      width: 600,
      height: 400,
    });
    const [r = 0, g = 0, b = 0] = await middle(await card());
    expect([r > 220, g > 170, b < 60]).toEqual([true, true, true]);
  });

  it('draw Vietnamese with every diacritic from the shipped font, with no glyph missing', async () => {
    const missing: string[] = [];
    const every = 'ÀÁẢÃẠ ĂẰẮẲẴẶ ÂẦẤẨẪẬ ĐÈÉẺẼẸ ÊỀẾỂỄỆ ÌÍỈĨỊ ÒÓỎÕỌ ÔỒỐỔỖỘ ƠỜỚỞỠỢ ÙÚỦŨỤ ƯỪỨỬỮỰ ỲÝỶỸỴ';
    const model = { kind: 'track' as const, eyebrow: 'Công nghệ thông tin', chips: [], author: 'Đặng' };
    await drawCard({ ...model, title: every, lines: [every.toLowerCase()] }, (text) => missing.push(text));
    expect(missing).toEqual([]);
    // The check itself works: a script the font does not cover is reported.
    await drawCard({ ...model, title: '中文', lines: [] }, (text) => missing.push(text));
    expect(missing.join('')).toContain('中');
  });
});

describe('search engines', () => {
  it('list only public items with their en and vi alternates, split into an index, valid by the sitemaps.org schemas', async () => {
    const author = await member(ctx);
    const leaving = await member(ctx);
    const industry = await newIndustry(ctx);
    const shared = (await calls.create(author.headers, trackBody(industry.id, pick))).json();
    const draft = (await calls.create(author.headers, trackBody(industry.id, pick, { status: 'new' }))).json();
    const postId = await newPost(ctx, author.headers, 'Hi');
    const trackPost = (await calls.postsOf(shared.id))[0];
    await ctx.database.db.update(users).set({ is_active: false }).where(eq(users.id, leaving.user.id));

    const index = await ctx.app.inject({ url: '/sitemap.xml' });
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toMatch(/^application\/xml/);
    // Past the limit (2 here, 50,000 in production) the sitemap is an index of sitemap files.
    expect(index.body).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">\n/,
    );
    const files = [...index.body.matchAll(/<sitemap><loc>([^<]+)<\/loc><lastmod>([^<]+)<\/lastmod><\/sitemap>/g)];
    expect(files.length).toBe((index.body.match(/<sitemap>/g) ?? []).length);
    expect(await validSitemap(index.body, 'siteindex.xsd')).toEqual([]);
    // The check itself works: a url without its loc, or an alternate without href, is refused.
    const NS = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml"';
    for (const wrong of [
      `<urlset ${NS}><url><lastmod>2026-11-27</lastmod></url></urlset>`,
      `<urlset ${NS}><url><loc>https://ladder.test/x</loc><xhtml:link rel="alternate" hreflang="vi"/></url></urlset>`,
    ])
      expect(await validSitemap(wrong, 'urlset.xsd')).not.toEqual([]);
    const locs: string[] = [];
    for (const [, loc = ''] of files) {
      const file = await ctx.app.inject({ url: loc.replace('https://ladder.test', '').replaceAll('&amp;', '&') });
      expect(file.statusCode).toBe(200);
      expect(file.body).toMatch(
        /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9" xmlns:xhtml="http:\/\/www.w3.org\/1999\/xhtml">\n/,
      );
      expect(await validSitemap(file.body, 'urlset.xsd')).toEqual([]);
      // Each URL names its en and vi alternates and the default (docs/decisions/0047-shared-links.md).
      const urls = [
        ...file.body.matchAll(
          /<url><loc>([^<]+)<\/loc><lastmod>([^<]+)<\/lastmod><xhtml:link rel="alternate" hreflang="en" href="\1\?lang=en"\/><xhtml:link rel="alternate" hreflang="vi" href="\1\?lang=vi"\/><xhtml:link rel="alternate" hreflang="x-default" href="\1"\/><\/url>/g,
        ),
      ];
      expect(urls.length).toBe((file.body.match(/<url>/g) ?? []).length);
      expect(urls.length).toBeLessThanOrEqual(2);
      for (const [, url = '', lastmod = ''] of urls) {
        expect(url).toMatch(/^https:\/\/ladder\.test\/(ladder|post|profile)\//);
        expect(url.length).toBeLessThan(2048);
        expect(lastmod).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/);
        locs.push(url);
      }
    }
    expect(locs).toContain(`https://ladder.test/ladder/${shared.id}`);
    expect(locs).toContain(`https://ladder.test/post/${postId}`);
    expect(locs).toContain(`https://ladder.test/profile/${encodeURIComponent(author.user.username)}`);
    expect(locs).not.toContain(`https://ladder.test/ladder/${draft.id}`);
    expect(locs).not.toContain(`https://ladder.test/post/${trackPost?.id}`);
    expect(locs).not.toContain(`https://ladder.test/profile/${encodeURIComponent(leaving.user.username)}`);
    expect(new Set(locs).size).toBe(locs.length);
    expect((await ctx.app.inject({ url: '/sitemap/track.xml?after=x' })).statusCode).toBe(404);
    expect((await ctx.app.inject({ url: '/sitemap/other.xml' })).statusCode).toBe(404);
  });

  it('keep member-only paths out of robots.txt and point to the sitemap', async () => {
    const robots = await ctx.app.inject({ url: '/robots.txt' });
    expect(robots.headers['content-type']).toMatch(/^text\/plain/);
    for (const path of ['/api/', '/feed', '/me/', '/search', '/notifications', '/my-career-tracks', '/share'])
      expect(robots.body).toContain(`Disallow: ${path}\n`);
    expect(robots.body).not.toMatch(/Disallow: \/(ladder|post|profile)/);
    expect(robots.body).toContain('Sitemap: https://ladder.test/sitemap.xml');
  });
});
