import type { Post } from '@ladder/shared/schemas/posts';
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
import { processMedia, processPhoto } from './media-processing';

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const POST_PATH = new RegExp(`^posts/(${UUID})/?$`, 'i');
const PHOTO_PATH = new RegExp(`^users/(${UUID})/(profile_photo|cover_photo)/?$`, 'i');

export type UploadTarget = { kind: 'post'; postId: string } | { kind: 'photo'; userId: string; photo: PhotoKind };

/**
 * The upload targets clients may name: `posts/{post_id}`, `users/{user_id}/profile_photo` and
 * `users/{user_id}/cover_photo`; the server makes every file name.
 */
export function parseUploadPath(path: string): UploadTarget {
  const trimmed = path.trim();
  const post = POST_PATH.exec(trimmed);
  if (post?.[1]) return { kind: 'post', postId: post[1].toLowerCase() };
  const photo = PHOTO_PATH.exec(trimmed);
  if (photo?.[1] && photo[2]) return { kind: 'photo', userId: photo[1].toLowerCase(), photo: photo[2] as PhotoKind };
  throw new AppError('UPLOAD_PATH_INVALID');
}

export function createUploadsService(deps: {
  posts: PostsService;
  users: UsersService;
  media: MediaStore;
  log: FastifyBaseLogger;
}) {
  const { posts, users, media } = deps;
  /** Removes what an upload stored before `error`; a full store is the operator's to fix, so it is logged. */
  const undo = async (stored: string[], error: unknown) => {
    if (error instanceof AppError && error.code === 'STORAGE_FULL') deps.log.error('the media store is full');
    await media.delete(stored).catch(() => undefined);
  };
  /** Rows name the files now; if this fails, the next start clears the journal (media-sweep.ts). */
  const settle = (keys: string[]) =>
    media.settle(keys).catch((err: unknown) => deps.log.error({ err, keys }, 'stored media could not be settled'));

  return {
    /** Checked before a single byte of the body is read: a post of the actor's, or the actor's own photos. */
    async authorize(actor: Actor, path: string): Promise<UploadTarget> {
      const target = parseUploadPath(path);
      if (target.kind === 'post') await posts.assertOwner(actor, target.postId);
      else assertMayChangePhotos(actor, target.userId);
      return target;
    },

    /**
     * Re-encodes the one photo in both sizes, stores them, then points the member at them;
     * only after that are the previous photo's files removed. If anything fails before the
     * member row changed, the new objects are removed again: nothing is left orphaned.
     */
    async replacePhoto(actor: Actor, kind: PhotoKind, files: Buffer[]): Promise<PrivateUser> {
      const [file] = files;
      if (!file) throw AppError.field('files', 'validation.required');
      if (files.length > 1) throw new AppError('TOO_MANY_FILES');
      const photo = await processPhoto(file, PHOTO_SIZES[kind]);
      const key = `users/${actor.id}/${kind}/${uuidv7()}.webp`;
      const stored = photoObjectKeys(key);
      let result: Awaited<ReturnType<UsersService['replacePhoto']>>;
      try {
        await media.put(key, photo.large, 'image/webp');
        await media.put(stored[1] ?? '', photo.small, 'image/webp');
        result = await users.replacePhoto(actor, kind, key);
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
