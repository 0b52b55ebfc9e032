import { LANGUAGES } from '@ladder/shared/constants';
import { dataExportSchema } from '@ladder/shared/schemas/users';
import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { rawTime } from '../../db/row-schemas';
import { queryRows, type DbOrTx } from '../../db/client';
import { users } from '../../db/schema';
import { chosenColumns } from './member-columns';

// The statements are raw SQL (claiming with SKIP LOCKED, JSON documents): their rows are declared
// as schemas, from the answer's where the columns are the same, which row-shapes-members.api.test.ts
// checks against real rows on both databases.

export const exportRowSchema = z.strictObject({
  ...dataExportSchema.pick({ id: true, status: true, size: true }).shape,
  user_id: z.string(),
  created_at: rawTime,
  ready_at: rawTime.nullable(),
});
export type ExportRow = z.infer<typeof exportRowSchema>;

/** A claimed export, with what its mail needs. */
export const claimedExportRowSchema = exportRowSchema.extend({
  attempts: z.number(),
  email: z.string(),
  name: z.string(),
  language: z.enum(LANGUAGES),
});
export type ClaimedExport = z.infer<typeof claimedExportRowSchema>;

/**
 * The newest ready archive: its key in the media store, or (a row an earlier release built) its
 * bytes, a Buffer on the PostgreSQL pool, a Uint8Array on PGlite.
 */
export const archiveRowSchema = z.strictObject({
  archive_key: z.string().nullable(),
  archive: z.instanceof(Uint8Array).nullable(),
});
export type ArchiveRow = z.infer<typeof archiveRowSchema>;

/** A build that has not renewed its claim for this long is taken to have crashed (docs/decisions/0039). */
export const CLAIM_LEASE_SECONDS = 15 * 60;

const COLUMNS = sql`id, user_id, status, size, created_at, ready_at`;

/**
 * The member's own columns chosen for the download (member-columns.ts): `jsonb_build_object('id',
 * u.id, …) || …`, 40 columns an object (a function takes at most 100 arguments).
 */
const exported = chosenColumns('exported');
const memberColumns = getTableColumns(users);
const EXPORTED_MEMBER = sql.join(
  Array.from(
    { length: Math.ceil(exported.length / 40) },
    (_, part) =>
      sql`jsonb_build_object(${sql.join(
        exported
          .slice(part * 40, part * 40 + 40)
          .map((name) => sql`${sql.raw(`'${name}'`)}, u.${sql.identifier(memberColumns[name].name)}`),
        sql`, `,
      )})`,
  ),
  sql` || `,
);

