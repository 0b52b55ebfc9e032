import { SignJWT } from 'jose';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema';
import { authHeader, useTestApp } from '../../../test/helper';
import { createUser } from '../../../test/factories';

// Access tokens (docs/decisions/0002): what a bearer token must be to be honoured, and revocation.

const ctx = useTestApp();

const me = (headers: Record<string, string>) =>
  ctx.app.inject({ method: 'GET', url: '/api/v1/users/current/me', headers });

describe('tokens', () => {
  const secret = new TextEncoder().encode('test-secret-test-secret-test-secret-0123456789');

  async function forgedToken(
    user: { id: string },
    sid: string | undefined,
    options: { exp?: number; key?: Uint8Array; alg?: string; iss?: string; aud?: string } = {},
  ) {
    return new SignJWT(sid === undefined ? {} : { sid })
      .setProtectedHeader({ alg: options.alg ?? 'HS256' })
      .setSubject(user.id)
      .setIssuer(options.iss ?? 'ladder')
      .setAudience(options.aud ?? 'ladder-api')
      .setIssuedAt()
      .setExpirationTime(options.exp ?? Math.floor(Date.now() / 1000) + 3600)
      .sign(options.key ?? secret);
  }

  async function liveSessionId(userId: string) {
    const [row] = await ctx.database.db.select().from(sessions).where(eq(sessions.user_id, userId));
    return row?.id ?? '';
  }

  it('test-token answers the signed-in member', async () => {
    const user = await createUser(ctx);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/login/test-token',
      headers: await authHeader(ctx, user),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: user.id, email: user.email });
  });

  it.each([
    ['no header', undefined],
    ['an empty bearer', 'Bearer '],
    ['another scheme', 'Basic abc'],
    ['garbage', 'Bearer not.a.jwt'],
  ])('refuses %s with 401', async (_label, authorization) => {
    const response = await me(authorization === undefined ? {} : { authorization });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      code: 'CREDENTIALS_INVALID',
      detail: 'Your session has ended. Please sign in again.',
    });
  });

  it('refuses a tampered, an alg:none, an expired, a foreign-key and a misaddressed token', async () => {
    const user = await createUser(ctx);
    const headers = await authHeader(ctx, user);
    const token = headers.authorization.slice(7);
    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString());
    const otherUser = await createUser(ctx);
    const tampered = `${header}.${Buffer.from(JSON.stringify({ ...claims, sub: otherUser.id })).toString('base64url')}.${signature}`;
    const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`;
    const sid = await liveSessionId(user.id);
    const expired = await forgedToken(user, sid, { exp: Math.floor(Date.now() / 1000) - 10 });
    const foreign = await forgedToken(user, sid, {
      key: new TextEncoder().encode('another-secret-another-secret-another'),
    });
    // Signed with the right secret, but for another algorithm, audience or issuer, or without a session.
    const otherAlg = await forgedToken(user, sid, { alg: 'HS512' });
    const otherAudience = await forgedToken(user, sid, { aud: 'another-api' });
    const otherIssuer = await forgedToken(user, sid, { iss: 'another-issuer' });
    const noSession = await forgedToken(user, undefined);
    const genuine = await forgedToken(user, sid);
    for (const bad of [tampered, none, expired, foreign, otherAlg, otherAudience, otherIssuer, noSession]) {
      const response = await me({ authorization: `Bearer ${bad}` });
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe('CREDENTIALS_INVALID');
    }
    // The same claims, signed with the right key and alive, do pass: the refusals above are about the token.
    expect((await me({ authorization: `Bearer ${genuine}` })).statusCode).toBe(200);
  });

  it('logout revokes that session only', async () => {
    const user = await createUser(ctx);
    const phone = await authHeader(ctx, user);
    const laptop = await authHeader(ctx, user);
    const out = await ctx.app.inject({ method: 'POST', url: '/api/v1/logout', headers: phone });
    expect(out.statusCode).toBe(200);
    expect((await me(phone)).statusCode).toBe(401);
    expect((await me(laptop)).statusCode).toBe(200);
  });

  it('a session of a member deactivated since reads as deactivated', async () => {
    const user = await createUser(ctx);
    const headers = await authHeader(ctx, user);
    await ctx.database.db.update(users).set({ is_active: false }).where(eq(users.id, user.id));
    // A write behind the API's back reaches its caches by notification: wait until it has.
    await ctx.app.caches.sync();
    const response = await me(headers);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      code: 'ACCOUNT_INACTIVE',
      detail: 'This account has been deactivated.',
      is_active: false,
    });
  });
});
