import type { Language } from '@ladder/shared/constants';
import { shownTrackStatus } from '../../db/track-status';
import { inReaderLanguage } from '../../db/track-language';
import { hidingDecision } from '../../db/visibility';
import { careerTrackSchema, careerTrackSummarySchema, skillRowViewSchema } from '@ladder/shared/schemas/career-tracks';
import { currentRoleSchema } from '@ladder/shared/schemas/profile';
import { z } from 'zod';
import { rawTime } from '../../db/row-schemas';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client';
import { nameColumn } from './industries.repository';
import { containsText } from '../../db/search';
import { visibleTo } from './career-tracks.repository';
import { currentRoleJson } from '../profile/profile.repository';
import { limitRows } from '../../db/keyset';

// Tracks as answers show them: one whole track, its ladder, and lists of summaries.
// career-tracks.repository.ts writes them and checks who may see or link one.

/**
 * A track summary as the statements read it (toSummary maps it to the answer). The statements
 * are raw SQL (one per view, with JSON for the ladder), so their rows are declared as schemas,
 * from the answer's where the columns are the same; row-shapes.api.test.ts parses real rows.
 */
export const summaryRowSchema = z.strictObject({
  ...careerTrackSummarySchema.omit({ is_public: true, updated_at: true }).shape,
  updated_at: rawTime,
});
export type SummaryRow = z.infer<typeof summaryRowSchema>;

/** A rung of the whole ladder: a summary and its distance (rungsAround). */
export const rungRowSchema = summaryRowSchema.extend({ depth: z.number() });
export type RungRow = z.infer<typeof rungRowSchema>;
/** A track of an industry's ladder order, with its rung. */
export const ladderRowSchema = summaryRowSchema.extend({ rung: z.number() });
export type LadderRow = z.infer<typeof ladderRowSchema>;

/** The language a track's texts are read in: the reader's (when it has them), or 'original'. */
export type TextLanguage = Language | 'original';

/** One whole track (full), with its skills, links and the viewer's vote. */
export const fullTrackRowSchema = z.strictObject({
  ...careerTrackSchema.pick({
    id: true,
    industry_id: true,
    industry_name_en: true,
    industry_name_vn: true,
    title: true,
    desc: true,
    status: true,
    derived_career_track_id: true,
    is_copy: true,
    user_id: true,
    user_name: true,
    user_username: true,
    user_photo_path: true,
    total_outdated_votes: true,
    post_id: true,
    total_built_on: true,
    previews_allowed: true,
    language: true,
    text_language: true,
    translation: true,
    open_suggestions: true,
  }).shape,
  my_vote_notes: z.string().nullable(),
  author_role: z.strictObject(currentRoleSchema.shape).nullable(),
  hidden_reason: z.string().nullable(),
  hidden_decision_id: z.string().nullable(),
  created_at: rawTime,
  updated_at: rawTime,
  next_ids: z.array(z.string()),
  skills: z.array(z.strictObject(skillRowViewSchema.shape)),
  derived_from: summaryRowSchema.nullable(),
  next: z.array(summaryRowSchema),
  derived: z.array(summaryRowSchema),
});
export type FullTrackRow = z.infer<typeof fullTrackRowSchema>;

/** The summary of track alias `t` as JSON (ladder nodes). */
const summaryJson = (t: string, language: Language) => {
  const a = sql.raw(t);
  return sql`json_build_object('id', ${a}.id, 'title', ${inReaderLanguage(t, language, 'title')},
    'text_language', ${inReaderLanguage(t, language, 'language')}, 'status', ${shownTrackStatus(t)}, 'industry_id', ${a}.industry_id,
    'user_id', ${a}.user_id,
    'user_name', (select su.name from users su where su.id = ${a}.user_id),
    'user_username', (select su.username from users su where su.id = ${a}.user_id),
    'total_outdated_votes', ${a}.total_outdated_votes,
    'total_next', (select count(*)::int from career_track_next sn where sn.career_track_id = ${a}.id),
    'updated_at', ${a}.updated_at)`;
};

