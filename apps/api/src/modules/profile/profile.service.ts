import {
  PROFILE_LIMITS,
  type ProfileItem,
  type ProfileItemInput,
  type ProfileItems,
} from '@ladder/shared/schemas/profile';
import type { Db } from '../../db/client';
import { lockMemberRow } from '../../db/locks';
import { AppError } from '../../lib/app-error';
import { isUuid } from '../../lib/paging';
import type { Actor, Viewer } from '../users/actor';
import { readerOf } from '../users/profile.policy';
import type { UsersService } from '../users/users.service';
import { profileRepository } from './profile.repository';

/**
 * Experience and education on a member's profile (docs/api/profile.md): each item is shown to
 * the reader its visibility allows, and to no one across a block (the member is not found).
 */
export function createProfileService(deps: { db: Db; users: UsersService }) {
  const { db, users } = deps;

  const notFound = () => new AppError('PROFILE_ITEM_NOT_FOUND');

  return {
    async items(viewer: Viewer, userId: string): Promise<ProfileItems> {
      const owner = await users.visibleMember(viewer, userId);
      return { items: await profileRepository.itemsOf(db, owner.id, readerOf(viewer, owner.id)) };
    },

    /** Adds an item; at most PROFILE_LIMITS.items, counted under the member's row lock. */
    add(actor: Actor, input: ProfileItemInput): Promise<ProfileItem> {
      return db.transaction(async (tx) => {
        await lockMemberRow(tx, actor.id);
        if ((await profileRepository.count(tx, actor.id)) >= PROFILE_LIMITS.items)
          throw new AppError('PROFILE_ITEM_LIMIT', { params: { max: PROFILE_LIMITS.items } });
        return profileRepository.insert(tx, actor.id, input);
      });
    },

    async update(actor: Actor, id: string, input: ProfileItemInput): Promise<ProfileItem> {
      const row = isUuid(id) ? await profileRepository.update(db, actor.id, id.toLowerCase(), input) : undefined;
      if (!row) throw notFound();
      return row;
    },

    async remove(actor: Actor, id: string): Promise<void> {
      if (!isUuid(id) || !(await profileRepository.remove(db, actor.id, id.toLowerCase()))) throw notFound();
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
