import type { Post } from '@ladder/shared/schemas/posts';
import type { ProfileItem } from '@ladder/shared/schemas/profile';
import type { SkillEvidence } from '@ladder/shared/schemas/skill-evidence';
import type { PrivateUser } from '@ladder/shared/schemas/users';
import type { FastifyBaseLogger } from 'fastify';
import { v7 as uuidv7 } from 'uuid';
import { AppError } from '../../lib/app-error';
import type { MediaStore } from '../../storage/media-store';
import { PHOTO_SIZES, photoObjectKeys, type PhotoKind } from '../../storage/photo-keys';
import type { NewMedia, PostsService } from '../posts/posts.service';
import type { Actor } from '../users/actor';
import { assertMayChangePhotos } from '../users/profile.policy';
import type { UsersService } from '../users/users.service';
import type { ProfileService } from '../profile/profile.service';
import type { SkillEvidenceService } from '../profile/skill-evidence.service';
import { processDocument, processMedia, processPhoto } from './media-processing';

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const POST_PATH = new RegExp(`^posts/(${UUID})/?$`, 'i');
const PHOTO_PATH = new RegExp(`^users/(${UUID})/(profile_photo|cover_photo)/?$`, 'i');
const CERTIFICATE_PATH = new RegExp(`^users/(${UUID})/profile-items/(${UUID})/file/?$`, 'i');
const EVIDENCE_PATH = new RegExp(`^users/(${UUID})/skills/(${UUID})/evidence/?$`, 'i');

export type UploadTarget =
  | { kind: 'post'; postId: string }
  | { kind: 'photo'; userId: string; photo: PhotoKind }
  | { kind: 'certificate'; userId: string; itemId: string }
  | { kind: 'evidence'; userId: string; skillId: string };

/**
 * The upload targets clients may name: `posts/{post_id}`, `users/{user_id}/profile_photo`,
 * `users/{user_id}/cover_photo`, `users/{user_id}/profile-items/{item_id}/file` (a certificate's
 * file) and `users/{user_id}/skills/{skill_id}/evidence`; the server makes every file name.
 */
export function parseUploadPath(path: string): UploadTarget {
  const trimmed = path.trim();
  const post = POST_PATH.exec(trimmed);
  if (post?.[1]) return { kind: 'post', postId: post[1].toLowerCase() };
  const photo = PHOTO_PATH.exec(trimmed);
  if (photo?.[1] && photo[2]) return { kind: 'photo', userId: photo[1].toLowerCase(), photo: photo[2] as PhotoKind };
  const certificate = CERTIFICATE_PATH.exec(trimmed);
  if (certificate?.[1] && certificate[2])
    return { kind: 'certificate', userId: certificate[1].toLowerCase(), itemId: certificate[2].toLowerCase() };
  const evidence = EVIDENCE_PATH.exec(trimmed);
  if (evidence?.[1] && evidence[2])
    return { kind: 'evidence', userId: evidence[1].toLowerCase(), skillId: evidence[2].toLowerCase() };
  throw new AppError('UPLOAD_PATH_INVALID');
}

/** The one file a photo, a certificate or a piece of evidence takes. */
function oneFile(files: Buffer[]): Buffer {
  const [file] = files;
  if (!file) throw AppError.field('files', 'validation.required');
  if (files.length > 1) throw new AppError('TOO_MANY_FILES');
  return file;
}

