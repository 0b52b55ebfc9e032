import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PRIVACY_POLICY_VERSION } from '@ladder/shared/constants';
import { userIdentities, users } from '../../db/schema';
import { createTestApp, randomIp, uniqueEmail } from '../../../test/helper';
import { createUser } from '../../../test/factories';
import { GOOGLE_CLIENT, googleCredential, googleNonce, useGoogleApp } from '../../../test/google-sign-in';
import { startOidcProvider } from '../../../test/oidc-provider';

const LINKEDIN_CLIENT = 'linkedin-client-id';
/** The three sign-up boxes, ticked (docs/decisions/0055-privacy-choices-and-sign-up-consent.md). */
const BOXES = { adult: true, terms: true, consent: true };

const { ctx, provider } = useGoogleApp((provider) => ({
  LINKEDIN_CLIENT_ID: LINKEDIN_CLIENT,
  LINKEDIN_CLIENT_SECRET: 'linkedin-secret',
  OIDC_LINKEDIN_ISSUER: provider.issuer,
}));

const post = (url: string, payload: unknown) =>
  ctx.app.inject({ method: 'POST', url, payload: payload as object, remoteAddress: randomIp() });

const googleToken = (claims: Record<string, unknown> = {}, options: { expiresIn?: number } = {}) =>
  googleCredential(
    ctx,
    provider,
    typeof claims.email === 'string' ? claims.email : uniqueEmail('google'),
    claims,
    options,
  );

/** With the three sign-up boxes ticked unless a test says otherwise (an existing member need not tick them). */
const signInWithGoogle = (credential: string, consent: boolean | undefined = true) =>
  post('/api/v1/login/external', { signin_with: 'google', credential, ...(consent ? BOXES : { consent }) });

async function meOf(response: { json: () => { access_token: string } }) {
  const me = await ctx.app.inject({
    method: 'GET',
    url: '/api/v1/users/current/me',
    headers: { authorization: `Bearer ${response.json().access_token}` },
  });
  return me.json<{
    id: string;
    email: string;
    name: string;
    signin_with: string;
    is_active: boolean;
    term_privacy_accepted_at: string | null;
  }>();
}

/** A LinkedIn start, and the provider's redirect back with a code and the state. */
async function linkedinAuthorize() {
  const start = await post('/api/v1/login/external/start', { signin_with: 'linkedin' });
  expect(start.statusCode).toBe(200);
  const {
    authorization_url: authorizationUrl,
    state,
    redirect_uri: redirectUri,
  } = start.json<{
    authorization_url: string;
    state: string;
    redirect_uri: string;
  }>();
  const url = new URL(authorizationUrl);
  expect(url.searchParams.get('scope')).toBe('openid profile email');
  expect(url.searchParams.get('client_id')).toBe(LINKEDIN_CLIENT);
  expect(url.searchParams.get('code_challenge_method')).toBe('S256');
  expect(redirectUri).toBe('https://ladder.test/linkedin');
  // The provider redirects straight back to the app with a code and the state.
  const back = await fetch(authorizationUrl, { redirect: 'manual' });
  const callback = new URL(back.headers.get('location') ?? '');
  expect(callback.searchParams.get('state')).toBe(state);
  return { code: callback.searchParams.get('code') ?? '', state, redirectUri };
}

/** The app's side of LinkedIn's redirect: what it came back with, as the page sends it unless a test changes a field. */
const signInWithLinkedin = (
  { code, state, redirectUri }: Awaited<ReturnType<typeof linkedinAuthorize>>,
  changes: { state?: string; redirect_uri?: string; adult?: boolean; terms?: boolean; consent?: boolean } = {},
) => post('/api/v1/login/external', { signin_with: 'linkedin', code, state, redirect_uri: redirectUri, ...changes });

const identitiesOf = (userId: string) =>
  ctx.database.db.select().from(userIdentities).where(eq(userIdentities.user_id, userId));

function expectRefused(response: { statusCode: number; json: () => unknown }) {
  expect(response.statusCode).toBe(401);
  expect(response.json()).toEqual({ code: 'EXTERNAL_LOGIN_FAILED', detail: "Couldn't sign you in. Please try again." });
}