/** One JSON document per part of the archive: what the member wrote, did and follows. */
const PARTS = {
  profile: (id: string) => sql`
    select ${EXPORTED_MEMBER} as doc from users u where u.id = ${id}::uuid`,
  sign_in_providers: (id: string) => sql`
    select coalesce(jsonb_agg(jsonb_build_object('provider', provider, 'email', email, 'linked_at', created_at)
                     order by created_at), '[]') as doc
    from user_identities where user_id = ${id}::uuid`,
  posts: (id: string) => sql`
    select coalesce(jsonb_agg(jsonb_build_object(
             'id', p.id, 'content', p.content, 'hashtags', p.hashtags, 'status', p.status,
             'career_track_id', p.career_track_id, 'created_at', p.created_at, 'updated_at', p.updated_at,
             'media', (select coalesce(jsonb_agg(jsonb_build_object('file', 'media/' || m.key, 'kind', m.kind,
                                                                    'content_type', m.content_type) order by m.id), '[]')
                       from post_media m where m.post_id = p.id)) order by p.id), '[]') as doc
    from posts p where p.user_id = ${id}::uuid`,
  comments: (id: string) => sql`
    select coalesce(jsonb_agg(jsonb_build_object('id', id, 'post_id', post_id, 'reply_to', parent_comment_id,
             'comment', comment, 'created_at', created_at, 'updated_at', updated_at) order by id), '[]') as doc
    from post_comments where user_id = ${id}::uuid`,
  likes_saves_shares: (id: string) => sql`
    select coalesce(jsonb_agg(jsonb_build_object('post_id', post_id, 'liked', liked, 'liked_at', liked_at,
             'saved', saved, 'saved_at', saved_at, 'shared', shared, 'shared_at', shared_at) order by post_id), '[]') as doc
    from post_interactions where user_id = ${id}::uuid and (liked or saved or shared)`,
  follows: (id: string) => sql`
    select jsonb_build_object(
      'people', (select coalesce(jsonb_agg(jsonb_build_object('username', u.username, 'name', u.name,
                                 'since', f.created_at) order by f.created_at), '[]')
                 from user_follows f join users u on u.id = f.followee_id where f.follower_id = ${id}::uuid),
      'followers', (select coalesce(jsonb_agg(jsonb_build_object('username', u.username, 'name', u.name,
                                    'since', f.created_at) order by f.created_at), '[]')
                    from user_follows f join users u on u.id = f.follower_id where f.followee_id = ${id}::uuid),
      'hashtags', (select coalesce(jsonb_agg(hashtag order by hashtag), '[]') from hashtag_follows
                   where user_id = ${id}::uuid),
      'skills', (select coalesce(jsonb_agg(s.name_en order by s.name_en), '[]') from skill_follows f
                 join skills s on s.id = f.skill_id where f.user_id = ${id}::uuid)) as doc`,
  career_tracks: (id: string) => sql`
    select coalesce(jsonb_agg(jsonb_build_object(
             'id', t.id, 'title', t.title, 'description', t."desc", 'status', t.status,
             'industry', i.name_en, 'derived_from', t.derived_career_track_id, 'created_at', t.created_at,
             'updated_at', t.updated_at,
             'skills', (select coalesce(jsonb_agg(jsonb_build_object('skill', s.name_en, 'category', r.skill_category_id,
                                         'what', r.what, 'why', r.why, 'desired_level', r.desired_level,
                                         'links', r.external_desc_urls, 'objective', r.declared_objective,
                                         'confidence', r.declared_confidence) order by r.position), '[]')
                        from career_track_skills r join skills s on s.id = r.skill_id where r.career_track_id = t.id),
             'next', (select coalesce(jsonb_agg(n.next_career_track_id order by n.position), '[]')
                      from career_track_next n where n.career_track_id = t.id),
             'language', t.language,
             'translation', (select jsonb_build_object('language', x.language, 'title', x.title, 'description', x."desc",
                                                       'skills', x.skills, 'updated_at', x.updated_at)
                             from career_track_translations x where x.career_track_id = t.id)) order by t.id), '[]') as doc
    from career_tracks t join industries i on i.id = t.industry_id where t.user_id = ${id}::uuid`,
  my_skills_and_goals: (id: string) => sql`
    select jsonb_build_object(
      'skills', (select coalesce(jsonb_agg(jsonb_build_object('skill', s.name_en, 'level', us.level)
                                 order by s.name_en), '[]')
                 from user_skills us join skills s on s.id = us.skill_id where us.user_id = ${id}::uuid),
      'goals', (select coalesce(jsonb_agg(g.career_track_id order by g.created_at), '[]') from user_goals g
                where g.user_id = ${id}::uuid),
      'goal_plans', (select coalesce(jsonb_agg(jsonb_build_object('career_track_id', g.career_track_id,
                       'target_date', g.target_date, 'hours_per_week', g.hours_per_week,
                       'skills', (select coalesce(jsonb_agg(jsonb_build_object('skill', s.name_en, 'status', gs.status,
                                    'skip_reason', gs.skip_reason, 'done_at', gs.done_at, 'note', gs.note,
                                    'links', gs.links, 'is_shared', gs.is_shared) order by s.name_en), '[]')
                                  from goal_skills gs join skills s on s.id = gs.skill_id
                                  where gs.user_id = g.user_id and gs.career_track_id = g.career_track_id),
                       'activity', (select coalesce(jsonb_agg(jsonb_build_object('skill', s.name_en, 'kind', e.kind,
                                      'at', e.created_at) order by e.created_at, e.id), '[]')
                                    from goal_events e join skills s on s.id = e.skill_id
                                    where e.user_id = g.user_id and e.career_track_id = g.career_track_id))
                     order by g.created_at), '[]')
                     from user_goals g where g.user_id = ${id}::uuid),
      'goal_nudge', (select to_jsonb(n) - 'user_id' from goal_nudge_settings n where n.user_id = ${id}::uuid),
      'goals_shared_with_educators', (select coalesce(jsonb_agg(jsonb_build_object('educator', u.username,
                                        'since', g.created_at) order by g.created_at), '[]')
                                      from goal_shares g join users u on u.id = g.educator_id
                                      where g.user_id = ${id}::uuid),
      'evidence', (select coalesce(jsonb_agg(jsonb_build_object('skill', s.name_en, 'kind', e.kind, 'title', e.title,
                     'url', e.url, 'file', 'media/' || e.file_key, 'content_type', e.file_content_type,
                     'at', e.created_at) order by e.id), '[]')
                   from skill_evidence e join skills s on s.id = e.skill_id where e.user_id = ${id}::uuid),
      'plans', (select coalesce(jsonb_agg(to_jsonb(s) - 'user_id' order by s.id), '[]') from user_subscriptions s
                where s.user_id = ${id}::uuid)) as doc`,
  // A certificate's file is in the archive too: `file` names it there (media/{key}).
  my_experience_and_education: (id: string) => sql`
    select coalesce(jsonb_agg(to_jsonb(p) - 'user_id' - 'file_key'
                              || jsonb_build_object('file', 'media/' || p.file_key) order by p.start_month, p.id), '[]') as doc
    from profile_items p where p.user_id = ${id}::uuid`,
  endorsements: (id: string) => sql`
    select jsonb_build_object(
      'received', (select coalesce(jsonb_agg(jsonb_build_object('skill', s.name_en, 'from', u.username,
                     'relation', e.relation, 'level', e.level, 'note', e.note, 'status', e.status,
                     'at', e.created_at) order by e.id), '[]')
                   from skill_endorsements e join skills s on s.id = e.skill_id join users u on u.id = e.endorser_id
                   where e.user_id = ${id}::uuid),
      'given', (select coalesce(jsonb_agg(jsonb_build_object('skill', s.name_en, 'to', u.username,
                  'relation', e.relation, 'level', e.level, 'note', e.note, 'at', e.created_at) order by e.id), '[]')
                from skill_endorsements e join skills s on s.id = e.skill_id join users u on u.id = e.user_id
                where e.endorser_id = ${id}::uuid)) as doc`,
  translations_suggested: (id: string) => sql`
    select coalesce(jsonb_agg(jsonb_build_object('career_track_id', x.career_track_id, 'language', x.language,
             'title', x.title, 'description', x."desc", 'skills', x.skills, 'status', x.status,
             'at', x.created_at, 'decided_at', x.decided_at) order by x.id), '[]') as doc
    from career_track_translation_suggestions x where x.user_id = ${id}::uuid`,
} as const;

