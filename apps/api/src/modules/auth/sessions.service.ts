import { createSigner, createVerifier, TokenError } from 'fast-jwt';
import { createReadCaches, type ReadCaches } from '../../cache/read-caches';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../users/actor';
import { sessionsRepository } from './sessions.repository';
import { cacheTags } from '../../cache/tags';

export const SESSION_TTL_SECONDS = 30 * 24 * 3600;
const ISSUER = 'ladder';
const AUDIENCE = 'ladder-api';

export interface AccessToken {
  access_token: string;
  token_type: 'bearer';
}

export interface Authenticated {
  user: Actor;
  sessionId: string;
}

interface Claims {
  userId: string;
  sessionId: string;
  expiresAt: number;
}

const UUID = /^[0-9a-f-]{36}$/i;

/**
 * Access tokens are HS256 JWTs naming a row of `sessions`; a token is honoured only
 * while that row is live, so logout and password changes revoke it at once.
 */
export function createSessionsService(deps: { db: Db; jwtSecret: string; caches?: ReadCaches }) {
  const caches = deps.caches ?? createReadCaches(null);
  // fast-jwt signs and verifies with node:crypto's HMAC, synchronously: 5 µs of CPU a verify
  // where jose (WebCrypto only, a thread-pool job a call) took 38 µs, about 6 % of an uncached
  // feed page's API CPU (docs/capacity.md). jose stays for sign-in with OpenID providers (their
  // keys are fetched and rotate). `alg` is pinned: `none` and every other algorithm fail.
  const sign = createSigner({ key: deps.jwtSecret, algorithm: 'HS256', iss: ISSUER, aud: AUDIENCE });
  const verifyToken: (token: string) => unknown = createVerifier({
    key: deps.jwtSecret,
    algorithms: ['HS256'],
    allowedIss: ISSUER,
    allowedAud: AUDIENCE,
    requiredClaims: ['sub', 'sid', 'exp'],
    cache: false,
  });
  // A verified token's claims depend only on the token; the session row behind it is cached
  // until a change to the session or its user evicts it (docs/decisions/0011-read-caches.md).
  const verified = caches.create<Claims>('tokens', { max: 20_000, ttlMs: 10 * 60_000 });
  const liveUsers = caches.create<Actor>('sessions', { max: 20_000, ttlMs: 60_000 });

  function verify(token: string): Claims {
    let payload: unknown;
    try {
      payload = verifyToken(token);
    } catch (error) {
      if (error instanceof TokenError) throw new AppError('CREDENTIALS_INVALID');
      throw error;
    }
    const { sub, sid, exp } = (payload ?? {}) as Record<string, unknown>;
    if (
      typeof sub !== 'string' ||
      typeof sid !== 'string' ||
      typeof exp !== 'number' ||
      !UUID.test(sub) ||
      !UUID.test(sid)
    )
      throw new AppError('CREDENTIALS_INVALID');
    return { userId: sub, sessionId: sid, expiresAt: exp * 1000 };
  }

  return {
    async issue(userId: string, userAgent: string | undefined, db: DbOrTx = deps.db): Promise<AccessToken> {
      const expiresAt = new Date(Date.now() + SESSION_TTL_SECONDS * 1000);
      const sessionId = await sessionsRepository.insert(db, {
        userId,
        expiresAt,
        userAgent: userAgent?.slice(0, 255) ?? null,
      });
      const token = sign({ sid: sessionId, sub: userId, exp: Math.floor(expiresAt.getTime() / 1000) });
      return { access_token: token, token_type: 'bearer' };
    },

    /** Resolves a bearer token to its live session and user, or throws CREDENTIALS_INVALID. */
    async authenticate(token: string): Promise<Authenticated> {
      let claims = verified.get(token);
      if (!claims) {
        // Claims read no row: nothing can change under them.
        claims = verify(token);
        verified.set(token, claims, [], caches.epoch);
      }
      if (claims.expiresAt <= Date.now()) throw new AppError('CREDENTIALS_INVALID');
      const { sessionId, userId } = claims;
      let user = liveUsers.get(sessionId);
      if (!user || user.id !== userId) {
        const since = caches.epoch;
        user = await sessionsRepository.findLiveUser(deps.db, sessionId, userId);
        if (!user) throw new AppError('CREDENTIALS_INVALID');
        // Shared by every request of the session while cached: nobody may change it.
        Object.freeze(user);
        if (user.is_active)
          liveUsers.set(sessionId, user, [cacheTags.session(sessionId), cacheTags.user(userId)], since);
      }
      if (!user.is_active) throw new AppError('ACCOUNT_INACTIVE', { extra: { is_active: false } });
      return { user, sessionId };
    },

    /** Which of these sessions are still live (the live notification streams ask). */
    liveOf: (sessionIds: string[]): Promise<Set<string>> => sessionsRepository.liveOf(deps.db, sessionIds),

    revoke(sessionId: string, db: DbOrTx = deps.db): Promise<void> {
      return sessionsRepository.revoke(db, sessionId);
    },

    revokeAll(userId: string, db: DbOrTx = deps.db): Promise<void> {
      return sessionsRepository.revokeAllOfUser(db, userId);
    },
  };
}

export type SessionsService = ReturnType<typeof createSessionsService>;
