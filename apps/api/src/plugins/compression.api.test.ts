import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/helper';
import { member } from '../../test/factories';

/** A built web app as Vite leaves it: every text file also as .br and .gz. */
function webRoot() {
  const root = mkdtempSync(path.join(tmpdir(), 'ladder-web-'));
  mkdirSync(path.join(root, 'assets'));
  const files = {
    'index.html': `<!doctype html><html><head><title>Ladder</title></head><body><div id="root"><!-- first-screen --></div>${'<!-- padding -->'.repeat(100)}</body></html>`,
    'assets/app-Ab12Cd34.js': `console.log(${JSON.stringify('ladder '.repeat(400))});`,
  };
  for (const [name, text] of Object.entries(files)) {
    writeFileSync(path.join(root, name), text);
    writeFileSync(path.join(root, `${name}.br`), brotliCompressSync(text));
    writeFileSync(path.join(root, `${name}.gz`), gzipSync(text));
  }
  return { root, files };
}

/** The same, with Vite's manifest: the entry and the lazy chunks of two routes. */
function webRootWithManifest() {
  const web = webRoot();
  mkdirSync(path.join(web.root, '.vite'));
  const manifest = {
    'index.html': { file: 'assets/app-Ab12Cd34.js', imports: ['_shared.js'] },
    '_shared.js': { file: 'assets/shared-1.js' },
    'src/app/layout/session-layout.tsx': { file: 'assets/session-layout-2.js', imports: ['_shared.js'] },
    'src/app/routes/post.tsx': { file: 'assets/post-3.js', imports: ['_comments.js'] },
    '_comments.js': { file: 'assets/comments-4.js' },
  };
  writeFileSync(path.join(web.root, '.vite', 'manifest.json'), JSON.stringify(manifest));
  return web;
}

describe('the first screen of a page', () => {
  it("asks for its route's chunks at once, but not for what the entry already loads", async () => {
    const web = webRootWithManifest();
    const ctx = await createTestApp({}, { webRoot: web.root });
    try {
      const post = await ctx.app.inject({ url: '/post/01a20e6e-f3a5', headers: { 'accept-encoding': 'gzip' } });
      expect(post.statusCode).toBe(200);
      expect(post.headers['content-encoding']).toBe('gzip');
      expect(post.headers['content-type']).toMatch(/text\/html/);
      const html = gunzipSync(post.rawPayload).toString();
      for (const file of ['session-layout-2.js', 'post-3.js', 'comments-4.js'])
        expect(html).toContain(`<link rel="modulepreload" crossorigin href="/assets/${file}">`);
      expect(html).not.toContain('href="/assets/shared-1.js"');

      // Any other page is index.html, in the browser's language and theme (page-drawing.api.test.ts).
      const other = await ctx.app.inject({ url: '/me/change-password' });
      expect(other.headers['content-encoding']).toBeUndefined();
      expect(other.body).toBe(
        web.files['index.html'].replace('<html>', '<html lang="en" class="dark" style="color-scheme:dark">'),
      );
    } finally {
      await ctx.close();
      rmSync(web.root, { recursive: true, force: true });
    }
  });
});

describe('a shared post opened by its link', () => {
  it('carries what a visitor sees of it, so the app starts without a request; no text of it can end the script', async () => {
    const web = webRootWithManifest();
    const ctx = await createTestApp({}, { webRoot: web.root });
    try {
      const author = await member(ctx);
      const content = 'Read this </script><script>alert(1)</script> first';
      const post = (
        await ctx.app.inject({ method: 'POST', url: '/api/v1/posts', headers: author.headers, payload: { content } })
      ).json<{ id: string }>();

      const page = await ctx.app.inject({ url: `/post/${post.id}`, headers: { 'accept-encoding': 'br' } });
      expect(page.headers['content-encoding']).toBe('br');
      const html = brotliDecompressSync(page.rawPayload).toString();
      const json = /<script id="first-screen-data" type="application\/json">(.*?)<\/script>/.exec(html)?.[1];
      expect(json).toBeDefined();
      expect(json).not.toContain('<');
      const embedded = JSON.parse(json ?? '') as { post: { id: string; content: string } };
      expect(embedded.post).toMatchObject({ id: post.id, content });
      // The same as the API answers a visitor.
      const answer = await ctx.app.inject({ url: `/api/v1/posts?post_id=${post.id}` });
      expect(embedded.post).toEqual(answer.json());
      expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/post-3.js">');
      expect(html).not.toContain('<script>alert(1)');

      for (const missing of ['/post/01a20e6e-f3a5-7000-8000-000000000000', '/post/not-a-post']) {
        const plain = await ctx.app.inject({ url: missing });
        expect(plain.statusCode).toBe(200);
        expect(plain.body).not.toContain('first-screen-data');
      }
    } finally {
      await ctx.close();
      rmSync(web.root, { recursive: true, force: true });
    }
  });
});

