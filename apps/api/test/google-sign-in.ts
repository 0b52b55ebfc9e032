import { afterAll, beforeAll } from 'vitest';
import { createTestApp, randomIp, type TestContext } from './helper';
import { startOidcProvider, type OidcProvider } from './oidc-provider';

// Google sign-in against the loopback provider of oidc-provider.ts, for API tests (the browser
// tests import the provider alone, without the API test helpers).

/** The client id the test apps give Google sign-in. */
export const GOOGLE_CLIENT = 'google-client-id.apps.example';

/** The settings that point the app's Google sign-in at this provider. */
export const googleEnv = (provider: OidcProvider) => ({
  GOOGLE_CLIENT_ID: GOOGLE_CLIENT,
  OIDC_GOOGLE_ISSUER: provider.issuer,
});

/**
 * A test file's loopback provider and its app, with Google sign-in (and whatever `env` adds) pointed
 * at it: made in the file's `beforeAll`, stopped in its `afterAll`, filled in as useTestApp's are.
 */
export function useGoogleApp(env: (provider: OidcProvider) => Record<string, string> = () => ({})) {
  const provider = {} as OidcProvider;
  const ctx = {} as TestContext;
  beforeAll(async () => {
    Object.assign(provider, await startOidcProvider());
    Object.assign(ctx, await createTestApp({ ...googleEnv(provider), ...env(provider) }));
  });
  afterAll(async () => {
    // Absent when making them failed: that failure is the one to read.
    if ('close' in ctx) await ctx.close();
    if ('stop' in provider) await provider.stop();
  });
  return { ctx, provider };
}

/** A nonce the app hands out for a Google sign-in, as the browser asks for it. */
export async function googleNonce(ctx: TestContext): Promise<string> {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/login/external/start',
    payload: { signin_with: 'google' },
    remoteAddress: randomIp(),
  });
  if (response.statusCode !== 200) throw new Error(`no nonce: ${response.body}`);
  return response.json<{ nonce: string }>().nonce;
}

/**
 * A Google ID token for `email` (verified, subject `g-{email}`) carrying a fresh nonce of the
 * app, signed by `provider`; `claims` override any claim.
 */
export async function googleCredential(
  ctx: TestContext,
  provider: OidcProvider,
  email: string,
  claims: Record<string, unknown> = {},
  options: { expiresIn?: number } = {},
): Promise<string> {
  return provider.idToken(
    {
      aud: GOOGLE_CLIENT,
      sub: `g-${email}`,
      email,
      email_verified: true,
      name: 'Võ Thị Sáu',
      nonce: await googleNonce(ctx),
      ...claims,
    },
    options,
  );
}