describe('Google: an ID token verified on the server', () => {
  it('signs a new person in as an active member, and a second sign-in reaches the same member', async () => {
    const email = uniqueEmail('g');
    const first = await signInWithGoogle(await googleToken({ email, sub: 'google-sub-1' }));
    expect(first.statusCode).toBe(200);
    const member = await meOf(first);
    expect(member).toMatchObject({ email, name: 'Võ Thị Sáu', signin_with: 'google', is_active: true });

    const second = await signInWithGoogle(await googleToken({ email, sub: 'google-sub-1' }));
    expect(second.statusCode).toBe(200);
    expect((await meOf(second)).id).toBe(member.id);
  });

  it.each([
    ['a wrong audience', { aud: 'someone-else' }],
    ['a wrong issuer', { iss: 'https://accounts.evil.example' }],
    ['an unverified email', { email_verified: false }],
    ['no email', { email: undefined }],
    ['a nonce this server never issued', { nonce: 'made-up-nonce' }],
    ['no nonce', { nonce: undefined }],
  ])('refuses a token with %s', async (_label, claims) => {
    expectRefused(await signInWithGoogle(await googleToken(claims)));
  });

  it('refuses an expired token', async () => {
    expectRefused(await signInWithGoogle(await googleToken({}, { expiresIn: -120 })));
  });

  it('refuses a token whose payload was changed after signing', async () => {
    const [header, payload, signature] = (await googleToken()).split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, email: 'ceo@example.com' })).toString('base64url');
    expectRefused(await signInWithGoogle(`${header}.${forged}.${signature}`));
  });

  it('refuses alg: none', async () => {
    const [, payload] = (await googleToken()).split('.');
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    expectRefused(await signInWithGoogle(`${header}.${payload}.`));
  });

  it('refuses a token signed by another provider with the same claims', async () => {
    const other = await startOidcProvider();
    const token = await other.idToken({
      iss: provider.issuer,
      aud: GOOGLE_CLIENT,
      sub: 's',
      email: uniqueEmail(),
      email_verified: true,
      nonce: await googleNonce(ctx),
    });
    expectRefused(await signInWithGoogle(token));
    await other.stop();
  });

  it('refuses a nonce used once already', async () => {
    const token = await googleToken();
    expect((await signInWithGoogle(token)).statusCode).toBe(200);
    expectRefused(await signInWithGoogle(token));
  });

  it.each([
    ['name and email only', { name: 'Mallory', email: 'victim@example.com', signin_with: 'google' }],
    ['no credential', { signin_with: 'google' }],
    ['an unknown provider', { signin_with: 'facebook', credential: 'x'.repeat(40) }],
    ['garbage', { signin_with: 'google', credential: 'not-a-jwt-not-a-jwt-not-a-jwt' }],
  ])('refuses %s with 401 and no token', async (_label, body) => {
    const response = await post('/api/v1/login/external', body);
    expectRefused(response);
    expect(response.body).not.toContain('access_token');
  });

  it('links a verified email to the existing member', async () => {
    const existing = await createUser(ctx, { name: 'Existing Member' });
    const response = await signInWithGoogle(await googleToken({ email: existing.email, sub: 'google-link' }));
    expect(response.statusCode).toBe(200);
    expect((await meOf(response)).id).toBe(existing.id);
    expect(await identitiesOf(existing.id)).toHaveLength(1);
  });

  it('never links an unverified email to an existing member', async () => {
    const existing = await createUser(ctx);
    expectRefused(
      await signInWithGoogle(
        await googleToken({ email: existing.email, sub: 'google-unverified', email_verified: false }),
      ),
    );
    expect(await identitiesOf(existing.id)).toHaveLength(0);
  });

  it('refuses a deactivated member', async () => {
    const existing = await createUser(ctx, { is_active: false, deactivated_at: new Date(), activated_at: new Date() });
    const response = await signInWithGoogle(await googleToken({ email: existing.email }));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'ACCOUNT_INACTIVE', is_active: false });
  });
});

