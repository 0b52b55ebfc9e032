import { randomIp, type TestContext } from './helper';
import type { OidcProvider } from './oidc-provider';

// Google sign-in against the loopback provider of oidc-provider.ts, for API tests (the browser
// tests import the provider alone, without the API test helpers).

/** The client id the test apps give Google sign-in. */
export const GOOGLE_CLIENT = 'google-client-id.apps.example';

/** The settings that point the app's Google sign-in at this provider. */
export const googleEnv = (provider: OidcProvider) => ({
  GOOGLE_CLIENT_ID: GOOGLE_CLIENT,
  OIDC_GOOGLE_ISSUER: provider.issuer,
});

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
