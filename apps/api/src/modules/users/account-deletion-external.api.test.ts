import { describe, expect, it } from 'vitest';
import { randomIp, uniqueEmail } from '../../../test/helper';
import { googleCredential, useGoogleApp } from '../../../test/google-sign-in';

// A member without a password confirms deleting their account with a fresh provider sign-in
// (docs/decisions/0033-erasing-an-account.md), through a real OpenID Connect provider on loopback.
const { ctx, provider } = useGoogleApp();

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url: `/api/v1${url}`, payload, headers, remoteAddress: randomIp() });

/** A Google sign-in's body for this address, with a nonce the server just handed out. */
const googleBody = async (email: string) => ({
  signin_with: 'google',
  credential: await googleCredential(ctx, provider, email),
});

describe('deleting an account that has no password', () => {
  it('takes a fresh sign-in with the member’s own provider identity, and a later sign-in cancels it', async () => {
    const email = uniqueEmail('google');
    const first = await post('/login/external', {
      ...(await googleBody(email)),
      adult: true,
      terms: true,
      consent: true,
    });
    expect(first.statusCode).toBe(200);
    const headers = { authorization: `Bearer ${first.json<{ access_token: string }>().access_token}` };

    const guessed = await post('/users/current/me/delete', { password: 'Ladder#Climb42' }, headers);
    expect(guessed.json()).toMatchObject({ code: 'CURRENT_PASSWORD_WRONG' });
    // Someone else's sign-in proves nothing about this member.
    const stranger = await post('/users/current/me/delete', { external: await googleBody(uniqueEmail()) }, headers);
    expect(stranger.statusCode).toBe(401);
    expect(stranger.json()).toMatchObject({ code: 'EXTERNAL_LOGIN_FAILED' });
    const forged = await post('/users/current/me/delete', { external: { signin_with: 'google' } }, headers);
    expect(forged.json()).toMatchObject({ code: 'EXTERNAL_LOGIN_FAILED' });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/users/current/me', headers })).statusCode).toBe(200);

    const own = await post('/users/current/me/delete', { external: await googleBody(email) }, headers);
    expect(own.statusCode).toBe(200);
    expect(own.json<{ deletion_due_at: string | null }>().deletion_due_at).not.toBeNull();
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/users/current/me', headers })).statusCode).toBe(401);

    const back = await post('/login/external', await googleBody(email));
    expect(back.json()).toMatchObject({ token_type: 'bearer', deletion_cancelled: true });
  });
});
