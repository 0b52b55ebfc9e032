import type { Language } from '@ladder/shared/constants';
import { profilePreviewSchema, trackPreviewSchema, type SitemapKind } from '@ladder/shared/schemas/sharing';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows, type DbOrTx } from '../../db/client';
import { rawTime } from '../../db/row-schemas';
import { shareCards } from '../../db/schema';
import { eitherBlocked, notBlockedFor } from '../../db/visibility';

export type CardKind = 'track' | 'post' | 'profile';
import { nameColumn } from '../career-tracks/industries.repository';
import { currentRoleJson } from '../profile/profile.repository';
import { inReaderLanguage } from '../../db/track-language';
import type { TextLanguage } from '../career-tracks/track-views.repository';
import { limitRows } from '../../db/keyset';

// What visitors and link crawlers read of shared items (docs/decisions/0047-shared-links.md).

/**
 * Track alias `t` may be previewed by anyone: shared, its preview on, and its author active and
 * not on their way out (deactivated, or asked to delete the account).
 */
const previewable = (t: string) => {
  const a = sql.raw(t);
  return sql`(${a}.status = 'shared' and ${a}.previews_allowed
    and exists (select 1 from users pu where pu.id = ${a}.user_id and pu.is_active and pu.deletion_due_at is null))`;
};
/** Member alias `u` shows a public page: active and not on their way out. */
const publicMember = (u: string) => sql`(${sql.raw(u)}.is_active and ${sql.raw(u)}.deletion_due_at is null)`;

/** The rows as the statements read them: the answers' shapes, with the database's times. */
export const trackPreviewRowSchema = z.strictObject({
  ...trackPreviewSchema.shape,
  user_id: z.string(),
  skills: z.array(z.strictObject({ skill_category_id: z.number(), skill_name: z.string(), desired_level: z.string() })),
  updated_at: rawTime,
});
export type TrackPreviewRow = z.infer<typeof trackPreviewRowSchema>;

export const profilePreviewRowSchema = z.strictObject({ ...profilePreviewSchema.shape, updated_at: rawTime });
export type ProfilePreviewRow = z.infer<typeof profilePreviewRowSchema>;

export const sitemapRowSchema = z.strictObject({ key: z.string(), updated_at: rawTime });
export type SitemapRow = z.infer<typeof sitemapRowSchema>;

