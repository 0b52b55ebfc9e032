import { PRIVACY_POLICY_VERSION, type Language } from '@ladder/shared/constants';
import type { Plan } from '@ladder/shared/schemas/people';
import type { PrivateUser, PublicUser, UpdateMeInput } from '@ladder/shared/schemas/users';
import type { Db, DbOrTx } from '../../db/client';
import { AppError, isUniqueViolation } from '../../lib/app-error';
import type { PhotoKind } from '../../storage/photo-keys';
import type { SessionsService } from '../auth/sessions.service';
import { usernameCandidates } from './usernames';
import type { UsersPresenter } from './users.presenter';
import type { Actor, Viewer } from './actor';
import { assertMayReadMember } from './profile.policy';
import { accountErasureRepository } from './account-erasure.repository';
import { usersRepository, type NewUserRow, type UserRow } from './users.repository';

/** What a consent given now records: when, and to which version of the policy (docs/decisions/0030). */
export const consentNow = () => ({
  term_privacy_accepted_at: new Date(),
  term_privacy_version: PRIVACY_POLICY_VERSION,
});

/**
 * What a sign-up records: the age confirmed, the User Agreement accepted and the consent to the
 * processing of personal data, each its own box, at one time and policy version
 * (docs/decisions/0055-privacy-choices-and-sign-up-consent.md).
 */
export const signUpConsentNow = () => {
  const consent = consentNow();
  return {
    ...consent,
    adult_confirmed_at: consent.term_privacy_accepted_at,
    terms_accepted_at: consent.term_privacy_accepted_at,
  };
};

/** A sign-up without one of its three boxes: its own code and a field error on that box. */
export function refuseMissingSignUpBox(input: {
  adult?: boolean | undefined;
  terms?: boolean | undefined;
  consent?: boolean | undefined;
}): void {
  if (input.adult !== true)
    throw new AppError('AGE_CONFIRMATION_REQUIRED', {
      errors: [{ field: 'adult', message: 'privacy.errors.age_required' }],
    });
  if (input.terms !== true)
    throw new AppError('TERMS_REQUIRED', { errors: [{ field: 'terms', message: 'privacy.errors.terms_required' }] });
  if (input.consent !== true) throw consentRequired();
}

/** A new account asked for without `"consent": true`; `errors` points the form at its box. */
export const consentRequired = () =>
  new AppError('CONSENT_REQUIRED', { errors: [{ field: 'consent', message: 'validation.consent_required' }] });

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The first username made from a name (or email) that nobody has yet, in any case. */
export async function freeUsername(db: DbOrTx, name: string, email: string): Promise<string> {
  for (const username of usernameCandidates(name, email)) {
    if (!(await usersRepository.isUsernameTaken(db, username))) return username;
  }
  throw new Error('no free username found');
}

/** Hidden during a deletion's grace period (not deactivated): signing in or a reset brings them back. */
export const isInGracePeriod = (user: Pick<UserRow, 'deletion_due_at' | 'deactivated_at' | 'activated_at'>) =>
  user.deletion_due_at !== null && user.deactivated_at === null && user.activated_at !== null;

