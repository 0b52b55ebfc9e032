import type { Language } from '@ladder/shared/constants';
import type { FastifyBaseLogger } from 'fastify';
import type { JWTPayload } from 'jose';
import { createHash, randomBytes } from 'node:crypto';
import { consentFlag } from '@ladder/shared/schemas/fields';
import { z } from 'zod';
import type { Db } from '../../db/client';
import type { ExternalProvider } from '../../db/schema';
import { AppError, isUniqueViolation } from '../../lib/app-error';
import { OidcError, type OidcClient } from '../../lib/oidc';
import type { Actor } from '../users/actor';
import { refuseMissingSignUpBox, type UsersService } from '../users/users.service';
import { externalAuthRepository } from './external-auth.repository';
import type { AccessToken, SessionsService } from './sessions.service';
import type { OneTimeTokensService } from './one-time-tokens.service';

const REQUEST_TTL_MS = 10 * 60 * 1000;
const sha256 = (value: string) => createHash('sha256').update(value, 'utf8').digest('hex');
const random = () => randomBytes(32).toString('base64url');

/**
 * What the browser may send: a Google ID token, or a LinkedIn authorization code with its state.
 * The three sign-up boxes (`adult`, `terms`, `consent`) are asked of a sign-in that creates an
 * account, never of an existing member (docs/decisions/0055-privacy-choices-and-sign-up-consent.md).
 */
const boxes = { adult: consentFlag(), terms: consentFlag(), consent: consentFlag() };
const loginBodySchema = z.discriminatedUnion('signin_with', [
  z.object({ signin_with: z.literal('google'), credential: z.string().min(20).max(10_000), ...boxes }),
  z.object({
    signin_with: z.literal('linkedin'),
    code: z.string().min(1).max(2000),
    state: z.string().min(1).max(200),
    redirect_uri: z.string().min(1).max(2000),
    ...boxes,
  }),
]);
type SignUpBoxes = { adult?: boolean | undefined; terms?: boolean | undefined; consent?: boolean | undefined };

export interface ProviderClients {
  google?: OidcClient;
  linkedin?: OidcClient & { clientId: string };
}

export type StartAnswer =
  | { signin_with: 'google'; nonce: string }
  | { signin_with: 'linkedin'; nonce: string; state: string; authorization_url: string; redirect_uri: string };

const failed = () => new AppError('EXTERNAL_LOGIN_FAILED');

/**
 * Sign-in with Google and LinkedIn, proven on the server. Nothing the browser says about
 * a person is trusted: only an ID token whose signature, issuer, audience, expiry and nonce
 * check out, with a verified email.
 */
