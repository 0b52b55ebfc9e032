import { eq } from 'drizzle-orm';
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtWebApp } from '../../../test/built-web-app';
import { callApi, createTestApp, type TestContext } from '../../../test/helper';
import { member, pickSkills, newIndustry, trackBody, trackCalls, type SkillPick } from '../../../test/factories';
import { users } from '../../db/schema';

/**
 * The embeddable card of a shared track and its oEmbed endpoint
 * (docs/decisions/0051-embedding-a-track.md, docs/api/sharing.md), and the block rule on every
 * public preview (docs/api/safety.md): one app for both, to keep the suite's time.
 */

const RENDERER = `export async function draw(request) {
  const item = request.data?.trackPreview ?? request.data?.profilePreview ?? request.data?.post;
  return { html: '<main>' + (item?.title ?? item?.name ?? item?.content ?? 'page') + '</main>' };
}`;
const TITLE_VI = 'Kỹ sư dữ liệu: từ Junior lên Senior';
const ORIGIN = 'https://ladder.test';

let ctx: TestContext;
let web: ReturnType<typeof builtWebApp>;
const pick: SkillPick = { industry_knowledge: [], tool_and_tech: [], interpersional: [], other: [] };
const calls = trackCalls(() => ctx);
const oembed = (params: Record<string, string>) =>
  ctx.app.inject({ url: `/oembed?${new URLSearchParams(params).toString()}` });

beforeAll(async () => {
  web = builtWebApp(RENDERER);
  ctx = await createTestApp({ CAREER_TRACK_LIMIT: '10' }, { webRoot: web.root });
  Object.assign(pick, await pickSkills(ctx));
});
afterAll(async () => {
  await ctx.close();
  rmSync(web.folder, { recursive: true, force: true });
});