export function createUsersService(deps: {
  db: Db;
  presenter: UsersPresenter;
  sessions: SessionsService;
  /** The member's plan (the subscriptions module decides it). */
  plans: { planOf(userId: string): Promise<Plan> };
}) {
  const { db, presenter, plans } = deps;

  async function toPrivate(user: Actor): Promise<PrivateUser> {
    return presenter.toPrivate(user, await plans.planOf(user.id));
  }

  /**
   * Inserts a member under the first free username made from their name. A registration racing
   * this one may take the same name between the check and the insert: the insert then runs again
   * (in a savepoint, so the transaction goes on) with the next free name.
   */
  async function insertWithUsername(tx: DbOrTx, values: Omit<NewUserRow, 'username'>): Promise<UserRow> {
    for (let attempt = 0; ; attempt += 1) {
      const username = await freeUsername(tx, values.name, values.email);
      try {
        return await tx.transaction((savepoint) => usersRepository.insert(savepoint, { ...values, username }));
      } catch (error) {
        if (attempt >= 5 || !isUniqueViolation(error, 'users_username_lower_key')) throw error;
      }
    }
  }

  /** Whether the viewer follows the member, and whether either blocked the other (profile.policy.ts asks). */
  const relationOf = (viewerId: string, memberId: string) => usersRepository.relation(db, viewerId, memberId);

  async function findVisible(viewer: Viewer, find: () => Promise<UserRow | undefined>): Promise<PublicUser> {
    // A member either side blocked is not found, as if they were not there (404, never 403).
    const { member, followed } = await assertMayReadMember(viewer, await find(), relationOf);
    return presenter.toPublic(member, followed);
  }

  return {
    me(actor: Actor): Promise<PrivateUser> {
      return toPrivate(actor);
    },

    getById(viewer: Viewer, id: string): Promise<PublicUser> {
      if (!UUID.test(id)) return Promise.reject(new AppError('USER_NOT_FOUND'));
      return findVisible(viewer, () => usersRepository.findById(db, id));
    },

    /** `@lan`, `lan` and `%40lan` all name the member `@lan`. */
    getByUsername(viewer: Viewer, username: string): Promise<PublicUser> {
      const bare = username.trim().replace(/^@+/, '');
      if (!bare) return Promise.reject(new AppError('USER_NOT_FOUND'));
      return findVisible(viewer, () => usersRepository.findByUsername(db, `@${bare}`));
    },

    /**
     * Points the member's profile or cover photo at a newly stored object, under the member's
     * row lock; answers the updated member and the key it replaced (the caller removes its files).
     */
    async replacePhoto(
      actor: Actor,
      kind: PhotoKind,
      key: string,
      /** Told the photo the row is about to stop naming, before the change commits. */
      replacing: (previous: string | null) => Promise<void> = async () => undefined,
    ): Promise<{ user: PrivateUser; previous: string | null }> {
      const column = kind === 'profile_photo' ? 'photo_path' : 'cover_photo_path';
      const { row, previous } = await db.transaction(async (tx) => {
        const current = await usersRepository.lockById(tx, actor.id);
        if (!current) throw new AppError('USER_NOT_FOUND');
        await replacing(current[column]);
        const updated = await usersRepository.update(
          tx,
          actor.id,
          kind === 'profile_photo' ? { photo_path: key } : { cover_photo_path: key },
        );
        if (!updated) throw new AppError('USER_NOT_FOUND');
        return { row: updated, previous: current[column] };
      });
      return { user: await toPrivate(row), previous };
    },

    /**
     * A moderator's ban (docs/product.md "Reports, blocks and moderation"): the member is
     * deactivated as by their own choice, every session revoked, every count left, in `tx`.
     */
    async deactivate(tx: DbOrTx, userId: string): Promise<void> {
      await usersRepository.update(tx, userId, { is_active: false, deactivated_at: new Date() });
      await deps.sessions.revokeAll(userId, tx);
      await usersRepository.withdrawFromCounts(tx, userId);
    },

    async updateMe(actor: Actor, input: UpdateMeInput): Promise<PrivateUser> {
      const { is_active: isActive, ...changes } = input;
      if (changes.username && (await usersRepository.isUsernameTaken(db, changes.username, actor.id))) {
        throw new AppError('USERNAME_TAKEN');
      }
      if (changes.working_industry_id && !(await usersRepository.industryExists(db, changes.working_industry_id))) {
        throw AppError.field('working_industry_id', 'validation.industry_unknown');
      }
      try {
        const updated = await db.transaction(async (tx) => {
          const row = await usersRepository.update(tx, actor.id, {
            ...changes,
            ...(isActive === false ? { is_active: false, deactivated_at: new Date() } : {}),
          });
          // Deactivation ends every session at once and leaves every count, in the same transaction.
          if (isActive === false) {
            await deps.sessions.revokeAll(actor.id, tx);
            await usersRepository.withdrawFromCounts(tx, actor.id);
          }
          return row;
        });
        if (!updated) throw new AppError('USER_NOT_FOUND');
        return await toPrivate(updated);
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError('USERNAME_TAKEN');
        throw error;
      }
    },

    /**
     * Signing in during an account's grace period keeps it (docs/decisions/0033-erasing-an-account.md).
     * Answers whether a deletion was cancelled; an account erased meanwhile cannot sign in.
     */
    async keepAccount(user: Pick<UserRow, 'id' | 'deletion_due_at' | 'deactivated_at'>): Promise<boolean> {
      if (!user.deletion_due_at || user.deactivated_at) return false;
      // Shown again as it was: profile, posts and tracks, and its shared tracks in the counts.
      if (!(await db.transaction((tx) => accountErasureRepository.show(tx, user.id))))
        throw new AppError('LOGIN_FAILED');
      return true;
    },

    /**
     * Records that the member agreed to the policy now in force. A version other than the
     * current one (a page read before the policy changed) records nothing.
     */
    async recordConsent(actor: Actor, version: string): Promise<PrivateUser> {
      if (version !== PRIVACY_POLICY_VERSION) throw AppError.field('version', 'validation.consent_version_stale');
      const row = await usersRepository.update(db, actor.id, consentNow());
      if (!row) throw new AppError('USER_NOT_FOUND');
      return toPrivate(row);
    },

    /** Finished or skipped: the first run never comes back; the first time is kept (docs/decisions/0049-the-first-run.md). */
    async endFirstRun(actor: Actor): Promise<PrivateUser> {
      if (actor.first_run_done_at) return toPrivate(actor);
      const row = await usersRepository.update(db, actor.id, { first_run_done_at: new Date() });
      if (!row) throw new AppError('USER_NOT_FOUND');
      return toPrivate(row);
    },

    findByEmail(email: string, tx: DbOrTx = db): Promise<UserRow | undefined> {
      return usersRepository.findByEmail(tx, email);
    },

    /**
     * The member `id` as the viewer may see them: active, and no block either way (a goal's plan,
     * a member's skills and goals); else 404 USER_NOT_FOUND, as if they were not there.
     */
    async visibleMember(viewer: Viewer, id: string): Promise<UserRow> {
      const user = UUID.test(id) ? await usersRepository.findById(db, id.toLowerCase()) : undefined;
      return (await assertMayReadMember(viewer, user, relationOf)).member;
    },

    findById(id: string, tx: DbOrTx = db): Promise<UserRow | undefined> {
      return usersRepository.findById(tx, id);
    },

    /** The member's password hash (null when they sign in through a provider only), for a check. */
    passwordHash(id: string): Promise<string | null> {
      return usersRepository.passwordHash(db, id);
    },

    /**
     * A new member awaiting activation, with a username made from the name and no password yet:
     * the password travels with the activation link (docs/decisions/0018).
     */
    createPending(tx: DbOrTx, values: { name: string; email: string; language: Language }): Promise<UserRow> {
      return insertWithUsername(tx, {
        name: values.name,
        email: values.email,
        default_language: values.language,
        ...signUpConsentNow(),
      });
    },

    /**
     * Removes registrations never activated whose every link has expired, freeing their address
     * and username. Returns how many went.
     */
    purgeExpiredRegistrations(tx: DbOrTx = db): Promise<number> {
      return usersRepository.deleteExpiredPending(tx);
    },

    /** A member whose address an identity provider verified: active at once, no password. */
    createVerified(
      tx: DbOrTx,
      values: { name: string; email: string; language: Language; photoUrl: string | null; provider: string },
    ): Promise<UserRow> {
      return insertWithUsername(tx, {
        name: values.name,
        email: values.email,
        is_active: true,
        activated_at: new Date(),
        default_language: values.language,
        // Only after its three boxes were ticked (external-auth.service.ts).
        ...signUpConsentNow(),
        photo_path: values.photoUrl,
        signin_with: values.provider,
      });
    },

    async update(tx: DbOrTx, userId: string, changes: Parameters<typeof usersRepository.update>[2]): Promise<UserRow> {
      const row = await usersRepository.update(tx, userId, changes);
      if (!row) throw new AppError('USER_NOT_FOUND');
      return row;
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
