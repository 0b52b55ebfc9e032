import type { Language } from '@ladder/shared/constants';
import { translate } from '@ladder/shared/i18n/translate';
import { PHONE_CODE_MAX_ATTEMPTS, PHONE_CODE_TTL_MINUTES, type PhoneCodeSent } from '@ladder/shared/schemas/phone';
import type { PrivateUser } from '@ladder/shared/schemas/users';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { AppError, isUniqueViolation } from '../../lib/app-error';
import { newSixDigitCode, oneTimeCodes } from '../../lib/one-time-codes';
import { SmsRefusedError, type SmsTransport } from '../../sms/transports';
import { readable, vietnameseMobile } from './phone-numbers';
import { phoneVerificationRepository as repository, type SentLastHour } from './phone-verification.repository';
import type { Actor } from './actor';
import type { UsersService } from './users.service';

/**
 * A provider's failure without what it may echo (a number, the text holding the code): its
 * status, the network error's code (ECONNREFUSED…), or the error's name (TimeoutError).
 */
const reason = (err: unknown) => {
  if (err instanceof SmsRefusedError) return err.message;
  const cause = (err as { cause?: { code?: unknown } } | null)?.cause?.code;
  return typeof cause === 'string' ? cause : err instanceof Error ? err.name : 'send failed';
};

/**
 * Codes a member may be sent in an hour, to any numbers and to one number: the requests a member
 * makes count against that member, never against the number, so that nobody can use up someone
 * else's (docs/api/phone.md, "Limits"). Multiplied by RATE_LIMIT_SCALE, as every limit is.
 */
export const PHONE_CODE_LIMITS = { member: 5, memberNumber: 3 } as const;

/**
 * Refuses a code the limits do not allow, from what was sent in the last hour: the member's own
 * limits first (RATE_LIMITED), then the budget of all members together (SMS_BUDGET_SPENT), each
 * with the seconds until its oldest counted code is an hour old.
 */
function refuseOverLimits(sent: SentLastHour, limits: { scale: number; hourlyBudget: number }): void {
  if (sent.member_number >= PHONE_CODE_LIMITS.memberNumber * limits.scale)
    throw new AppError('RATE_LIMITED', { retryAfter: Math.max(1, sent.member_number_frees_in) });
  if (sent.member >= PHONE_CODE_LIMITS.member * limits.scale)
    throw new AppError('RATE_LIMITED', { retryAfter: Math.max(1, sent.member_frees_in) });
  if (sent.all >= limits.hourlyBudget)
    throw new AppError('SMS_BUDGET_SPENT', { retryAfter: Math.max(1, sent.all_frees_in) });
}

/**
 * Proving a member's Vietnamese mobile number by a 6-digit code sent by SMS (Decree
 * 147/2024/NĐ-CP; docs/api/phone.md, docs/decisions/0034-mobile-number-verification.md).
 */
export function createPhoneVerificationService(deps: {
  db: Db;
  sms: SmsTransport;
  /** The server's signing secret: codes are kept as an HMAC under a key derived from it. */
  secret: string;
  users: UsersService;
  log: FastifyBaseLogger;
  /** RATE_LIMIT_SCALE, and the codes all members together may be sent in an hour (SMS_HOURLY_BUDGET). */
  limits: { scale: number; hourlyBudget: number };
}) {
  const { db, sms, users, log } = deps;
  const codes = oneTimeCodes(deps.secret, 'phone verification codes');

  return {
    /**
     * Sends a new code to the number, superseding the member's earlier one. The SMS goes in the
     * request: a code lives five minutes, so one delivered late by a retry queue would be of no
     * use. When the provider does not take it, the code is removed and the member told to try
     * again (503), so no code counts that was not sent.
     */
    async requestCode(actor: Actor, typed: string, language: Language): Promise<PhoneCodeSent> {
      const phone = vietnameseMobile(typed);
      if (!phone) throw AppError.field('phone', 'validation.mobile_vn_invalid');
      const code = newSixDigitCode();
      // Counted and written under one lock: requests at once cannot all pass the same count.
      const id = await db.transaction(async (tx) => {
        await repository.lockSending(tx);
        refuseOverLimits(await repository.sentLastHour(tx, actor.id, phone), deps.limits);
        return repository.insertCode(tx, {
          userId: actor.id,
          phone,
          codeHash: codes.hash([actor.id, phone], code),
          expiresAt: new Date(Date.now() + PHONE_CODE_TTL_MINUTES * 60_000),
        });
      });
      try {
        const where = await sms.send({
          to: phone,
          text: translate(actor.default_language, 'sms.phone_code', { code, minutes: PHONE_CODE_TTL_MINUTES }),
        });
        log.info(`phone code sent: ${where}`);
      } catch (err) {
        await repository.deleteCode(db, id);
        log.warn({ reason: reason(err) }, 'SMS provider did not take a phone code');
        throw new AppError('UNAVAILABLE');
      }
      return {
        message: translate(language, 'messages.phone_code_sent', { phone: readable(phone) }),
        phone,
        expires_in_seconds: PHONE_CODE_TTL_MINUTES * 60,
      };
    },

    /**
     * Removes codes a day old: long past use, they only keep numbers a member typed (some
     * perhaps not theirs), which nothing needs (docs/api/phone.md, "Storage"). Returns how many went.
     */
    purgeOldCodes(): Promise<number> {
      return repository.deleteMadeBefore(db, new Date(Date.now() - 24 * 3600_000));
    },

    /**
     * Checks a code against the member's newest one: right, live and within its guesses, it
     * verifies the number it was sent to, once. A wrong guess counts even though it is refused.
     * A number another member verified is refused here (409), never when a code is asked for:
     * only whoever holds the phone learns that it has an account.
     */
    async verify(actor: Actor, code: string): Promise<PrivateUser> {
      const outcome = await db
        .transaction(async (tx) => {
          const row = await repository.lockNewest(tx, actor.id);
          const isLive = row && !row.used_at && row.expires_at > new Date() && row.attempts < PHONE_CODE_MAX_ATTEMPTS;
          if (!row || !isLive) return undefined;
          if (!codes.matches([actor.id, row.phone], code, row.code_hash)) {
            await repository.recordWrongGuess(tx, row.id);
            return undefined;
          }
          if (await repository.isVerifiedByAnother(tx, row.phone, actor.id)) throw new AppError('PHONE_TAKEN');
          await repository.markUsed(tx, row.id);
          return repository.setVerified(tx, actor.id, row.phone);
        })
        .catch((error: unknown) => {
          // Two members verifying one number at once: the unique index lets one through.
          if (isUniqueViolation(error, 'users_verified_phone_key')) throw new AppError('PHONE_TAKEN');
          throw error;
        });
      if (!outcome) throw new AppError('PHONE_CODE_INVALID');
      return users.me(outcome);
    },
  };
}

export type PhoneVerificationService = ReturnType<typeof createPhoneVerificationService>;