describe('the embeddable card', () => {
  it('draws the track without scripts, in its language or ?lang=, in ?theme=, framable by any site', async () => {
    const author = await member(ctx, { name: 'Võ Thị Mai' });
    const industry = await newIndustry(ctx);
    const lower = (await calls.create(author.headers, trackBody(industry.id, pick, { title: 'Data Intern' }))).json();
    const track = (
      await calls.create(
        author.headers,
        trackBody(industry.id, pick, { title: TITLE_VI, derived_career_track_id: lower.id }),
      )
    ).json();

    const page = await ctx.app.inject({ url: `/embed/ladder/${track.id}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain('frame-ancestors *');
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toContain('script-src');
    expect(page.headers['x-frame-options']).toBeUndefined();
    expect(page.body).not.toContain('<script');
    expect(page.body).toContain('<html lang="vi">');
    expect(page.body).toContain(`<h1 id="track-title">${TITLE_VI}</h1>`);
    expect(page.body).toContain(industry.name_vn);
    expect(page.body).toContain('Tác giả: Võ Thị Mai');
    expect(page.body).toContain('<li>Data Intern</li>');
    expect(page.body).toContain('Kiến thức ngành');
    expect(page.body).toContain(`href="${ORIGIN}/ladder/${track.id}" target="_blank" rel="noopener">Xem trên Ladder`);
    // Nothing of what a member alone reads.
    for (const part of ['Know it well enough', 'Every senior engineer', 'example.com/learn'])
      expect(page.body).not.toContain(part);

    const english = await ctx.app.inject({ url: `/embed/ladder/${track.id}?lang=en&theme=dark` });
    expect(english.body).toContain('<html lang="en" class="dark">');
    expect(english.body).toContain('See on Ladder');
    expect(english.body).toContain('Industry Knowledge');
    // A value it does not know is the default, not an error.
    const odd = await ctx.app.inject({ url: `/embed/ladder/${track.id}?lang=fr&theme=pink` });
    expect(odd.statusCode).toBe(200);
    expect(odd.body).toContain('<html lang="vi">');
  });

  it('is the only framable page: the app’s pages and the preview keep refusing frames', async () => {
    const author = await member(ctx);
    const track = (await calls.create(author.headers, trackBody((await newIndustry(ctx)).id, pick))).json();
    for (const url of [`/ladder/${track.id}`, '/feed', '/login', '/api/v1/industries', '/oembed?url=x']) {
      const answer = await ctx.app.inject({ url });
      expect(answer.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      expect(String(answer.headers['content-security-policy']), url).toContain("frame-ancestors 'self'");
    }
  });

  it('answers 404 with nothing of the track for a draft, an unshared track, previews off or a leaving author', async () => {
    const author = await member(ctx);
    const industry = await newIndustry(ctx);
    const make = async (status: 'new' | 'completed' | 'shared', title: string) =>
      (await calls.create(author.headers, trackBody(industry.id, pick, { status, title }))).json().id as string;
    const [draft, completed, quiet, shared] = await Promise.all([
      make('new', 'Secret draft'),
      make('completed', 'Secret done'),
      make('shared', 'Secret quiet'),
      make('shared', 'Secret shared'),
    ]);
    await ctx.app.inject({
      method: 'PUT',
      url: `/api/v1/career-tracks/${quiet}/preview`,
      headers: author.headers,
      payload: { previews_allowed: false },
    });
    const gone = async (id: string | undefined) => {
      const page = await ctx.app.inject({ url: `/embed/ladder/${id}`, headers: { 'accept-language': 'vi' } });
      expect(page.statusCode).toBe(404);
      expect(page.json().code).toBe('CAREER_TRACK_NOT_FOUND');
      expect(page.body).not.toContain('Secret');
      expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
      const card = await oembed({ url: `${ORIGIN}/ladder/${id}` });
      expect(card.statusCode).toBe(404);
      expect(card.json().code).toBe('OEMBED_URL_UNKNOWN');
      expect(card.body).not.toContain('Secret');
    };
    for (const id of [draft, completed, quiet, 'not-a-track']) await gone(id);
    expect((await ctx.app.inject({ url: `/embed/ladder/${shared}` })).statusCode).toBe(200);
    await ctx.database.db
      .update(users)
      .set({ deletion_due_at: new Date(Date.now() + 86_400_000) })
      .where(eq(users.id, author.user.id));
    await gone(shared);
  });
});

describe('oEmbed', () => {
  it('returns a rich iframe within maxwidth and maxheight, discovered from the track’s page', async () => {
    const author = await member(ctx, { name: 'Lê Văn An' });
    const track = (
      await calls.create(author.headers, trackBody((await newIndustry(ctx)).id, pick, { title: 'Cloud <Architect>' }))
    ).json();
    const page = await ctx.app.inject({ url: `/ladder/${track.id}` });
    const discovery = /<link rel="alternate" type="application\/json\+oembed" href="([^"]+)" title="([^"]+)">/.exec(
      page.body,
    );
    expect(discovery?.[2]).toBe('Cloud &lt;Architect&gt;');
    const href = (discovery?.[1] ?? '').replaceAll('&amp;', '&');
    const found = await ctx.app.inject({ url: href.replace(ORIGIN, '') });
    expect(found.statusCode).toBe(200);
    expect(found.headers['content-type']).toMatch(/^application\/json/);
    expect(found.headers['access-control-allow-origin']).toBe('*');
    const body = found.json();
    expect(body).toMatchObject({
      version: '1.0',
      type: 'rich',
      provider_name: 'Ladder',
      provider_url: ORIGIN,
      title: 'Cloud <Architect>',
      author_name: 'Lê Văn An',
      width: 480,
      height: 600,
      thumbnail_url: `${ORIGIN}/cards/track/${track.id}.png`,
      thumbnail_width: 1200,
      thumbnail_height: 630,
    });
    expect(body.html).toBe(
      `<iframe src="${ORIGIN}/embed/ladder/${track.id}" width="480" height="600" title="Cloud &lt;Architect&gt; · Ladder" loading="lazy" style="border:0;max-width:100%" referrerpolicy="strict-origin-when-cross-origin"></iframe>`,
    );

    const small = await oembed({
      url: `${ORIGIN}/embed/ladder/${track.id}?lang=vi&theme=dark`,
      maxwidth: '300',
      maxheight: '400',
    });
    expect(small.json()).toMatchObject({ width: 300, height: 400 });
    expect(small.json().thumbnail_url).toBeUndefined();
    expect(small.json().html).toContain(
      `src="${ORIGIN}/embed/ladder/${track.id}?lang=vi&amp;theme=dark" width="300" height="400"`,
    );
  });

  it('answers 501 for a format other than JSON and 404 for an address that is not a shared track', async () => {
    const author = await member(ctx);
    const track = (await calls.create(author.headers, trackBody((await newIndustry(ctx)).id, pick))).json();
    const xml = await oembed({ url: `${ORIGIN}/ladder/${track.id}`, format: 'xml' });
    expect(xml.statusCode).toBe(501);
    expect(xml.json().code).toBe('OEMBED_FORMAT_UNSUPPORTED');
    for (const url of [
      `https://elsewhere.example/ladder/${track.id}`,
      `${ORIGIN}/post/${track.id}`,
      `${ORIGIN}/ladder/nope`,
      'not a url',
    ]) {
      const answer = await ctx.app.inject({
        url: `/oembed?url=${encodeURIComponent(url)}&format=json`,
        headers: { 'accept-language': 'vi' },
      });
      expect(answer.statusCode, url).toBe(404);
      expect(answer.json()).toMatchObject({
        code: 'OEMBED_URL_UNKNOWN',
        detail: 'Địa chỉ này không phải một lộ trình sự nghiệp được chia sẻ trên Ladder.',
      });
    }
    expect((await ctx.app.inject({ url: '/oembed' })).statusCode).toBe(422);
    expect((await oembed({ url: `${ORIGIN}/ladder/${track.id}`, maxwidth: 'wide' })).statusCode).toBe(422);
  });
});

