import { createHash, randomBytes } from 'node:crypto';
import type { DbOrTx } from '../../db/client';
import type { OneTimeTokenPurpose } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { oneTimeTokensRepository, type OneTimeTokenRow, type Registration } from './one-time-tokens.repository';

/** How long each kind of mailed link stays valid. */
export const TOKEN_TTL_HOURS: Record<OneTimeTokenPurpose, number> = {
  activation: 48,
  password_reset: 1,
  email_change: 24,
};

const hashToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

/** Random single-use tokens for mailed links; only their SHA-256 is stored. */
export function createOneTimeTokensService() {
  return {
    /**
     * Issues a new token, retiring the member's earlier unused ones of the same purpose; an
     * email change names the new address, an activation the registration it activates. `db` is
     * a transaction: the member's row stays locked until it ends.
     */
    async issue(
      db: DbOrTx,
      userId: string,
      purpose: OneTimeTokenPurpose,
      carried: { newEmail?: string; registration?: Registration } = {},
    ): Promise<string> {
      const token = randomBytes(32).toString('base64url');
      // Without the lock, two registrations (or resets) at once each retire the links committed
      // before them, not each other's, and both links stay live (concurrency.api.test.ts).
      await oneTimeTokensRepository.lockLinks(db, userId);
      await oneTimeTokensRepository.retireAll(db, userId, purpose);
      await oneTimeTokensRepository.insert(db, {
        userId,
        purpose,
        tokenHash: hashToken(token),
        expiresAt: new Date(Date.now() + TOKEN_TTL_HOURS[purpose] * 3600 * 1000),
        newEmail: carried.newEmail,
        registration: carried.registration,
      });
      return token;
    },

    liveRegistration(db: DbOrTx, userId: string): Promise<Registration | undefined> {
      return oneTimeTokensRepository.liveRegistration(db, userId);
    },

    /** A live token, not used by this look; an unknown, used or expired one is TOKEN_INVALID. */
    async findLive(db: DbOrTx, token: string, purpose: OneTimeTokenPurpose): Promise<OneTimeTokenRow> {
      const row = await oneTimeTokensRepository.findLive(db, hashToken(token), purpose);
      if (!row) throw new AppError('TOKEN_INVALID');
      return row;
    },

    /** Uses a token once; an unknown, used or expired one is TOKEN_INVALID. */
    async consume(db: DbOrTx, token: string, purpose: OneTimeTokenPurpose): Promise<OneTimeTokenRow> {
      const row = await oneTimeTokensRepository.consume(db, hashToken(token), purpose);
      if (!row) throw new AppError('TOKEN_INVALID');
      return row;
    },

    retireAll(db: DbOrTx, userId: string, purpose: OneTimeTokenPurpose): Promise<void> {
      return oneTimeTokensRepository.retireAll(db, userId, purpose);
    },
  };
}

export type OneTimeTokensService = ReturnType<typeof createOneTimeTokensService>;