/** The columns of a track summary (SummaryRow), from track `t` and its author `u`, its title in `language` (inReaderLanguage). */
export const summaryColumns = (language: Language) => sql`t.id, ${inReaderLanguage('t', language, 'title')} as title,
  ${inReaderLanguage('t', language, 'language')} as text_language, ${shownTrackStatus('t')} as status, t.industry_id, t.user_id, u.name as user_name, u.username as user_username,
  t.total_outdated_votes,
  (select count(*)::int from career_track_next n where n.career_track_id = t.id) as total_next,
  t.updated_at`;

/** Summaries of the tracks matching a condition (alias `t`), newest first, after the cursor. */
function summaries(language: Language, condition: SQL, cursor: string | null, limit: number): SQL {
  return sql`select ${summaryColumns(language)}
             from career_tracks t join users u on u.id = t.user_id
             where ${condition} and ${cursor ? sql`t.id < ${cursor}::uuid` : sql`true`}
             order by t.id desc
             ${limitRows(limit)}`;
}

/** The most tracks derived from one that its answer lists. */
const MAX_DERIVED_LISTED = 50;

/** How far the whole ladder reaches each way, and how many rungs it lists at most. */
const LADDER_DEPTH = 20;
const LADDER_RUNGS = 200;

/**
 * The rungs around track `id`, with their distance: later rungs (its next tracks, the tracks
 * derived from it, and theirs) at depth 1, 2…, earlier ones (what it derives from, the tracks
 * naming it as next, and theirs) at -1, -2…; each at its nearest depth, visible ones only.
 * A ladder cannot loop (no cycle can be saved), so each way ends.
 */
function rungsAround(viewerId: string, language: Language, id: string): SQL {
  const visible = (alias: string) => visibleTo(viewerId, alias);
  return sql`with recursive
      later(id, depth) as (
        select ${id}::uuid, 0
        union
        select s.id, later.depth + 1 from later
        cross join lateral (
          select n.next_career_track_id as id from career_track_next n where n.career_track_id = later.id
          union all
          select c.id from career_tracks c where c.derived_career_track_id = later.id
        ) s
        join career_tracks v on v.id = s.id and ${visible('v')}
        where later.depth < ${LADDER_DEPTH}
      ),
      earlier(id, depth) as (
        select ${id}::uuid, 0
        union
        select p.id, earlier.depth - 1 from earlier
        cross join lateral (
          select n.career_track_id as id from career_track_next n where n.next_career_track_id = earlier.id
          union all
          select c.derived_career_track_id from career_tracks c
            where c.id = earlier.id and c.derived_career_track_id is not null
        ) p
        join career_tracks v on v.id = p.id and ${visible('v')}
        where earlier.depth > ${-LADDER_DEPTH}::int
      ),
      placed(id, depth) as (
        select id, min(depth) from later where depth > 0 group by id
        union all
        select id, max(depth) from earlier where depth < 0 group by id
      )
    select ${summaryColumns(language)}, placed.depth
    from placed join career_tracks t on t.id = placed.id join users u on u.id = t.user_id
    order by abs(placed.depth), placed.depth, title, t.id
    ${limitRows(LADDER_RUNGS)}`;
}

/** The translation of track `ct` into `text` (none for 'original'), as `tr`. */
const translationJoin = (text: TextLanguage) =>
  sql`left join career_track_translations tr on tr.career_track_id = ct.id and ${text === 'original' ? sql`false` : sql`tr.language = ${text}`}`;

/**
 * The skill rows of track `ct` as a JSON array, in order, with whether the viewer follows each
 * skill; each row's what and why from its translation `tr` when it has them.
 */
function skillRowsJson(viewerId: string, language: Language): SQL {
  const translated = (field: 'what' | 'why') =>
    sql`coalesce(tr.skills -> cs.skill_id::text ->> ${field}, cs.${sql.raw(field)})`;
  return sql`coalesce((select json_agg(json_build_object(
               'skill_category_id', cs.skill_category_id, 'skill_id', cs.skill_id,
               'skill_name', ${nameColumn(language, 's')}, 'what', ${translated('what')}, 'why', ${translated('why')},
               'desired_level', cs.desired_level, 'external_desc_urls', cs.external_desc_urls,
               'external_desc_languages', cs.external_desc_languages,
               'declared_objective', cs.declared_objective, 'declared_confidence', cs.declared_confidence,
               'is_followed', exists (select 1 from skill_follows sf
                                      where sf.user_id = ${viewerId}::uuid and sf.skill_id = cs.skill_id))
             order by cs.position)
             from career_track_skills cs join skills s on s.id = cs.skill_id
             where cs.career_track_id = ct.id), '[]'::json)`;
}

