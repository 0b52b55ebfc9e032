import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, useTestApp } from '../../test/helper';
import { member } from '../../test/factories';
import { createLoggedApp, type LoggedApp } from '../../test/logged-app';
import { serverVi } from '@ladder/shared/i18n/server.vi';

const TOKEN = 'metrics-token-0123456789';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('request ids', () => {
  const ctx = useTestApp();

  it('every answer names its request; a client’s own id is replaced', async () => {
    const first = await ctx.app.inject({ method: 'GET', url: '/healthz' });
    const second = await ctx.app.inject({ method: 'GET', url: '/api/v1/posts?post_id=not-a-post' });
    expect(first.headers['x-request-id']).toMatch(UUID);
    expect(second.headers['x-request-id']).toMatch(UUID);
    expect(second.headers['x-request-id']).not.toBe(first.headers['x-request-id']);

    // No TRUST_PROXY: whoever connects is a client, and a client does not name its request.
    for (const remoteAddress of ['127.0.0.1', '203.0.113.9']) {
      const sent = await ctx.app.inject({
        method: 'GET',
        url: '/healthz',
        headers: { 'x-request-id': 'edge-7f3a9c21-req' },
        remoteAddress,
      });
      expect(sent.headers['x-request-id'], remoteAddress).toMatch(UUID);
    }
  });
  it('without METRICS_TOKEN there is no /metrics', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/metrics' });
    expect(response.statusCode).toBe(404);
  });
});

describe('request ids behind a trusted proxy (TRUST_PROXY)', () => {
  const ctx = useTestApp({ TRUST_PROXY: 'loopback' });
  const send = (remoteAddress: string, id: string) =>
    ctx.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': id }, remoteAddress });

  it('pass on the proxy’s id, still checked; replace one sent by anyone else', async () => {
    expect((await send('127.0.0.1', 'edge-7f3a9c21-req')).headers['x-request-id']).toBe('edge-7f3a9c21-req');
    expect((await send('::1', 'edge-7f3a9c21-v6')).headers['x-request-id']).toBe('edge-7f3a9c21-v6');
    expect((await send('127.0.0.1', 'x"}\n{"level":60')).headers['x-request-id']).toMatch(UUID);
    // A client reaching the server directly, even naming a proxy in X-Forwarded-For.
    const direct = await ctx.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': 'edge-7f3a9c21-req', 'x-forwarded-for': '127.0.0.1' },
      remoteAddress: '203.0.113.9',
    });
    expect(direct.headers['x-request-id']).toMatch(UUID);
  });

  it('trust the nearest hop with a hop count', async () => {
    const hops = await createTestApp({ TRUST_PROXY: '1' });
    try {
      const answer = await hops.app.inject({
        method: 'GET',
        url: '/healthz',
        headers: { 'x-request-id': 'edge-7f3a9c21-req' },
        remoteAddress: '10.1.2.3',
      });
      expect(answer.headers['x-request-id']).toBe('edge-7f3a9c21-req');
    } finally {
      await hops.close();
    }
  });
});

describe('log lines written while a request runs carry its id', () => {
  let logged: LoggedApp;
  const lines = () => logged.lines.map((line) => JSON.parse(line) as Record<string, unknown>);
  beforeAll(async () => {
    logged = await createLoggedApp((app) => {
      // A route whose work logs through the app's own logger, as services do.
      app.get('/deep-log', async () => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        app.log.warn('logged deep inside the work');
        return { ok: true };
      });
    });
  });
  afterAll(async () => logged.close());

  it('the request lines and a service’s line name the same id, once each', async () => {
    const response = await logged.app.inject({ method: 'GET', url: '/deep-log' });
    const id = response.headers['x-request-id'];
    const deep = lines().find((line) => line.msg === 'logged deep inside the work');
    expect(deep?.reqId).toBe(id);
    const ofRequest = lines()
      .filter((line) => line.reqId === id)
      .map((line) => line.msg);
    expect(ofRequest).toEqual(['incoming request', 'logged deep inside the work', 'request completed']);
    // Outside any request, a line names none.
    logged.app.log.warn('between requests');
    expect(lines().find((line) => line.msg === 'between requests')).not.toHaveProperty('reqId');
  });
});

describe('/metrics', () => {
  const ctx = useTestApp({ METRICS_TOKEN: TOKEN });

  it('is refused without the token, in the API’s format and language', async () => {
    const bare = await ctx.app.inject({ method: 'GET', url: '/metrics', headers: { 'accept-language': 'vi' } });
    expect(bare.statusCode).toBe(401);
    expect(bare.json()).toEqual({ code: 'LOGIN_REQUIRED', detail: serverVi.errors.login_required });
    const wrong = await ctx.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN.replace('0', '1')}` },
    });
    expect(wrong.statusCode).toBe(401);
  });

  it('counts requests by route pattern and status, the outbox, the caches and the pool', async () => {
    const { headers } = await member(ctx);
    for (let i = 0; i < 3; i += 1) {
      await ctx.app.inject({ method: 'POST', url: '/api/v1/posts/get-new-feeds', headers, payload: {} });
    }
    const gone = '0190a0a0-0000-7000-8000-000000000000';
    await ctx.app.inject({ method: 'DELETE', url: `/api/v1/posts/${gone}`, headers });
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    const text = response.body;
    expect(text).toMatch(
      /ladder_http_request_duration_seconds_count\{method="POST",route="\/api\/v1\/posts\/get-new-feeds",status="200"\} 3/,
    );
    // The pattern, not the path: ids never become labels.
    expect(text).toMatch(/method="DELETE",route="\/api\/v1\/posts\/:post_id",status="404"\} 1/);
    expect(text).not.toContain(gone);
    expect(text).toMatch(/ladder_mail_outbox_pending \d+/);
    expect(text).toMatch(/ladder_cache_lookups_total\{cache="[a-z-]+",result="hit"\} \d+/);
    expect(text).toMatch(/ladder_process_resident_memory_bytes \d+/);
    if (ctx.database.kind === 'postgres') expect(text).toMatch(/ladder_db_pool_connections\{state="max"\} \d+/);
  });
});
