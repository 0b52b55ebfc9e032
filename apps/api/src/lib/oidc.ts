import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';

export interface OidcMetadata {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  jwks_uri: string;
  code_challenge_methods_supported?: string[];
}

export interface OidcClientOptions {
  issuer: string;
  clientId: string;
  clientSecret?: string;
  /** Other spellings of the issuer the provider puts in `iss` (Google: "accounts.google.com"). */
  issuerAliases?: string[];
}

const DISCOVERY_TTL_MS = 60 * 60 * 1000;
const FETCH_TIMEOUT_MS = 5000;

/** Thrown for anything that makes a proof from a provider unusable; never shown to the client. */
export class OidcError extends Error {}

/**
 * A relying party for one OpenID Connect provider: discovery (cached an hour), ID-token
 * verification against the provider's JWKS (jose caches the keys and refetches on an unknown
 * `kid`, which is how key rotation is followed), and the authorization-code exchange.
 */
export function createOidcClient(options: OidcClientOptions) {
  let metadata: { value: Promise<OidcMetadata>; at: number } | undefined;
  let jwks: { uri: string; keys: ReturnType<typeof createRemoteJWKSet> } | undefined;

  async function discover(): Promise<OidcMetadata> {
    if (!metadata || Date.now() - metadata.at > DISCOVERY_TTL_MS) {
      const url = `${options.issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`;
      const value = fetch(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) }).then(async (response) => {
        if (!response.ok) throw new OidcError(`discovery answered ${response.status}`);
        return (await response.json()) as OidcMetadata;
      });
      metadata = { value, at: Date.now() };
      value.catch(() => {
        metadata = undefined;
      });
    }
    return metadata.value;
  }

  async function keys() {
    const { jwks_uri: uri } = await discover();
    if (!jwks || jwks.uri !== uri)
      jwks = { uri, keys: createRemoteJWKSet(new URL(uri), { timeoutDuration: FETCH_TIMEOUT_MS }) };
    return jwks.keys;
  }

  return {
    discover,

    /** Signature, issuer, audience, expiry and (when given) nonce; only asymmetric algorithms. */
    async verifyIdToken(idToken: string, expected: { nonce?: string } = {}): Promise<JWTPayload> {
      const { payload } = await jwtVerify(idToken, await keys(), {
        issuer: [options.issuer, ...(options.issuerAliases ?? [])],
        audience: options.clientId,
        algorithms: ['RS256', 'RS384', 'RS512', 'PS256', 'ES256', 'ES384', 'EdDSA'],
        requiredClaims: ['sub', 'exp', 'iat'],
        clockTolerance: 30,
      }).catch((error: unknown) => {
        throw new OidcError(`ID token refused: ${error instanceof Error ? error.message : String(error)}`);
      });
      if (expected.nonce !== undefined && payload.nonce !== expected.nonce) throw new OidcError('nonce mismatch');
      return payload;
    },

    /** Exchanges an authorization code at the token endpoint; returns the ID token. */
    async exchangeCode(input: { code: string; redirectUri: string; codeVerifier?: string }): Promise<string> {
      const { token_endpoint: endpoint } = await discover();
      const body = new URLSearchParams({
        grant_type: 'authorization_code',
        code: input.code,
        redirect_uri: input.redirectUri,
        client_id: options.clientId,
        ...(options.clientSecret ? { client_secret: options.clientSecret } : {}),
        ...(input.codeVerifier ? { code_verifier: input.codeVerifier } : {}),
      });
      const response = await fetch(endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body,
        signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
      });
      if (!response.ok) throw new OidcError(`token endpoint answered ${response.status}`);
      const answer = (await response.json()) as { id_token?: unknown };
      if (typeof answer.id_token !== 'string') throw new OidcError('no id_token in the token answer');
      return answer.id_token;
    },
  };
}

export type OidcClient = ReturnType<typeof createOidcClient>;