export function createUploadsService(deps: {
  posts: PostsService;
  users: UsersService;
  profile: ProfileService;
  evidence: SkillEvidenceService;
  media: MediaStore;
  log: FastifyBaseLogger;
}) {
  const { posts, users, profile, evidence, media } = deps;
  /** Removes what an upload stored before `error`; a full store is the operator's to fix, so it is logged. */
  const undo = async (stored: string[], error: unknown) => {
    if (error instanceof AppError && error.code === 'STORAGE_FULL') deps.log.error('the media store is full');
    await media.delete(stored).catch(() => undefined);
  };
  /** Rows name the files now; if this fails, the next start clears the journal (media-sweep.ts). */
  const settle = (keys: string[]) =>
    media.settle(keys).catch((err: unknown) => deps.log.error({ err, keys }, 'stored media could not be settled'));

  /**
   * A PDF, PNG or JPEG by its bytes, stored in the member's folder (erasure removes it), then
   * named by its row through `write`; if that fails, the file is removed again.
   */
  async function storeDocument<T>(
    actor: Actor,
    folder: 'certificates' | 'evidence',
    files: Buffer[],
    write: (file: { key: string; contentType: string }) => Promise<T>,
  ): Promise<T> {
    const document = await processDocument(oneFile(files));
    const key = `users/${actor.id}/${folder}/${uuidv7()}.${document.ext}`;
    let result: T;
    try {
      await media.put(key, document.body, document.contentType);
      result = await write({ key, contentType: document.contentType });
    } catch (error) {
      await undo([key], error);
      throw error;
    }
    await settle([key]);
    return result;
  }

  return {
    /** Checked before a single byte of the body is read: a post of the actor's, or the actor's own photos. */
    async authorize(actor: Actor, path: string): Promise<UploadTarget> {
      const target = parseUploadPath(path);
      if (target.kind === 'post') await posts.assertOwner(actor, target.postId);
      else if (target.kind === 'photo') assertMayChangePhotos(actor, target.userId);
      else if (target.kind === 'certificate') await profile.assertOwnCertificate(actor, target.userId, target.itemId);
      else await evidence.assertOwnSkill(actor, target.userId, target.skillId);
      return target;
    },

    /** A certificate's file; the file it had before is removed once the item names the new one. */
    attachToCertificate(actor: Actor, itemId: string, files: Buffer[]): Promise<ProfileItem> {
      return storeDocument(actor, 'certificates', files, (file) => profile.setFile(actor, itemId, file));
    },

    /** A file as evidence on one of the actor's skills, under its title. */
    attachToSkill(actor: Actor, skillId: string, title: string, files: Buffer[]): Promise<SkillEvidence> {
      return storeDocument(actor, 'evidence', files, (file) =>
        evidence.add(actor, skillId, { title, fileKey: file.key, contentType: file.contentType }),
      );
    },

    /**
     * Re-encodes the one photo in both sizes, stores them, then points the member at them;
     * only after that are the previous photo's files removed. If anything fails before the
     * member row changed, the new objects are removed again: nothing is left orphaned.
     */
    async replacePhoto(actor: Actor, kind: PhotoKind, files: Buffer[]): Promise<PrivateUser> {
      const photo = await processPhoto(oneFile(files), PHOTO_SIZES[kind]);
      const key = `users/${actor.id}/${kind}/${uuidv7()}.webp`;
      const stored = photoObjectKeys(key);
      let result: Awaited<ReturnType<UsersService['replacePhoto']>>;
      try {
        await media.put(key, photo.large, 'image/webp');
        await media.put(stored[1] ?? '', photo.small, 'image/webp');
        // The old photo is journaled before the row stops naming it: a crash between the commit
        // and its removal below leaves it to the next start, which removes it (no orphan).
        result = await users.replacePhoto(actor, kind, key, (previous) => media.journal(photoObjectKeys(previous)));
      } catch (error) {
        await undo(stored, error);
        throw error;
      }
      await settle(stored);
      const old = photoObjectKeys(result.previous);
      await media
        .delete(old)
        .catch((err: unknown) => deps.log.error({ err, keys: old }, 'old photo objects could not be deleted'));
      return result.user;
    },

    /**
     * Validates and re-encodes every file first; only then stores them and records them
     * under the post's lock. If anything fails after storing, the stored objects are removed.
     */
    async attachToPost(actor: Actor, postId: string, files: Buffer[]): Promise<Post> {
      if (files.length === 0) throw AppError.field('files', 'validation.required');
      const processed = [];
      for (const file of files) processed.push(await processMedia(file));

      const stored: string[] = [];
      const rows: NewMedia[] = [];
      let post: Post;
      try {
        for (const item of processed) {
          const id = uuidv7();
          const key = `posts/${postId}/${id}.${item.ext}`;
          await media.put(key, item.body, item.contentType);
          stored.push(key);
          let thumbnailKey: string | null = null;
          if (item.thumbnail) {
            thumbnailKey = `posts/${postId}/${id}-thumb.webp`;
            await media.put(thumbnailKey, item.thumbnail, 'image/webp');
            stored.push(thumbnailKey);
          }
          rows.push({
            id,
            kind: item.kind,
            key,
            thumbnail_key: thumbnailKey,
            content_type: item.contentType,
            size: item.body.length,
            width: item.width,
            height: item.height,
          });
        }
        post = await posts.attachMedia(actor, postId, rows);
      } catch (error) {
        await undo(stored, error);
        throw error;
      }
      await settle(stored);
      return post;
    },
  };
}

export type UploadsService = ReturnType<typeof createUploadsService>;
