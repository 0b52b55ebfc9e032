import { describe, expect, it } from 'vitest';
import { authHeader, createTestApp, useTestApp } from '../../test/helper';
import { createUser, member } from '../../test/factories';

const ctx = useTestApp();

describe('errors', () => {
  it('answers malformed JSON with 400 in the error shape of docs/api/conventions.md', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/users/open',
      headers: { 'content-type': 'application/json', 'accept-language': 'vi' },
      payload: '{"name": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'BAD_REQUEST', detail: 'Yêu cầu không hợp lệ' });
  });

  it('answers a path that is not valid percent-encoded UTF-8 with 400 in the error shape of docs/api/conventions.md (found by the fuzz)', async () => {
    const response = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/v1/post-comments/lone%20%ED%A0%80%20surrogate/x',
      headers: { 'accept-language': 'vi' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'BAD_REQUEST', detail: 'Yêu cầu không hợp lệ' });
  });

  it('answers a NUL character (which PostgreSQL cannot store) with 400, writing nothing', async () => {
    const { headers } = await member(ctx);
    const before = (await ctx.app.inject({ method: 'POST', url: '/api/v1/posts/get-new-feeds', headers })).json();
    const post = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/posts',
      headers: { ...headers, 'accept-language': 'vi' },
      payload: { content: 'Hello\u0000 #nul' },
    });
    expect(post.statusCode).toBe(400);
    expect(post.json()).toEqual({ code: 'BAD_REQUEST', detail: 'Yêu cầu không hợp lệ' });
    const after = (await ctx.app.inject({ method: 'POST', url: '/api/v1/posts/get-new-feeds', headers })).json();
    expect(after.items.map((p: { id: string }) => p.id)).toEqual(before.items.map((p: { id: string }) => p.id));
    // In a search it is only a separator.
    const search = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/users/current/me/search?keywords=${encodeURIComponent('ab\u0000cd')}`,
      headers,
    });
    expect(search.statusCode).toBe(200);
  });

  it('answers an unknown API route with 404', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/v1/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'NOT_FOUND', detail: 'Not found' });
  });

  it('answers a body over the limit with 413 and an unknown content type with 415', async () => {
    const big = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/users/open',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json().code).toBe('PAYLOAD_TOO_LARGE');
    const xml = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/users/open',
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect(xml.statusCode).toBe(415);
    expect(xml.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('sets security headers', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
  });
});

describe('GET /login/providers', () => {
  it('says no third-party sign-in is configured by default', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/v1/login/providers' });
    expect(response.json()).toEqual({ google: null, linkedin: null });
  });

  it('names the configured providers with their public client ids only', async () => {
    const own = await createTestApp({
      GOOGLE_CLIENT_ID: 'g-123',
      LINKEDIN_CLIENT_ID: 'li-456',
      LINKEDIN_CLIENT_SECRET: 'secret-789',
    });
    const response = await own.app.inject({ method: 'GET', url: '/api/v1/login/providers' });
    expect(response.json()).toEqual({ google: { client_id: 'g-123' }, linkedin: { client_id: 'li-456' } });
    expect(response.body).not.toContain('secret-789');
    await own.close();
  });
});

describe('health', () => {
  it('healthz and readyz answer while the database is up', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ status: 'ok' });
    expect((await ctx.app.inject({ method: 'GET', url: '/readyz' })).json()).toEqual({ status: 'ready' });
  });
});

describe('OpenAPI', () => {
  it('documents every account call, generated from the zod schemas', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    for (const path of [
      '/api/v1/login/access-token',
      '/api/v1/users/open',
      '/api/v1/users/current/me',
      '/api/v1/users/current/me/change-password',
      '/api/v1/password-recovery/{email}',
      '/api/v1/reset-password',
    ]) {
      expect(doc.paths, path).toHaveProperty([path]);
    }
    const register = doc.paths['/api/v1/users/open'].post.requestBody.content['application/json'].schema;
    expect(register.required).toEqual(['name', 'email', 'password']);
    // Optional in the schema so that its absence answers CONSENT_REQUIRED, and described as required.
    expect(register.properties.consent).toMatchObject({
      type: 'boolean',
      description: expect.stringContaining('true'),
    });
    expect(doc.paths).toHaveProperty(['/api/v1/users/current/me/consent']);
    expect(doc.paths).toHaveProperty(['/api/v1/legal']);
    const ui = await ctx.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.body).toContain('swagger-ui');
  });
});

describe('when the database fails', () => {
  it('answers 500 and 503 without leaking SQL or a stack trace', async () => {
    const user = await createUser(ctx);
    const headers = await authHeader(ctx, user);
    const own = await createTestApp();
    // Point a second app at a closed database: every query now fails.
    await own.database.close();
    const token = await own.app.inject({ method: 'GET', url: '/api/v1/users/current/me', headers });
    expect(token.statusCode).toBe(500);
    expect(token.json()).toEqual({ code: 'INTERNAL', detail: 'Something went wrong. Please try again later.' });
    expect(token.body).not.toMatch(/select|from|at \w+ \(/i);
    const ready = await own.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    await own.app.close();
    await own.mailbox.close();
  });
});
