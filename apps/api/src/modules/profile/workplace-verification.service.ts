import type { Language } from '@ladder/shared/constants';
import { translate } from '@ladder/shared/i18n/translate';
import {
  WORK_CODE_MAX_ATTEMPTS,
  WORK_CODE_TTL_MINUTES,
  type WorkCodeSent,
} from '@ladder/shared/schemas/profile-verification';
import type { Db } from '../../db/client';
import { lockMemberRow } from '../../db/locks';
import { AppError } from '../../lib/app-error';
import { newSixDigitCode, oneTimeCodes } from '../../lib/one-time-codes';
import { isUuid } from '../../lib/paging';
import type { Mailer } from '../../mail/mailer';
import { renderMail } from '../../mail/templates';
import type { Actor } from '../users/actor';
import { domainOf, isFreeMailDomain } from './free-mail';
import { workplaceVerificationRepository as repository, type OwnItem } from './workplace-verification.repository';

/**
 * Codes a member may be mailed in an hour, for all their items together: the requests count
 * against the member, never an address. Multiplied by RATE_LIMIT_SCALE, as every limit is.
 */
export const WORK_CODE_LIMIT = 5;

/**
 * A verified workplace or school (docs/api/profile.md "Verified workplace or school"): a member
 * proves an address at the domain of an experience's or education's organization by a 6-digit
 * code sent there by mail; the item then names the domain, never the address, for a year.
 */
export function createWorkplaceVerificationService(deps: {
  db: Db;
  mailer: Mailer;
  /** The server's signing secret: codes are kept as an HMAC under a key derived from it. */
  secret: string;
  /** RATE_LIMIT_SCALE. */
  scale: number;
}) {
  const { db, mailer } = deps;
  // The item's organization is in the code's HMAC: a code asked for before it changed no longer works.
  const codes = oneTimeCodes(deps.secret, 'workplace verification codes');
  const codeParts = (userId: string, item: OwnItem, domain: string) => [userId, item.id, item.organization, domain];

  const notFound = () => new AppError('PROFILE_ITEM_NOT_FOUND');
  /** The member's own experience or education item, else 404 (another's, none) or 409 (a certificate). */
  const verifiable = (item: OwnItem | undefined): OwnItem => {
    if (!item) throw notFound();
    if (item.kind === 'certificate') throw new AppError('PROFILE_ITEM_NOT_VERIFIABLE');
    return item;
  };
  const itemId = (id: string) => {
    if (!isUuid(id)) throw notFound();
    return id.toLowerCase();
  };

  return {
    /**
     * Mails a new code to the address, superseding the member's earlier one for the item. The
     * code row and its mail are written in one transaction: no mail without its code, nor a code
     * that was never sent. The address is in the mail alone, never in a row or a log line.
     */
    async requestCode(actor: Actor, id: string, address: string, language: Language): Promise<WorkCodeSent> {
      const domain = domainOf(address);
      if (isFreeMailDomain(domain))
        throw new AppError('FREE_MAIL_DOMAIN', {
          errors: [{ field: 'email', message: 'profile_items.errors.free_mail_domain' }],
        });
      const code = newSixDigitCode();
      await db.transaction(async (tx) => {
        // Counted and written under the member's lock: requests at once cannot all pass one count.
        await lockMemberRow(tx, actor.id);
        const item = verifiable(await repository.lockOwnItem(tx, actor.id, itemId(id)));
        const sent = await repository.sentLastHour(tx, actor.id);
        if (sent.sent >= WORK_CODE_LIMIT * deps.scale)
          throw new AppError('RATE_LIMITED', { retryAfter: Math.max(1, sent.frees_in) });
        await repository.insertCode(tx, {
          userId: actor.id,
          itemId: item.id,
          domain,
          codeHash: codes.hash(codeParts(actor.id, item, domain), code),
          expiresAt: new Date(Date.now() + WORK_CODE_TTL_MINUTES * 60_000),
        });
        await mailer.enqueue(
          renderMail({
            language: actor.default_language,
            to: address,
            name: actor.name,
            subject: 'profile_items.mail_subject',
            body: 'profile_items.mail_body',
            params: { code, organization: item.organization, domain, minutes: WORK_CODE_TTL_MINUTES },
          }),
          tx,
        );
      });
      mailer.wake();
      return {
        message: translate(language, 'profile_items.code_sent', { domain }),
        domain,
        expires_in_seconds: WORK_CODE_TTL_MINUTES * 60,
      };
    },

    /**
     * Checks a code against the member's newest one for the item: right, live and within its
     * guesses, it verifies the item with the code's domain, once, and starts its year again. A
     * wrong guess counts even though it is refused.
     */
    async confirm(actor: Actor, id: string, code: string): Promise<void> {
      const verified = await db.transaction(async (tx) => {
        const item = verifiable(await repository.lockOwnItem(tx, actor.id, itemId(id)));
        const row = await repository.lockNewest(tx, actor.id, item.id);
        const isLive = row && !row.used_at && row.expires_at > new Date() && row.attempts < WORK_CODE_MAX_ATTEMPTS;
        if (!row || !isLive) return false;
        if (!codes.matches(codeParts(actor.id, item, row.domain), code, row.code_hash)) {
          await repository.recordWrongGuess(tx, row.id);
          return false;
        }
        await repository.markUsed(tx, row.id);
        await repository.setVerified(tx, actor.id, item.id, row.domain);
        return true;
      });
      if (!verified) throw new AppError('WORK_CODE_INVALID');
    },

    /** The member takes the badge off the item. */
    async remove(actor: Actor, id: string): Promise<void> {
      if (!(await repository.clearVerified(db, actor.id, itemId(id)))) throw notFound();
    },

    /** Removes codes a day old: long past use, they only keep domains a member typed. Returns how many went. */
    purgeOldCodes(): Promise<number> {
      return repository.deleteMadeBefore(db, new Date(Date.now() - 24 * 3600_000));
    },
  };
}

export type WorkplaceVerificationService = ReturnType<typeof createWorkplaceVerificationService>;
