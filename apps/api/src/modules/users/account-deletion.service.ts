import type { Language } from '@ladder/shared/constants';
import { translate } from '@ladder/shared/i18n/translate';
import type { DeleteAccountAnswer, DeleteAccountInput } from '@ladder/shared/schemas/auth';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Mailer } from '../../mail/mailer';
import { mailDate, renderMail } from '../../mail/templates';
import { verifyPassword } from '../../lib/passwords';
import type { MediaStore } from '../../storage/media-store';
import type { SessionsService } from '../auth/sessions.service';
import { accountErasureRepository as erasure } from './account-erasure.repository';
import type { Actor } from './actor';
import { usersRepository, type UserRow } from './users.repository';

const DAY_MS = 24 * 3600 * 1000;

/**
 * Deleting an account for real (docs/decisions/0033-erasing-an-account.md), as distinct from
 * deactivating it: the member proves who they are, every session ends, and once the grace period
 * has passed the hourly work erases the account. Signing in before then keeps it.
 */
export function createAccountDeletionService(deps: {
  db: Db;
  sessions: SessionsService;
  media: MediaStore;
  log: FastifyBaseLogger;
  mailer: Mailer;
  publicUrl: string;
  graceDays: number;
  /** Throws unless `proof` is a fresh provider sign-in of this member (external-auth.service.ts). */
  confirmExternal: (actor: Actor, proof: unknown) => Promise<void>;
}) {
  const { db, sessions, media, log, mailer, graceDays } = deps;

  /**
   * The notice of a scheduled erasure, written with it (docs/decisions/0021): the date, and that
   * signing in keeps the account; and what to do if someone else asked for it.
   */
  const mailNotice = (tx: DbOrTx, actor: Actor, dueAt: Date) =>
    mailer.enqueue(
      renderMail({
        language: actor.default_language,
        to: actor.email,
        name: actor.name,
        subject: 'mail.deletion_subject',
        body: 'mail.deletion_body',
        params: { date: mailDate(dueAt, actor.default_language) },
        action: { label: 'mail.deletion_button', url: `${deps.publicUrl}/login` },
        notice: true,
      }),
      tx,
    );

  async function prove(actor: Actor, input: DeleteAccountInput) {
    if (input.password) {
      const hash = await usersRepository.passwordHash(db, actor.id);
      if (!(await verifyPassword(hash ?? undefined, input.password))) throw new AppError('CURRENT_PASSWORD_WRONG');
      return;
    }
    await deps.confirmExternal(actor, input.external);
  }

  /** Erases a claimed (locked) account in the caller's transaction; answers its media folders. */
  async function eraseClaimed(tx: DbOrTx, user: UserRow): Promise<string[]> {
    const folders = [`users/${user.id}`, ...(await erasure.postIds(tx, user.id)).map((id) => `posts/${id}`)];
    await erasure.withdraw(tx, user);
    await erasure.erase(tx, user);
    return folders;
  }

  /** A folder that cannot be removed now is logged; the orphan sweep removes its files later. */
  async function removeFolders(folders: string[]) {
    for (const folder of folders)
      await media
        .deleteFolder(folder)
        .catch((err: unknown) => log.error({ err, folder }, 'a media folder could not be deleted'));
  }

  /**
   * Erases due accounts one transaction each, until none is due (or only `onlyId`); several
   * instances may run it at once. Files go after the commit; one that cannot be removed is
   * logged, and the orphan sweep removes it later (docs/decisions/0022). Answers how many went.
   */
  async function eraseDue(onlyId?: string): Promise<number> {
    let erased = 0;
    for (;;) {
      const folders = await db.transaction(async (tx) => {
        const user = await erasure.claimDue(tx, onlyId);
        return user ? eraseClaimed(tx, user) : null;
      });
      if (folders === null) return erased;
      erased += 1;
      await removeFolders(folders);
      if (onlyId) return erased;
    }
  }

  return {
    /** When an account deleted now would be erased (the deletion page states it); null: at once. */
    dueIfAskedNow: () => ({
      deletion_due_at: graceDays === 0 ? null : new Date(Date.now() + graceDays * DAY_MS).toISOString(),
    }),

    async request(actor: Actor, input: DeleteAccountInput, language: Language): Promise<DeleteAccountAnswer> {
      await prove(actor, input);
      const dueAt = new Date(Date.now() + graceDays * DAY_MS);
      const atOnce = graceDays === 0;
      await db.transaction(async (tx) => {
        if (!(await erasure.setDue(tx, actor.id, dueAt))) throw new AppError('USER_NOT_FOUND');
        await sessions.revokeAll(actor.id, tx);
        // Hidden at once for the grace period; erased at once, the erasure withdraws everything.
        if (!atOnce) await erasure.hide(tx, actor.id);
        // Erased at once, there is nobody left to tell (and the erasure drops their mail).
        if (!atOnce) await mailNotice(tx, actor, dueAt);
      });
      if (atOnce) {
        await eraseDue(actor.id);
        return { message: translate(language, 'messages.account_erased'), deletion_due_at: null };
      }
      mailer.wake();
      return {
        message: translate(language, 'messages.deletion_scheduled', { count: graceDays }),
        deletion_due_at: dueAt.toISOString(),
      };
    },

    eraseDue: () => eraseDue(),
  };
}

export type AccountDeletionService = ReturnType<typeof createAccountDeletionService>;
