import { OAuth2Server } from 'oauth2-mock-server';

export interface OidcPerson {
  sub: string;
  email: string;
  email_verified: boolean;
  name: string;
}

/**
 * A real OpenID Connect provider on loopback (oauth2-mock-server): discovery, JWKS, an
 * authorize endpoint that redirects straight back with a code, and a token endpoint. `person`
 * decides the claims of the ID tokens its token endpoint issues next.
 */
export async function startOidcProvider() {
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  await server.start(0, '127.0.0.1');
  const issuer = server.issuer.url ?? '';
  let person: OidcPerson = {
    sub: 'linkedin-user-1',
    email: 'linked@example.com',
    email_verified: true,
    name: 'Đặng Thùy Linh',
  };

  server.service.on('beforeTokenSigning', (token: { payload: Record<string, unknown> }) => {
    if ('nonce' in token.payload || token.payload.aud) Object.assign(token.payload, person);
  });

  return {
    issuer,
    setPerson(next: OidcPerson) {
      person = next;
    },
    /** A Google-style ID token signed by this provider's key, with any claims overridden. */
    idToken(claims: Record<string, unknown>, options: { expiresIn?: number } = {}): Promise<string> {
      return server.issuer.buildToken({
        ...(options.expiresIn !== undefined ? { expiresIn: options.expiresIn } : {}),
        scopesOrTransform: (_header, payload) => Object.assign(payload, claims),
      });
    },
    stop: () => server.stop(),
  };
}

export type OidcProvider = Awaited<ReturnType<typeof startOidcProvider>>;
