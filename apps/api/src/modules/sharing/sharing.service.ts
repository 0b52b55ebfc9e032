import type { Language } from '@ladder/shared/constants';
import {
  PROFILE_PREVIEW_TRACKS,
  type ProfilePreview,
  type TrackPreview,
  type SitemapKind,
} from '@ladder/shared/schemas/sharing';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { isUuid } from '../../lib/paging';
import type { MediaStore } from '../../storage/media-store';
import type { Actor } from '../users/actor';
import { assertMayChangeTrack } from '../career-tracks/tracks.policy';
import { sharingRepository, type SitemapRow } from './sharing.repository';
import { iso } from '../../lib/iso';
import type { TextLanguage } from '../career-tracks/track-views.repository';

/** A username as stored starts with '@'; a link may leave it out. */
export const storedUsername = (username: string) => (username.startsWith('@') ? username : `@${username}`);

/** Where a sitemap item lives on the site. */
export interface SitemapItem {
  path: string;
  updatedAt: string;
}
const SITEMAP_PATHS: Record<SitemapKind, (key: string) => string> = {
  track: (key) => `/ladder/${key}`,
  post: (key) => `/post/${key}`,
  profile: (key) => `/profile/${encodeURIComponent(key)}`,
};

/**
 * What a visitor and a link's crawler read of shared tracks and profiles, the author's preview
 * switch, and the sitemap's items (docs/decisions/0047-shared-links.md).
 */
export function createSharingService(deps: { db: Db; mediaUrl: MediaStore['url'] }) {
  const { db, mediaUrl } = deps;
  return {
    /**
     * A track's public preview: 404 unless it is shared, its preview on and its author active,
     * and to a viewer the author blocked or who blocked the author (docs/api/safety.md).
     */
    async trackPreview(
      language: Language,
      id: string,
      viewerId: string | null = null,
      text: TextLanguage = language,
    ): Promise<TrackPreview> {
      const row = isUuid(id) ? await sharingRepository.trackPreview(db, language, id, viewerId, text) : undefined;
      if (!row) throw new AppError('CAREER_TRACK_NOT_FOUND');
      const { user_id: _author, ...rest } = row;
      return {
        ...rest,
        skills: row.skills as TrackPreview['skills'],
        user_photo_path: mediaUrl(row.user_photo_path),
        updated_at: iso(row.updated_at),
      };
    },

    /** A member's public page; 404 for a deactivated member, one who asked to be deleted, or across a block. */
    async profilePreview(who: string | { id: string }, viewerId: string | null = null): Promise<ProfilePreview> {
      const row =
        typeof who === 'string' || isUuid(who.id)
          ? await sharingRepository.profilePreview(
              db,
              typeof who === 'string' ? { username: storedUsername(who) } : who,
              PROFILE_PREVIEW_TRACKS,
              viewerId,
            )
          : undefined;
      if (!row) throw new AppError('USER_NOT_FOUND');
      return { ...row, photo_path: mediaUrl(row.photo_path), updated_at: iso(row.updated_at) };
    },

    /** The stored key of a member's photo, for their cards. */
    photoKeyOf(userId: string): Promise<string | null> {
      return sharingRepository.photoKeyOf(db, userId);
    },

    /** A post's first photo (its stored key), drawn on its card. */
    pictureKeyOf(postId: string): Promise<string | null> {
      return sharingRepository.pictureKeyOf(db, postId);
    },

    /** Whether either member blocked the other (db/visibility.ts). */
    blocked(a: string, b: string): Promise<boolean> {
      return sharingRepository.blocked(db, a, b);
    },

    /** The author of a track (a card is kept in their folder). */
    async trackOwnerId(id: string): Promise<string> {
      const owner = await sharingRepository.trackOwner(db, id);
      if (!owner) throw new AppError('CAREER_TRACK_NOT_FOUND');
      return owner;
    },

    /** Only the author turns a track's preview on or off; anyone else's track is not found. */
    async setPreviewsAllowed(actor: Actor, id: string, isAllowed: boolean): Promise<{ previews_allowed: boolean }> {
      const owner = isUuid(id) ? await sharingRepository.trackOwner(db, id) : undefined;
      assertMayChangeTrack(actor, owner === undefined ? undefined : { user_id: owner });
      await sharingRepository.setPreviewsAllowed(db, id, isAllowed);
      return { previews_allowed: isAllowed };
    },

    /**
     * One sitemap file's items: up to `limit` public items of a kind after the key `after`
     * (keyset), with the key the next file starts after (null at the end of the kind).
     */
    async sitemapPage(
      kind: SitemapKind,
      after: string | null,
      limit: number,
    ): Promise<{ items: SitemapItem[]; last: string | null }> {
      const rows: SitemapRow[] = await sharingRepository.sitemap(db, kind, after, limit);
      return {
        items: rows.map((row) => ({ path: SITEMAP_PATHS[kind](row.key), updatedAt: iso(row.updated_at) })),
        last: rows.length === limit ? (rows.at(-1)?.key ?? null) : null,
      };
    },
  };
}

export type SharingService = ReturnType<typeof createSharingService>;