describe('compression and caching', () => {
  let ctx: TestContext;
  let web: ReturnType<typeof webRoot>;
  beforeAll(async () => {
    web = webRoot();
    ctx = await createTestApp({}, { webRoot: web.root });
  });
  afterAll(async () => {
    await ctx.close();
    rmSync(web.root, { recursive: true, force: true });
  });

  it('sends hashed assets precompressed and cacheable for a year, the HTML compressed and never stale', async () => {
    const asset = await ctx.app.inject({ url: '/assets/app-Ab12Cd34.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-encoding']).toBe('br');
    expect(asset.headers['vary']).toMatch(/accept-encoding/i);
    expect(asset.headers['content-type']).toMatch(/javascript/);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(asset.rawPayload).toString()).toBe(web.files['assets/app-Ab12Cd34.js']);

    const gzipOnly = await ctx.app.inject({ url: '/assets/app-Ab12Cd34.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzipOnly.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipOnly.rawPayload).toString()).toBe(web.files['assets/app-Ab12Cd34.js']);

    const plain = await ctx.app.inject({ url: '/assets/app-Ab12Cd34.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(web.files['assets/app-Ab12Cd34.js']);

    // A page of the app (history fallback) is index.html, compressed, revalidated every time.
    const page = await ctx.app.inject({ url: '/feed', headers: { 'accept-encoding': 'br' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['cache-control']).toMatch(/no-cache|max-age=0/);
    expect(brotliDecompressSync(page.rawPayload).toString()).toBe(web.files['index.html']);
  });

  it('answers the site root with the app, as any other page (not a 403 for a folder)', async () => {
    for (const url of ['/', '/?from=mail']) {
      const root = await ctx.app.inject({ url });
      expect(root.statusCode).toBe(200);
      expect(root.headers['content-type']).toMatch(/text\/html/);
      expect(root.body).toBe(web.files['index.html']);
    }
  });

  it('compresses JSON answers above 1 kB and leaves small ones as they are', async () => {
    const large = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/industries/get?limit=50',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(large.statusCode).toBe(200);
    expect(large.headers['content-encoding']).toBe('br');
    const items = (JSON.parse(brotliDecompressSync(large.rawPayload).toString()) as { items: unknown[] }).items;
    expect(items.length).toBeGreaterThan(20);

    const small = await ctx.app.inject({ url: '/api/v1/login/providers', headers: { 'accept-encoding': 'br, gzip' } });
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toMatchObject({ google: null });
  });
});

describe('Content-Security-Policy', () => {
  // Two apps of their own, made in the hooks (their time), not in the test's 30 s.
  let lan: TestContext;
  let secure: TestContext;
  beforeAll(async () => {
    lan = await createTestApp({ PUBLIC_URL: 'http://192.168.1.20:3000' });
    secure = await createTestApp({ PUBLIC_URL: 'https://ladder.example' });
  });
  afterAll(async () => {
    await lan?.close();
    await secure?.close();
  });

  it('upgrades insecure requests only when the site is served over https', async () => {
    const onLan = (await lan.app.inject({ url: '/api/v1/login/providers' })).headers['content-security-policy'];
    const onHttps = (await secure.app.inject({ url: '/api/v1/login/providers' })).headers['content-security-policy'];
    expect(String(onLan)).not.toContain('upgrade-insecure-requests');
    expect(String(onHttps)).toContain('upgrade-insecure-requests');
  });
});
