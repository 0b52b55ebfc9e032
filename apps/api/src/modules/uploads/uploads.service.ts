import type { Post } from '@ladder/shared/schemas/posts';
import { v7 as uuidv7 } from 'uuid';
import { AppError } from '../../lib/app-error';
import type { MediaStore } from '../../storage/media-store';
import type { NewMedia, PostsService } from '../posts/posts.service';
import type { UserRow } from '../users/users.repository';
import { processMedia } from './media-processing';

const POST_PATH = /^posts\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/?$/i;

/** The one upload target clients may name: `posts/{post_id}`; the server makes every file name. */
export function parseUploadPath(path: string): { postId: string } {
  const match = POST_PATH.exec(path.trim());
  if (!match?.[1]) throw new AppError('UPLOAD_PATH_INVALID');
  return { postId: match[1].toLowerCase() };
}

export function createUploadsService(deps: { posts: PostsService; media: MediaStore }) {
  const { posts, media } = deps;

  return {
    /** Checked before a single byte of the body is read. */
    async authorize(actor: UserRow, path: string): Promise<{ postId: string }> {
      const target = parseUploadPath(path);
      await posts.assertOwner(actor, target.postId);
      return target;
    },

    /**
     * Validates and re-encodes every file first; only then stores them and records them
     * under the post's lock. If anything fails after storing, the stored objects are removed.
     */
    async attachToPost(actor: UserRow, postId: string, files: Buffer[]): Promise<Post> {
      if (files.length === 0) throw AppError.field('files', 'validation.required');
      const processed = [];
      for (const file of files) processed.push(await processMedia(file));

      const stored: string[] = [];
      const rows: NewMedia[] = [];
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
        return await posts.attachMedia(actor, postId, rows);
      } catch (error) {
        await media.delete(stored).catch(() => undefined);
        throw error;
      }
    },
  };
}

export type UploadsService = ReturnType<typeof createUploadsService>;