export const sharingRepository = {
  /**
   * A previewable track with its skills (names and levels only) and its nearest rungs, in one
   * statement; nothing of an author the viewer blocked or is blocked by (db/visibility.ts).
   */
  async trackPreview(
    db: DbOrTx,
    language: Language,
    id: string,
    viewerId: string | null,
    /** The texts' language: the reader's by default; 'original' for what is drawn for everyone (cards, embeds). */
    text: TextLanguage = language,
  ): Promise<TrackPreviewRow | undefined> {
    const textOf = (t: string, column: 'title' | 'desc' | 'language') =>
      text === 'original' ? sql`${sql.raw(t)}.${sql.raw(column)}` : inReaderLanguage(t, text, column);
    const [row] = await queryRows<TrackPreviewRow>(
      db,
      sql`select ct.id, ${textOf('ct', 'title')} as title, ${textOf('ct', 'desc')} as "desc", ct.language,
                 ${textOf('ct', 'language')} as text_language, ct.industry_id, ind.name_en as industry_name_en, ind.name_vn as industry_name_vn,
                 ct.user_id, u.name as user_name, u.username as user_username, u.photo_path as user_photo_path,
                 coalesce((select json_agg(json_build_object('skill_category_id', cs.skill_category_id,
                             'skill_name', ${nameColumn(language, 's')}, 'desired_level', cs.desired_level) order by cs.position)
                           from career_track_skills cs join skills s on s.id = cs.skill_id
                           where cs.career_track_id = ct.id), '[]'::json) as skills,
                 coalesce((select json_agg(json_build_object('id', r.id, 'title', ${textOf('r', 'title')}) order by r.title, r.id)
                           from career_tracks r
                           where (r.id = ct.derived_career_track_id
                                  or r.id in (select n.career_track_id from career_track_next n where n.next_career_track_id = ct.id))
                             and ${previewable('r')} and ${notBlockedFor(viewerId, sql`r.user_id`)}), '[]'::json) as below,
                 coalesce((select json_agg(json_build_object('id', r.id, 'title', ${textOf('r', 'title')}) order by r.title, r.id)
                           from career_tracks r
                           where (r.derived_career_track_id = ct.id
                                  or r.id in (select n.next_career_track_id from career_track_next n where n.career_track_id = ct.id))
                             and ${previewable('r')} and ${notBlockedFor(viewerId, sql`r.user_id`)}), '[]'::json) as above,
                 (select count(*)::int from career_tracks b
                   where b.derived_career_track_id = ct.id and ${previewable('b')}) as total_built_on,
                 (select count(*)::int from career_track_next n where n.career_track_id = ct.id) as total_next,
                 ct.updated_at
          from career_tracks ct
          join industries ind on ind.id = ct.industry_id
          join users u on u.id = ct.user_id
          where ct.id = ${id}::uuid and ${previewable('ct')} and ${notBlockedFor(viewerId, sql`ct.user_id`)}`,
    );
    return row;
  },

  /** A member's public page: who they are and their previewable tracks, newest first; not to a blocked viewer. */
  async profilePreview(
    db: DbOrTx,
    who: { username: string } | { id: string },
    limit: number,
    viewerId: string | null,
  ): Promise<ProfilePreviewRow | undefined> {
    const named = 'id' in who ? sql`u.id = ${who.id}::uuid` : sql`lower(u.username) = lower(${who.username})`;
    const [row] = await queryRows<ProfilePreviewRow>(
      db,
      sql`select u.id, u.name, u.username, u.headline, u.photo_path, u.total_followers, u.updated_at,
                 ${currentRoleJson(sql`u.id`, 'visitor')} as current_role,
                 coalesce((select json_agg(json_build_object('id', x.id, 'title', x.title,
                             'industry_name_en', x.name_en, 'industry_name_vn', x.name_vn) order by x.id desc)
                           from (select t.id, t.title, i.name_en, i.name_vn from career_tracks t
                                 join industries i on i.id = t.industry_id
                                 where t.user_id = u.id and ${previewable('t')}
                                 order by t.id desc ${limitRows(limit)}) x), '[]'::json) as tracks
          from users u
          where ${named} and ${publicMember('u')} and ${notBlockedFor(viewerId, sql`u.id`)}`,
    );
    return row;
  },

  /** The stored card of an item, if one was drawn. */
  async cardOf(db: DbOrTx, kind: CardKind, itemId: string): Promise<{ content_hash: string; key: string } | undefined> {
    const [row] = await db
      .select({ content_hash: shareCards.content_hash, key: shareCards.key })
      .from(shareCards)
      .where(and(eq(shareCards.kind, kind), eq(shareCards.item_id, itemId)));
    return row;
  },

  /** Names the item's new card (the old one's object is removed by the caller). */
  async saveCard(db: DbOrTx, row: typeof shareCards.$inferInsert): Promise<void> {
    await db
      .insert(shareCards)
      .values(row)
      .onConflictDoUpdate({
        target: [shareCards.kind, shareCards.item_id],
        set: { content_hash: row.content_hash, key: row.key, user_id: row.user_id, created_at: new Date() },
      });
  },

  async photoKeyOf(db: DbOrTx, userId: string): Promise<string | null> {
    const [row] = await queryRows<{ key: string | null }>(
      db,
      sql`select photo_path as key from users where id = ${userId}::uuid`,
    );
    return row?.key ?? null;
  },

  /** A post's first photo, or a video's still: what its card shows beside the text. */
  async pictureKeyOf(db: DbOrTx, postId: string): Promise<string | null> {
    const [row] = await queryRows<{ key: string | null }>(
      db,
      sql`select case when kind = 'image' then key else thumbnail_key end as key
          from post_media
          where post_id = ${postId}::uuid and (kind = 'image' or thumbnail_key is not null)
          order by id
          limit 1`,
    );
    return row?.key ?? null;
  },

  /** Whether either member blocked the other. */
  async blocked(db: DbOrTx, a: string, b: string): Promise<boolean> {
    const [row] = await queryRows<{ blocked: boolean }>(
      db,
      sql`select ${eitherBlocked(sql`${a}::uuid`, sql`${b}::uuid`)} as blocked`,
    );
    return row?.blocked === true;
  },

  /** The author of a track (any status): only they change its preview switch. */
  async trackOwner(db: DbOrTx, id: string): Promise<string | undefined> {
    const [row] = await queryRows<{ user_id: string }>(
      db,
      sql`select user_id from career_tracks where id = ${id}::uuid`,
    );
    return row?.user_id;
  },

  async setPreviewsAllowed(db: DbOrTx, id: string, isAllowed: boolean): Promise<void> {
    await queryRows(
      db,
      sql`update career_tracks set previews_allowed = ${isAllowed} where id = ${id}::uuid returning id`,
    );
  },

  /**
   * One page of the public items of a kind a sitemap lists, after `after` (keyset, by the
   * primary key or the username's index): previewable tracks, public posts of active members
   * (not a track's post), active members.
   */
  sitemap(db: DbOrTx, kind: SitemapKind, after: string | null, limit: number) {
    const statements: Record<SitemapKind, SQL> = {
      track: sql`select t.id::text as key, t.updated_at from career_tracks t
                 where ${previewable('t')} and ${after ? sql`t.id > ${after}::uuid` : sql`true`}
                 order by t.id ${limitRows(limit)}`,
      post: sql`select p.id::text as key, p.updated_at from posts p join users u on u.id = p.user_id
                where p.career_track_id is null and ${publicMember('u')} and ${after ? sql`p.id > ${after}::uuid` : sql`true`}
                order by p.id ${limitRows(limit)}`,
      profile: sql`select u.username as key, u.updated_at from users u
                   where ${publicMember('u')} and ${after ? sql`lower(u.username) > lower(${after})` : sql`true`}
                   order by lower(u.username) ${limitRows(limit)}`,
    };
    return queryRows<SitemapRow>(db, statements[kind]);
  },
};