export const trackViewsRepository = {
  /** One track with its skills, links, ladder and the viewer's vote, in one statement; only if visible. */
  async full(
    db: DbOrTx,
    viewerId: string,
    language: Language,
    id: string,
    text: TextLanguage,
  ): Promise<FullTrackRow | undefined> {
    const [row] = await queryRows<FullTrackRow>(
      db,
      sql`select ct.id, ct.industry_id, ind.name_en as industry_name_en, ind.name_vn as industry_name_vn,
                 coalesce(tr.title, ct.title) as title, coalesce(tr.desc, ct.desc) as "desc", ct.language,
                 coalesce(tr.language, ct.language) as text_language,
                 (select json_build_object('language', x.language, 'translator_name', xu.name,
                                           'translator_username', xu.username, 'updated_at', x.updated_at)
                   from career_track_translations x left join users xu on xu.id = x.translator_id
                   where x.career_track_id = ct.id) as translation,
                 case when ct.user_id = ${viewerId}::uuid then
                   (select count(*)::int from career_track_translation_suggestions sg
                     where sg.career_track_id = ct.id and sg.status = 'open') else 0 end as open_suggestions,
                 ${shownTrackStatus('ct')} as status, ct.is_copy, ct.user_id, u.name as user_name, u.username as user_username,
                 u.photo_path as user_photo_path, ${currentRoleJson(sql`ct.user_id`, 'member')} as author_role, ct.total_outdated_votes, ct.previews_allowed, ct.created_at, ct.updated_at,
                 ct.hidden_reason, ${hidingDecision('career_track', 'ct')} as hidden_decision_id,
                 (select p.id from posts p where p.career_track_id = ct.id) as post_id,
                 (select count(*)::int from career_tracks b
                   where b.derived_career_track_id = ct.id and b.status = 'shared'
                     and exists (select 1 from users bu where bu.id = b.user_id and bu.is_active)) as total_built_on,
                 (select v.vote_notes from career_track_outdated_votes v
                   where v.career_track_id = ct.id and v.user_id = ${viewerId}::uuid) as my_vote_notes,
                 ${skillRowsJson(viewerId, language)} as skills,
                 (select d.id from career_tracks d where d.id = ct.derived_career_track_id and ${visibleTo(viewerId, 'd')})
                   as derived_career_track_id,
                 (select ${summaryJson('d', language)} from career_tracks d
                   where d.id = ct.derived_career_track_id and ${visibleTo(viewerId, 'd')}) as derived_from,
                 coalesce((select json_agg(nt.id order by n.position)
                           from career_track_next n join career_tracks nt on nt.id = n.next_career_track_id
                           where n.career_track_id = ct.id and ${visibleTo(viewerId, 'nt')}), '[]'::json) as next_ids,
                 coalesce((select json_agg(${summaryJson('nt', language)} order by n.position)
                           from career_track_next n join career_tracks nt on nt.id = n.next_career_track_id
                           where n.career_track_id = ct.id and ${visibleTo(viewerId, 'nt')}), '[]'::json) as next,
                 coalesce((select json_agg(x.j order by x.id) from (
                             select dt.id, ${summaryJson('dt', language)} as j from career_tracks dt
                             where dt.derived_career_track_id = ct.id and ${visibleTo(viewerId, 'dt')}
                             order by dt.id ${limitRows(MAX_DERIVED_LISTED)}) x), '[]'::json) as derived
          from career_tracks ct
          join industries ind on ind.id = ct.industry_id
          join users u on u.id = ct.user_id
          ${translationJoin(text)}
          where ct.id = ${id}::uuid and ${visibleTo(viewerId, 'ct')}`,
    );
    return row;
  },

  /** The whole ladder around a track (rungsAround), nearest rungs first. */
  rungs(db: DbOrTx, viewerId: string, language: Language, id: string) {
    return queryRows<RungRow>(db, rungsAround(viewerId, language, id));
  },

  /** The skill rows of a visible track (null when the viewer may not see it). */
  async skillRows(
    db: DbOrTx,
    viewerId: string,
    language: Language,
    id: string,
  ): Promise<FullTrackRow['skills'] | null> {
    const [row] = await queryRows<{ skills: FullTrackRow['skills'] }>(
      db,
      sql`select ${skillRowsJson(viewerId, language)} as skills
          from career_tracks ct ${translationJoin(language)}
          where ct.id = ${id}::uuid and ${visibleTo(viewerId, 'ct')}`,
    );
    return row ? row.skills : null;
  },

  /**
   * Shared tracks plus the viewer's own of any status, newest first: of one industry, or of every
   * industry when `industryId` is null (the tracks one may link as derived or next); with
   * `title`, those whose title in either language contains it, in any case and with or without accents.
   */
  visible(
    db: DbOrTx,
    viewerId: string,
    language: Language,
    industryId: string | null,
    cursor: string | null,
    limit: number,
    title: string | null = null,
    isSharedOnly = false,
  ) {
    const titled = title
      ? sql`(${containsText(sql`t.title`, title)} or exists (select 1 from career_track_translations tt
             where tt.career_track_id = t.id and ${containsText(sql`tt.title`, title)}))`
      : sql`true`;
    const inIndustry = industryId ? sql`t.industry_id = ${industryId}::uuid` : sql`true`;
    const shared = isSharedOnly ? sql` and t.status = 'shared'` : sql``;
    return queryRows<SummaryRow>(
      db,
      summaries(language, sql`${inIndustry} and ${visibleTo(viewerId, 't')} and ${titled}${shared}`, cursor, limit),
    );
  },

  /**
   * The shared tracks of an industry in ladder order: each at its rung, the longest chain of
   * visible tracks naming it as their next one (up to LADDER_DEPTH), so entry rungs come first;
   * then by title and id, after the cursor.
   */
  ladderOrder(
    db: DbOrTx,
    viewerId: string,
    language: Language,
    industryId: string,
    cursor: { rung: number; title: string; id: string } | null,
    limit: number,
  ) {
    const title = inReaderLanguage('t', language, 'title');
    const after = cursor
      ? sql`(placed.rung, ${title}, t.id) > (${cursor.rung}::int, ${cursor.title}::text, ${cursor.id}::uuid)`
      : sql`true`;
    return queryRows<LadderRow>(
      db,
      sql`with recursive
            shared as (
              select t.id from career_tracks t
              where t.industry_id = ${industryId}::uuid and t.status = 'shared' and ${visibleTo(viewerId, 't')}),
            up(origin, id, rung) as (
              select id, id, 0 from shared
              union
              select up.origin, n.career_track_id, up.rung + 1 from up
              join career_track_next n on n.next_career_track_id = up.id
              join career_tracks p on p.id = n.career_track_id and p.status = 'shared' and ${visibleTo(viewerId, 'p')}
              where up.rung < ${LADDER_DEPTH}),
            placed as (select origin as id, max(rung)::int as rung from up group by origin)
          select ${summaryColumns(language)}, placed.rung
          from placed join career_tracks t on t.id = placed.id join users u on u.id = t.user_id
          where ${after}
          order by placed.rung, title, t.id
          ${limitRows(limit)}`,
    );
  },

  /** A member's tracks: all of them for the member, the shared ones for anyone else (or for all). */
  byUser(
    db: DbOrTx,
    viewerId: string,
    language: Language,
    userId: string,
    cursor: string | null,
    limit: number,
    isSharedOnly = false,
  ) {
    const shared = isSharedOnly ? sql` and t.status = 'shared'` : sql``;
    return queryRows<SummaryRow>(
      db,
      summaries(language, sql`t.user_id = ${userId}::uuid and ${visibleTo(viewerId, 't')}${shared}`, cursor, limit),
    );
  },
};
