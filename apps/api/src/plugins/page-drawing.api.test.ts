import { rmSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtWebApp } from '../../test/built-web-app';
import { createTestApp, type TestContext } from '../../test/helper';
import { member } from '../../test/factories';

const ECHO = `export const draws = [];
export async function draw(request) {
  draws.push(request);
  if (new URL(request.url).pathname === '/about') throw new Error('a screen that fails');
  return { html: '<main>drawn ' + request.language + ' ' + request.theme + '</main>', title: 'Sign in </title><script>x</script>' };
}`;

describe('pages drawn on the server', () => {
  let ctx: TestContext;
  let web: ReturnType<typeof builtWebApp>;
  let draws: {
    url: string;
    language: string;
    theme: string;
    data?: { post?: { id: string }; comments?: { items: { comment: string }[] } };
  }[];
  beforeAll(async () => {
    web = builtWebApp(ECHO);
    ctx = await createTestApp({}, { webRoot: web.root });
    ({ draws } = (await import(pathToFileURL(web.module).href)) as { draws: typeof draws });
  });
  afterAll(async () => {
    await ctx.close();
    rmSync(web.folder, { recursive: true, force: true });
  });

  it("draws a visitor's first screen in the language and theme of the browser's cookies, else its Accept-Language", async () => {
    const chosen = await ctx.app.inject({
      url: '/register',
      headers: { cookie: 'other=1; ladder-language=vi; ladder-theme=light', 'accept-language': 'en' },
    });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.body).toContain('<html lang="vi" style="color-scheme:light">');
    expect(chosen.body).toContain('<div id="root" data-drawn-in="vi light"><main>drawn vi light</main></div>');
    expect(chosen.headers['vary']).toMatch(/cookie/);

    // Its style sheet comes in the page: nothing to wait for before it paints.
    expect(chosen.body).toContain('<style>.dark{color-scheme:dark}</style>');
    expect(chosen.body).not.toContain('<link rel="stylesheet"');
    // Its scripts come after its text: a slow phone paints the page before it fetches them. Only
    // the small entry is asked for with the page; the app's modules wait, inert, until the entry
    // has seen the page painted (apps/web's main.tsx).
    expect(chosen.body).toContain('<script type="module" fetchpriority="low" crossorigin src="/assets/app.js">');
    const held = /<template id="page-modules">(.*?)<\/template>/.exec(chosen.body)?.[1] ?? '';
    for (const file of ['start.js', 'framework.js', 'register.js'])
      expect(held).toContain(`<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/${file}">`);
    expect(held).not.toContain('helper.js');
    expect(chosen.body.replace(held, '')).not.toMatch(/framework\.js|start\.js/);
    // Its first frame waits for the whole page (a half-parsed page would move as the rest came).
    expect(chosen.body).toMatch(
      /<link rel="expect" href="#first-screen-end" blocking="render">.*<\/head>.*<\/div><template id="first-screen-end"><\/template><\/body>/s,
    );

    const asked = await ctx.app.inject({ url: '/register', headers: { 'accept-language': 'vi-VN,vi;q=0.9,en;q=0.5' } });
    expect(asked.body).toContain('<html lang="vi" class="dark" style="color-scheme:dark">');
    expect(asked.body).toContain('data-drawn-in="vi dark"');

    const unknown = await ctx.app.inject({
      url: '/register',
      headers: { cookie: 'ladder-language=fr; ladder-theme=x' },
    });
    expect(unknown.body).toContain('<html lang="en" class="dark" style="color-scheme:dark">');
  });

  it('escapes the title the screen gave, and carries the sign-in providers the page shows', async () => {
    const page = await ctx.app.inject({ url: '/login' });
    expect(page.body).toContain('<title>Sign in &lt;/title&gt;&lt;script&gt;x&lt;/script&gt;</title>');
    expect(page.body).toContain('<script id="first-screen-data" type="application/json">{"providers":');
  });

  it('draws a page the same for every visitor once, but a shared post each time, with its data and comments', async () => {
    const before = draws.length;
    await ctx.app.inject({ url: '/house' });
    await ctx.app.inject({ url: '/house' });
    expect(draws.length).toBe(before + 1);

    const author = await member(ctx);
    const post = (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/posts',
        headers: author.headers,
        payload: { content: 'Hi' },
      })
    ).json<{ id: string }>();
    await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/post-comments/${post.id}`,
      headers: author.headers,
      payload: { comment: 'First comment' },
    });
    await ctx.app.inject({ url: `/post/${post.id}` });
    await ctx.app.inject({ url: `/post/${post.id}` });
    expect(draws.length).toBe(before + 3);
    expect(draws.at(-1)?.data?.post?.id).toBe(post.id);
    // Its first comments are drawn with it: nothing moves the page when the browser takes it over.
    expect(draws.at(-1)?.data?.comments?.items.map((item) => item.comment)).toEqual(['First comment']);
  });

  it('asks for the texts a screen waits for with its modules, and for the Vietnamese catalog in Vietnamese', async () => {
    const heldIn = async (language: string) => {
      const page = await ctx.app.inject({ url: '/feed', headers: { cookie: `ladder-language=${language}` } });
      return /<template id="page-modules">(.*?)<\/template>/.exec(page.body)?.[1] ?? '';
    };
    const english = await heldIn('en');
    for (const file of ['start.js', 'app-layout.js', 'feed.js', 'card.js', 'en.js'])
      expect(english).toContain(`<link rel="modulepreload" crossorigin href="/assets/${file}">`);
    expect(english.match(/card\.js/g)).toHaveLength(1);
    expect(english).not.toContain('vi.js');
    // The app loads a language's whole catalog before it draws anything in it (apps/web's i18n.ts).
    expect(await heldIn('vi')).toContain('<link rel="modulepreload" crossorigin href="/assets/vi.js">');
    const login = await ctx.app.inject({ url: '/login', headers: { cookie: 'ladder-language=vi' } });
    expect(login.body).toContain('<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/vi.js">');
    // The sign-in screens draw with the core texts only: the features' are not theirs to fetch.
    expect(login.body).not.toContain('en.js');
  });

  it("leaves to the browser a member's page, a post a visitor may not read, and a screen that failed", async () => {
    const count = draws.length;
    for (const url of ['/feed', '/post/01a20e6e-f3a5-7000-8000-000000000000']) {
      const page = await ctx.app.inject({ url, headers: { cookie: 'ladder-theme=light' } });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<div id="root"><header>Ladder</header><!-- first-screen --></div>');
      expect(page.body).toContain('<html lang="en" style="color-scheme:light">');
      expect(page.body).toContain('<link rel="stylesheet" crossorigin href="/assets/index-A1.css">');
      // What the browser draws needs its scripts at once: the entry, and the app's start it imports,
      // whose links the entry adds a few at a time (fifty in the page's head are one long task).
      expect(page.body).toContain('<script type="module" crossorigin src="/assets/app.js">');
      const held = /<template id="page-modules">(.*?)<\/template>/.exec(page.body)?.[1] ?? '';
      for (const file of ['start.js', 'framework.js'])
        expect(held).toContain(`<link rel="modulepreload" crossorigin href="/assets/${file}">`);
      expect(page.body.replace(held, '')).not.toMatch(/start\.js|framework\.js/);
      // Its shell paints at once.
      expect(page.body).not.toContain('first-screen-end');
    }
    expect(draws.length).toBe(count);

    const failed = await ctx.app.inject({ url: '/about' });
    expect(failed.statusCode).toBe(200);
    expect(failed.body).not.toContain('data-drawn-in');
    expect(draws.length).toBe(count + 1);
  });
});

describe('without a server renderer (a web build from before it, or a broken one)', () => {
  it('serves every page for the browser to draw', async () => {
    const web = builtWebApp('export const draw = 42; throw new Error("broken build");');
    const ctx = await createTestApp({}, { webRoot: web.root });
    try {
      for (const url of ['/login', '/register', '/house']) {
        const page = await ctx.app.inject({ url });
        expect(page.statusCode).toBe(200);
        expect(page.body).toContain('<!-- first-screen -->');
        expect(page.body).not.toContain('data-drawn-in');
      }
    } finally {
      await ctx.close();
      rmSync(web.folder, { recursive: true, force: true });
    }
  });
});
