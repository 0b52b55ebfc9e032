import {
  PROFILE_LIMITS,
  type ProfileItem,
  type ProfileItemInput,
  type ProfileItems,
} from '@ladder/shared/schemas/profile';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { lockMemberRow } from '../../db/locks';
import { AppError } from '../../lib/app-error';
import { isUuid } from '../../lib/paging';
import type { MediaStore } from '../../storage/media-store';
import type { Actor, Viewer } from '../users/actor';
import { readerOf } from '../users/profile.policy';
import type { UsersService } from '../users/users.service';
import { forgetFiles } from '../../storage/forget-files';
import { profileRepository, type ProfileItemRow } from './profile.repository';

/**
 * Experience and education on a member's profile (docs/api/profile.md): each item is shown to
 * the reader its visibility allows, and to no one across a block (the member is not found). A
 * certificate may carry one file, stored by the uploads module and removed with the item.
 */
export function createProfileService(deps: {
  db: Db;
  users: UsersService;
  media: Pick<MediaStore, 'delete' | 'url'>;
  log: FastifyBaseLogger;
}) {
  const { db, users, media, log } = deps;

  const notFound = () => new AppError('PROFILE_ITEM_NOT_FOUND');
  const present = ({ file_key, file_content_type, ...row }: ProfileItemRow): ProfileItem => {
    const url = media.url(file_key);
    return { ...row, file: url && file_content_type ? { url, content_type: file_content_type } : null };
  };
  const forget = (key: string | null) => forgetFiles(media, log, [key]);

  return {
    async items(viewer: Viewer, userId: string): Promise<ProfileItems> {
      const owner = await users.visibleMember(viewer, userId);
      const rows = await profileRepository.itemsOf(db, owner.id, readerOf(viewer, owner.id));
      return { items: rows.map(present) };
    },

    /** Adds an item; at most PROFILE_LIMITS.items, counted under the member's row lock. */
    async add(actor: Actor, input: ProfileItemInput): Promise<ProfileItem> {
      const row = await db.transaction(async (tx) => {
        await lockMemberRow(tx, actor.id);
        if ((await profileRepository.count(tx, actor.id)) >= PROFILE_LIMITS.items)
          throw new AppError('PROFILE_ITEM_LIMIT', { params: { max: PROFILE_LIMITS.items } });
        return profileRepository.insert(tx, actor.id, input);
      });
      return present(row);
    },

    /** Changes an item; one that stops being a certificate loses its file. */
    async update(actor: Actor, id: string, input: ProfileItemInput): Promise<ProfileItem> {
      const row = isUuid(id) ? await profileRepository.update(db, actor.id, id.toLowerCase(), input) : undefined;
      if (!row) throw notFound();
      const { removed_key, ...item } = row;
      await forget(removed_key);
      return present(item);
    },

    async remove(actor: Actor, id: string): Promise<void> {
      const removed = isUuid(id) ? await profileRepository.remove(db, actor.id, id.toLowerCase()) : undefined;
      if (!removed) throw notFound();
      await forget(removed.file_key);
    },

    /** Before an upload reads a byte: the actor's own certificate, else not found (or 409 for another kind). */
    async assertOwnCertificate(actor: Actor, userId: string, id: string): Promise<void> {
      const kind =
        userId === actor.id && isUuid(id) ? await profileRepository.kindOf(db, actor.id, id.toLowerCase()) : undefined;
      if (!kind) throw notFound();
      if (kind !== 'certificate') throw new AppError('NOT_A_CERTIFICATE');
    },

    /**
     * Points the certificate at a stored file, or at none; the file it named before is removed
     * once the row no longer names it. The caller removes a new file this throws for.
     */
    async setFile(actor: Actor, id: string, file: { key: string; contentType: string } | null): Promise<ProfileItem> {
      const row = isUuid(id) ? await profileRepository.setFile(db, actor.id, id.toLowerCase(), file) : undefined;
      if (!row) {
        // Deleted meanwhile, or changed to another kind.
        await this.assertOwnCertificate(actor, actor.id, id);
        throw notFound();
      }
      const { removed_key, ...item } = row;
      await forget(removed_key);
      return present(item);
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