/**
 * A public preview is anyone's, but not across a block: a signed-in member the author blocked, or
 * who blocked the author, gets 404 from the previews, their pages and cards, as everywhere else.
 */
describe('previews across a block', () => {
  it('answer 404 to a member blocked by the author or blocking them, and 200 to anyone else', async () => {
    const author = await member(ctx, { name: 'Phạm Blocker' });
    const blocked = await member(ctx);
    const blocking = await member(ctx);
    const bystander = await member(ctx);
    const industry = await newIndustry(ctx);
    const track = (await calls.create(author.headers, trackBody(industry.id, pick, { title: 'Blocked Track' }))).json();
    const post = (await callApi(ctx, 'POST', '/posts', author.headers, { content: 'Blocked post' })).json();
    const block = (by: Record<string, string>, userId: string) => callApi(ctx, 'POST', `/users/${userId}/block`, by);
    expect((await block(author.headers, blocked.user.id)).statusCode).toBeLessThan(300);
    expect((await block(blocking.headers, author.user.id)).statusCode).toBeLessThan(300);

    const username = encodeURIComponent(author.user.username);
    const urls = [
      `/api/v1/career-tracks/${track.id}/preview`,
      `/api/v1/users/preview/${username}`,
      `/ladder/${track.id}`,
      `/profile/${username}`,
      `/post/${post.id}`,
      `/cards/track/${track.id}.png`,
      `/cards/post/${post.id}.png`,
      `/cards/profile/${author.user.id}.png`,
      `/embed/ladder/${track.id}`,
    ];
    for (const url of urls) {
      for (const viewer of [{}, bystander.headers]) {
        expect((await ctx.app.inject({ url, headers: viewer })).statusCode, url).toBe(200);
      }
      for (const viewer of [blocked.headers, blocking.headers]) {
        const answer = await ctx.app.inject({ url, headers: viewer });
        expect(answer.statusCode, url).toBe(404);
        expect(answer.body, url).not.toMatch(/Blocked (Track|post)|Phạm Blocker/);
      }
    }
  });
});