describe('consent to the privacy policy', () => {
  it.each([
    ['en', 'To create an account, please agree to the Privacy Policy'],
    ['vi', 'Để tạo tài khoản, vui lòng đồng ý với Chính sách quyền riêng tư'],
  ])(
    'refuses a new account without it (%s), creating nothing, then records it when given',
    async (language, detail) => {
      const email = uniqueEmail('gconsent');
      for (const consent of [undefined, false]) {
        const refused = await ctx.app.inject({
          method: 'POST',
          url: '/api/v1/login/external',
          headers: { 'accept-language': language },
          payload: {
            signin_with: 'google',
            credential: await googleToken({ email }),
            adult: true,
            terms: true,
            consent,
          },
          remoteAddress: randomIp(),
        });
        expect(refused.statusCode).toBe(422);
        expect(refused.json()).toMatchObject({ code: 'CONSENT_REQUIRED', detail });
        expect(await ctx.database.db.select().from(users).where(eq(users.email, email))).toEqual([]);
      }
      const before = Date.now();
      const accepted = await signInWithGoogle(await googleToken({ email }), true);
      expect(accepted.statusCode).toBe(200);
      const member = await meOf(accepted);
      expect(member).toMatchObject({ term_privacy_version: PRIVACY_POLICY_VERSION, consent_required: false });
      expect(Date.parse(member.term_privacy_accepted_at ?? '')).toBeGreaterThanOrEqual(before - 1000);
    },
  );

  it('does not ask an existing member, and leaves their record as it was', async () => {
    const agreedAt = new Date('2026-02-01T00:00:00Z');
    const existing = await createUser(ctx, { term_privacy_accepted_at: agreedAt, term_privacy_version: '2026-01-01' });
    // First found by its address (and linked), then by the identity now linked to it.
    for (const _way of ['by address', 'by linked identity']) {
      const credential = await googleToken({ email: existing.email, sub: 'g-existing-link' });
      const response = await signInWithGoogle(credential, undefined);
      expect(response.statusCode).toBe(200);
      expect(await meOf(response)).toMatchObject({
        id: existing.id,
        term_privacy_accepted_at: agreedAt.toISOString(),
        term_privacy_version: '2026-01-01',
        consent_required: true,
      });
    }
  });

  it('refuses a new account through LinkedIn without it', async () => {
    const email = uniqueEmail('liconsent');
    provider.setPerson({ sub: 'li-consent', email, email_verified: true, name: 'Lê Văn Tám' });
    const response = await signInWithLinkedin(await linkedinAuthorize(), { adult: true, terms: true });
    expect(response.statusCode).toBe(422);
    expect(response.json().code).toBe('CONSENT_REQUIRED');
    expect(await ctx.database.db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });
});

describe('LinkedIn: the authorization-code flow', () => {
  it('exchanges the code on the server and signs the person in', async () => {
    const email = uniqueEmail('li');
    provider.setPerson({ sub: 'li-1', email, email_verified: true, name: 'Đặng Thùy Linh' });
    const response = await signInWithLinkedin(await linkedinAuthorize(), BOXES);
    expect(response.statusCode).toBe(200);
    expect(await meOf(response)).toMatchObject({ email, name: 'Đặng Thùy Linh', signin_with: 'linkedin' });
    const [row] = await ctx.database.db.select().from(users).where(eq(users.email, email));
    expect(row?.hashed_password).toBeNull();
  });

  it.each([
    ['a wrong state', (s: string) => `${s}x`],
    ['a missing state', () => ''],
  ])('refuses %s', async (_label, change) => {
    provider.setPerson({ sub: 'li-2', email: uniqueEmail('li'), email_verified: true, name: 'X' });
    const authorized = await linkedinAuthorize();
    expectRefused(await signInWithLinkedin(authorized, { state: change(authorized.state) }));
  });

  it('refuses a state used once already, and a different redirect URI', async () => {
    provider.setPerson({ sub: 'li-3', email: uniqueEmail('li'), email_verified: true, name: 'X' });
    const first = await linkedinAuthorize();
    expect((await signInWithLinkedin(first, BOXES)).statusCode).toBe(200);
    expectRefused(await signInWithLinkedin(first));
    expectRefused(
      await signInWithLinkedin(await linkedinAuthorize(), { redirect_uri: 'https://evil.example/linkedin' }),
    );
  });
});

describe('without configuration', () => {
  it('answers 404 and the providers list is empty', async () => {
    const plain = await createTestApp();
    const response = await plain.app.inject({
      method: 'POST',
      url: '/api/v1/login/external/start',
      payload: { signin_with: 'google' },
    });
    expect(response.statusCode).toBe(404);
    const login = await plain.app.inject({
      method: 'POST',
      url: '/api/v1/login/external',
      payload: { signin_with: 'google', credential: 'x'.repeat(40) },
    });
    expect(login.statusCode).toBe(404);
    await plain.close();
  });
});
