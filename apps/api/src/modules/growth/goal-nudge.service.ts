import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import type { Language } from '@ladder/shared/constants';
import type { NudgeSettings, NudgeSettingsInput } from '@ladder/shared/schemas/goal-nudge';
import { translate } from '@ladder/shared/i18n/translate';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { isUuid } from '../../lib/paging';
import type { Mailer } from '../../mail/mailer';
import { renderMail } from '../../mail/templates';
import type { Actor } from '../users/actor';
import { goalNudgeRepository, type NudgeRow } from './goal-nudge.repository';

/** Members claimed and nudged per transaction. */
const BATCH = 100;

/**
 * The weekly nudge of a member with goals (docs/decisions/0053-a-weekly-nudge-and-an-activity-calendar.md):
 * the settings, the hourly run that queues the nudges that are due, and the mail's signed
 * one-click unsubscribe link.
 */
export function createGoalNudgeService(deps: { db: Db; mailer: Mailer; publicUrl: string; secret: string }) {
  const { db, mailer, publicUrl } = deps;
  // The link names the member; its signature, keyed with a secret the database never holds, proves Ladder made it.
  const key = Buffer.from(hkdfSync('sha256', deps.secret, 'ladder', 'goal nudge unsubscribe links', 32));
  const signatureOf = (userId: string) => createHmac('sha256', key).update(userId).digest();
  /** The member's id (36 characters) then the signature: letters, digits, `-` and `_` only. */
  const tokenOf = (userId: string) => `${userId}${signatureOf(userId).toString('base64url')}`;

  /** The member a token names when Ladder signed it; else 400 NUDGE_LINK_INVALID. */
  function memberOf(token: string | undefined): string {
    const userId = (token ?? '').slice(0, 36);
    const signature = (token ?? '').slice(36);
    const given = Buffer.from(signature, 'base64url');
    const isSigned =
      /^[\w-]{43}$/.test(signature) &&
      isUuid(userId) &&
      given.length === 32 &&
      timingSafeEqual(given, signatureOf(userId.toLowerCase()));
    if (!isSigned) throw new AppError('NUDGE_LINK_INVALID');
    return userId.toLowerCase();
  }

  async function send(tx: DbOrTx, row: NudgeRow): Promise<void> {
    if (!row.career_track_id || !row.skill_name || !row.track_title) return; // nothing left to do
    if (row.channel === 'notification') return goalNudgeRepository.notify(tx, row);
    const language = row.default_language;
    await mailer.enqueue(
      renderMail({
        language,
        to: row.email,
        name: row.name,
        subject: 'goalNudge.mail_subject',
        body: row.moved > 0 ? 'goalNudge.mail_moved' : 'goalNudge.mail_moved_none',
        params: { count: row.moved },
        items: [translate(language, 'goalNudge.mail_next_step', { skill: row.skill_name, track: row.track_title })],
        action: { label: 'goalNudge.mail_button', url: `${publicUrl}/goals/${row.career_track_id}` },
        notice: true,
        unsubscribeUrl: `${publicUrl}/api/v1/goal-nudge/unsubscribe?token=${tokenOf(row.id)}`,
      }),
      tx,
    );
  }

  return {
    settings(actor: Actor): Promise<NudgeSettings> {
      return goalNudgeRepository.settings(db, actor.id);
    },

    async saveSettings(actor: Actor, input: NudgeSettingsInput): Promise<NudgeSettings> {
      const current = await goalNudgeRepository.settings(db, actor.id);
      await goalNudgeRepository.save(db, actor.id, { ...current, ...input });
      return goalNudgeRepository.settings(db, actor.id);
    },

    /**
     * Queues the nudges due at `now`, a batch per transaction, until none is due. Several
     * instances may run it at once: the claim of a member's week is unique, so each is nudged
     * once. Answers how many members were claimed.
     */
    async sendDue(now = new Date()): Promise<number> {
      let claimed = 0;
      for (;;) {
        const count = await db.transaction(async (tx) => {
          const rows = await goalNudgeRepository.claimDue(tx, now, BATCH);
          if (rows.length === 0) return 0;
          for (const row of await goalNudgeRepository.details(tx, rows, now)) await send(tx, row);
          return rows.length;
        });
        claimed += count;
        if (count > 0) mailer.wake();
        if (count < BATCH) return claimed;
      }
    },

    /** The mail's link: turns the nudge off, signed in or not. */
    async unsubscribe(token: string | undefined): Promise<{ language: Language | undefined }> {
      const userId = memberOf(token);
      await goalNudgeRepository.unsubscribe(db, userId);
      return { language: await goalNudgeRepository.languageOf(db, userId) };
    },

    /** For tests and the docs: the link a member's mail carries. */
    unsubscribeToken: tokenOf,
  };
}

export type GoalNudgeService = ReturnType<typeof createGoalNudgeService>;
