import type { Language } from '@ladder/shared/constants';
import type { PrivateUser, PublicUser, UpdateMeInput } from '@ladder/shared/schemas/users';
import type { Db, DbOrTx } from '../../db/client';
import { AppError, isUniqueViolation } from '../../lib/app-error';
import type { SessionsService } from '../auth/sessions.service';
import { usernameCandidates } from './usernames';
import type { UsersPresenter } from './users.presenter';
import { usersRepository, type NewUserRow, type UserRow } from './users.repository';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The first username made from a name (or email) that nobody has yet, in any case. */
export async function freeUsername(db: DbOrTx, name: string, email: string): Promise<string> {
  for (const username of usernameCandidates(name, email)) {
    if (!(await usersRepository.isUsernameTaken(db, username))) return username;
  }
  throw new Error('no free username found');
}

export function createUsersService(deps: { db: Db; presenter: UsersPresenter; sessions: SessionsService }) {
  const { db, presenter } = deps;

  /** Inserts a member under the first free username made from their name. */
  async function insertWithUsername(tx: DbOrTx, values: Omit<NewUserRow, 'username'>): Promise<UserRow> {
    return usersRepository.insert(tx, { ...values, username: await freeUsername(tx, values.name, values.email) });
  }

  async function findVisible(find: () => Promise<UserRow | undefined>): Promise<PublicUser> {
    const user = await find();
    if (!user || !user.is_active) throw new AppError('USER_NOT_FOUND');
    return presenter.toPublic(user);
  }

  return {
    me(actor: UserRow): PrivateUser {
      return presenter.toPrivate(actor);
    },

    getById(id: string): Promise<PublicUser> {
      if (!UUID.test(id)) return Promise.reject(new AppError('USER_NOT_FOUND'));
      return findVisible(() => usersRepository.findById(db, id));
    },

    /** `@lan`, `lan` and `%40lan` all name the member `@lan`. */
    getByUsername(username: string): Promise<PublicUser> {
      const bare = username.trim().replace(/^@+/, '');
      if (!bare) return Promise.reject(new AppError('USER_NOT_FOUND'));
      return findVisible(() => usersRepository.findByUsername(db, `@${bare}`));
    },

    async updateMe(actor: UserRow, input: UpdateMeInput): Promise<PrivateUser> {
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
          // Deactivation ends every session at once, in the same transaction.
          if (isActive === false) await deps.sessions.revokeAll(actor.id, tx);
          return row;
        });
        if (!updated) throw new AppError('USER_NOT_FOUND');
        return presenter.toPrivate(updated);
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError('USERNAME_TAKEN');
        throw error;
      }
    },

    findByEmail(email: string, tx: DbOrTx = db): Promise<UserRow | undefined> {
      return usersRepository.findByEmail(tx, email);
    },

    findById(id: string, tx: DbOrTx = db): Promise<UserRow | undefined> {
      return usersRepository.findById(tx, id);
    },

    /** A new member awaiting activation, with a username made from the name. */
    createPending(
      tx: DbOrTx,
      values: { name: string; email: string; hashedPassword: string; language: Language },
    ): Promise<UserRow> {
      return insertWithUsername(tx, {
        name: values.name,
        email: values.email,
        hashed_password: values.hashedPassword,
        default_language: values.language,
        term_privacy_accepted_at: new Date(),
      });
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
        term_privacy_accepted_at: new Date(),
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