export type ExportPart = keyof typeof PARTS;
export const EXPORT_PARTS = Object.keys(PARTS) as ExportPart[];

/** Updates the claimed export while the claim is still this build's (its attempt number): whether it was. */
async function updateClaimed(db: DbOrTx, claim: ClaimedExport, set: SQL): Promise<boolean> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`update data_exports set ${set}
        where id = ${claim.id}::uuid and status = 'pending' and attempts = ${claim.attempts} returning id`,
  );
  return rows.length > 0;
}

export const dataExportRepository = {
  /** The member's export still being built, if any: a second request answers it. */
  async pendingOf(db: DbOrTx, userId: string): Promise<ExportRow | undefined> {
    const [row] = await queryRows<ExportRow>(
      db,
      sql`select ${COLUMNS} from data_exports where user_id = ${userId}::uuid and status = 'pending' limit 1`,
    );
    return row;
  },

  async insert(db: DbOrTx, userId: string): Promise<ExportRow> {
    const [row] = await queryRows<ExportRow>(
      db,
      sql`insert into data_exports (id, user_id) values (ladder_uuid_v7(), ${userId}::uuid) returning ${COLUMNS}`,
    );
    if (!row) throw new Error('insert returned no row');
    return row;
  },

  async latestOf(db: DbOrTx, userId: string): Promise<ExportRow | undefined> {
    const [row] = await queryRows<ExportRow>(
      db,
      sql`select ${COLUMNS} from data_exports where user_id = ${userId}::uuid order by created_at desc, id desc limit 1`,
    );
    return row;
  },

  /**
   * Claims one pending export that no live build holds (one whose claim is older than the lease
   * was left by a crash), counting the attempt; one statement, committed at once. The attempt
   * number is the claim's token: only its build may finish or renew it.
   */
  async claimPending(db: DbOrTx): Promise<ClaimedExport | undefined> {
    const [row] = await queryRows<ClaimedExport>(
      db,
      sql`with claimed as (select id from data_exports where status = 'pending'
                             and (claimed_at is null or claimed_at < now() - make_interval(secs => ${CLAIM_LEASE_SECONDS}))
                           order by created_at limit 1 for update skip locked)
          update data_exports e set attempts = e.attempts + 1, claimed_at = now() from claimed, users u
          where e.id = claimed.id and u.id = e.user_id
          returning e.id, e.user_id, e.status, e.size, e.created_at, e.ready_at, e.attempts,
                    u.email, u.name, u.default_language as language`,
    );
    return row;
  },

  async part(db: DbOrTx, part: ExportPart, userId: string): Promise<unknown> {
    const [row] = await queryRows<{ doc: unknown }>(db, PARTS[part](userId));
    return row?.doc ?? null;
  },

  /** Keys of every stored file of the member: photos and their posts' media. */
  async mediaKeys(db: DbOrTx, userId: string): Promise<string[]> {
    const rows = await queryRows<{ key: string }>(
      db,
      sql`select photo_path as key from users where id = ${userId}::uuid and photo_path like 'users/%'
          union all select cover_photo_path from users where id = ${userId}::uuid and cover_photo_path like 'users/%'
          union all select m.key from post_media m join posts p on p.id = m.post_id where p.user_id = ${userId}::uuid
          union all select file_key from profile_items where user_id = ${userId}::uuid and file_key is not null
          union all select file_key from skill_evidence where user_id = ${userId}::uuid and file_key is not null`,
    );
    return rows.map((row) => row.key);
  },

  /** Keeps the claim alive during a long build; false once it is no longer this build's (erased, taken over). */
  renew(db: DbOrTx, claim: ClaimedExport): Promise<boolean> {
    return updateClaimed(db, claim, sql`claimed_at = now()`);
  },

  /**
   * Ends this build's claim: the archive is ready, or `null` the build failed (given up when
   * `giveUp`, else left to the next pass). False when the claim is no longer this build's.
   */
  finish(
    db: DbOrTx,
    claim: ClaimedExport,
    outcome: { key: string; size: number } | { failed: true; giveUp: boolean },
  ): Promise<boolean> {
    const set =
      'key' in outcome
        ? sql`status = 'ready', archive_key = ${outcome.key}, size = ${outcome.size}, ready_at = now(), claimed_at = null`
        : outcome.giveUp
          ? sql`status = 'failed', claimed_at = null`
          : sql`claimed_at = null`;
    return updateClaimed(db, claim, set);
  },

  /** Whether the member is gone (erased while their archive was being built). */
  async memberGone(db: DbOrTx, userId: string): Promise<boolean> {
    const rows = await queryRows<{ id: string }>(db, sql`select id from users where id = ${userId}::uuid`);
    return rows.length === 0;
  },

  /** Earlier archives of the member go once a new one is ready: only the newest is kept. Answers their keys. */
  async dropOlder(db: DbOrTx, userId: string, keepId: string): Promise<string[]> {
    const rows = await queryRows<{ key: string | null }>(
      db,
      sql`delete from data_exports where user_id = ${userId}::uuid and id <> ${keepId}::uuid
          and status <> 'pending' returning archive_key as key`,
    );
    return rows.flatMap((row) => (row.key ? [row.key] : []));
  },

  /** The newest ready archive; an earlier release's bytes are read only when it has no key. */
  async archiveOf(db: DbOrTx, userId: string): Promise<ArchiveRow | undefined> {
    const [row] = await queryRows<ArchiveRow>(
      db,
      sql`select archive_key, case when archive_key is null then archive end as archive from data_exports
          where user_id = ${userId}::uuid and status = 'ready' order by created_at desc limit 1`,
    );
    return row;
  },
};