export function createExternalAuthService(deps: {
  db: Db;
  publicUrl: string;
  providers: ProviderClients;
  users: UsersService;
  sessions: SessionsService;
  tokens: OneTimeTokensService;
  log: FastifyBaseLogger;
}) {
  const { db, providers, users, sessions, tokens } = deps;
  const linkedinRedirectUri = `${deps.publicUrl}/linkedin`;

  function clientFor(provider: ExternalProvider): OidcClient {
    const client = providers[provider];
    if (!client) throw new AppError('NOT_FOUND');
    return client;
  }

  async function verifiedClaims(
    provider: ExternalProvider,
    body: z.infer<typeof loginBodySchema>,
  ): Promise<JWTPayload> {
    const client = clientFor(provider);
    if (body.signin_with === 'google') {
      const payload = await client.verifyIdToken(body.credential);
      if (typeof payload.nonce !== 'string') throw new OidcError('no nonce');
      const request = await externalAuthRepository.consumeRequest(db, 'google', { nonceHash: sha256(payload.nonce) });
      if (!request) throw new OidcError('unknown, used or expired nonce');
      return payload;
    }
    const request = await externalAuthRepository.consumeRequest(db, 'linkedin', { stateHash: sha256(body.state) });
    if (!request) throw new OidcError('unknown, used or expired state');
    if (body.redirect_uri !== request.redirect_uri) throw new OidcError('redirect_uri mismatch');
    const idToken = await client.exchangeCode({
      code: body.code,
      redirectUri: request.redirect_uri,
      ...(request.code_verifier ? { codeVerifier: request.code_verifier } : {}),
    });
    const payload = await client.verifyIdToken(idToken);
    if (typeof payload.nonce !== 'string' || sha256(payload.nonce) !== request.nonce_hash)
      throw new OidcError('nonce mismatch');
    return payload;
  }

  function profileOf(payload: JWTPayload) {
    const email = typeof payload.email === 'string' ? payload.email.trim().toLowerCase() : '';
    const isVerified = payload.email_verified === true || payload.email_verified === 'true';
    if (!payload.sub || !email || !z.email().safeParse(email).success) throw new OidcError('no usable email');
    if (!isVerified) throw new OidcError('email not verified');
    const given = typeof payload.given_name === 'string' ? payload.given_name : '';
    const family = typeof payload.family_name === 'string' ? payload.family_name : '';
    const rawName = typeof payload.name === 'string' && payload.name.trim() ? payload.name : `${given} ${family}`;
    const name = rawName.trim().slice(0, 255) || (email.split('@')[0] ?? 'Member');
    const picture =
      typeof payload.picture === 'string' && payload.picture.startsWith('https://')
        ? payload.picture.slice(0, 2000)
        : null;
    return { subject: payload.sub, email, name, picture };
  }

  async function memberFor(
    provider: ExternalProvider,
    payload: JWTPayload,
    language: Language,
    signUp: SignUpBoxes,
  ): Promise<Actor> {
    const profile = profileOf(payload);
    return db.transaction(async (tx) => {
      const linkedId = await externalAuthRepository.findIdentityUserId(tx, provider, profile.subject);
      if (linkedId) {
        const linked = await users.findById(linkedId, tx);
        if (!linked) throw failed();
        return linked;
      }
      // The provider verified this address, so it may join the account that has it.
      const existing = await users.findByEmail(profile.email, tx);
      // A new account needs the three boxes of the password sign-up, each its own (decision 0055);
      // the proof they sent is spent, so the browser starts the sign-in again with them ticked.
      if (!existing) refuseMissingSignUpBox(signUp);
      const member =
        existing ??
        (await users.createVerified(tx, {
          name: profile.name,
          email: profile.email,
          language,
          photoUrl: profile.picture,
          provider,
        }));
      await externalAuthRepository.insertIdentity(tx, {
        userId: member.id,
        provider,
        subject: profile.subject,
        email: profile.email,
      });
      if (existing && !existing.activated_at && !existing.deactivated_at) {
        // The provider proved a pending address: whoever registered it first proved nothing, so
        // their password, links and sessions go (docs/decisions/0018).
        await tokens.retireAll(tx, existing.id, 'activation');
        await sessions.revokeAll(existing.id, tx);
        return users.update(tx, existing.id, { is_active: true, activated_at: new Date(), hashed_password: null });
      }
      return member;
    });
  }

  return {
    async start(provider: ExternalProvider): Promise<StartAnswer> {
      const client = clientFor(provider);
      const nonce = random();
      const expiresAt = new Date(Date.now() + REQUEST_TTL_MS);
      if (provider === 'google') {
        await externalAuthRepository.insertRequest(db, { provider, nonce_hash: sha256(nonce), expires_at: expiresAt });
        return { signin_with: 'google', nonce };
      }
      const metadata = await client.discover().catch(() => {
        throw failed();
      });
      const state = random();
      // PKCE where the provider says it supports it (LinkedIn's web flow does not).
      const codeVerifier = metadata.code_challenge_methods_supported?.includes('S256') ? random() : null;
      await externalAuthRepository.insertRequest(db, {
        provider,
        nonce_hash: sha256(nonce),
        state_hash: sha256(state),
        code_verifier: codeVerifier,
        redirect_uri: linkedinRedirectUri,
        expires_at: expiresAt,
      });
      const url = new URL(metadata.authorization_endpoint);
      url.search = new URLSearchParams({
        response_type: 'code',
        client_id: providers.linkedin?.clientId ?? '',
        redirect_uri: linkedinRedirectUri,
        scope: 'openid profile email',
        state,
        nonce,
        ...(codeVerifier
          ? {
              code_challenge: createHash('sha256').update(codeVerifier).digest('base64url'),
              code_challenge_method: 'S256',
            }
          : {}),
      }).toString();
      return {
        signin_with: 'linkedin',
        nonce,
        state,
        authorization_url: url.toString(),
        redirect_uri: linkedinRedirectUri,
      };
    },

    async login(
      rawBody: unknown,
      language: Language,
      userAgent: string | undefined,
    ): Promise<AccessToken & { deletion_cancelled?: true }> {
      const parsed = loginBodySchema.safeParse(rawBody);
      if (!parsed.success) throw failed();
      const provider = parsed.data.signin_with;
      clientFor(provider);
      let member: Actor;
      try {
        const claims = await verifiedClaims(provider, parsed.data);
        member = await memberFor(provider, claims, language, parsed.data);
      } catch (error) {
        if (error instanceof OidcError) {
          deps.log.warn({ provider, reason: error.message }, 'external sign-in refused');
          throw failed();
        }
        if (isUniqueViolation(error)) throw failed();
        throw error;
      }
      const cancelled = await users.keepAccount(member);
      if (!member.is_active && !cancelled) throw new AppError('ACCOUNT_INACTIVE', { extra: { is_active: false } });
      return { ...(await sessions.issue(member.id, userAgent)), ...(cancelled ? { deletion_cancelled: true } : {}) };
    },

    /**
     * Throws unless `proof` (the body `login` takes) is a fresh sign-in with a provider identity
     * linked to this member: how a member without a password confirms deleting their account.
     */
    async confirm(actor: Actor, proof: unknown): Promise<void> {
      const parsed = loginBodySchema.safeParse(proof);
      if (!parsed.success) throw failed();
      const provider = parsed.data.signin_with;
      let subject: string;
      try {
        subject = profileOf(await verifiedClaims(provider, parsed.data)).subject;
      } catch (error) {
        if (!(error instanceof OidcError)) throw error;
        deps.log.warn({ provider, reason: error.message }, 'external confirmation refused');
        throw failed();
      }
      if ((await externalAuthRepository.findIdentityUserId(db, provider, subject)) !== actor.id) throw failed();
    },
  };
}

export type ExternalAuthService = ReturnType<typeof createExternalAuthService>;
