import type { Language } from '@ladder/shared/constants';
import { TRANSLATION_SUGGESTION_STATUSES, type TranslationValue } from '@ladder/shared/schemas/track-languages';
import { LANGUAGES } from '@ladder/shared/constants';
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows, type DbOrTx } from '../../db/client';
import { rawTime } from '../../db/row-schemas';
import type { TranslatedSkills } from '../../db/track-languages-schema';
import { notBlockedFor } from '../../db/visibility';
import { limitRows } from '../../db/keyset';

// A track's translation and members' suggested ones
// (docs/decisions/0063-a-track-in-both-languages.md). Raw SQL: the rows are declared as
// schemas, checked against real rows on both databases (track-languages.api.test.ts).

const translatedSkills = z.record(z.string(), z.strictObject({ what: z.string(), why: z.string() }));

export const translationRowSchema = z.strictObject({
  career_track_id: z.string(),
  language: z.enum(LANGUAGES),
  title: z.string(),
  desc: z.string(),
  skills: translatedSkills,
  translator_name: z.string().nullable(),
  translator_username: z.string().nullable(),
  updated_at: rawTime,
});
export type TranslationRow = z.infer<typeof translationRowSchema>;

export const suggestionRowSchema = z.strictObject({
  id: z.string(),
  career_track_id: z.string(),
  language: z.enum(LANGUAGES),
  title: z.string(),
  desc: z.string(),
  skills: translatedSkills,
  status: z.enum(TRANSLATION_SUGGESTION_STATUSES),
  user_id: z.string(),
  user_name: z.string(),
  user_username: z.string(),
  created_at: rawTime,
  decided_at: rawTime.nullable(),
  /** The track's author, who answers it. */
  track_user_id: z.string(),
});
export type SuggestionRow = z.infer<typeof suggestionRowSchema>;

/** The skill texts of a translation as stored: by skill id. */
export const skillsByRow = (value: TranslationValue): TranslatedSkills =>
  Object.fromEntries(value.skills.map((row) => [row.skill_id, { what: row.what, why: row.why }]));

const SUGGESTION_COLUMNS = sql`s.id::text as id, s.career_track_id::text as career_track_id, s.language, s.title, s.desc,
  s.skills, s.status, s.user_id::text as user_id, u.name as user_name, u.username as user_username, s.created_at,
  s.decided_at, t.user_id::text as track_user_id`;
const SUGGESTION_FROM = sql`career_track_translation_suggestions s join users u on u.id = s.user_id
  join career_tracks t on t.id = s.career_track_id`;

const suggestionsWhere = (where: SQL, cursor: string | null, limit: number) =>
  sql`select ${SUGGESTION_COLUMNS} from ${SUGGESTION_FROM}
      where ${where} and ${cursor ? sql`s.id < ${cursor}::uuid` : sql`true`}
      order by s.id desc ${limitRows(limit)}`;

export const trackLanguagesRepository = {
  async translation(db: DbOrTx, trackId: string): Promise<TranslationRow | undefined> {
    const [row] = await queryRows<TranslationRow>(
      db,
      sql`select tr.career_track_id::text as career_track_id, tr.language, tr.title, tr.desc, tr.skills,
                 u.name as translator_name, u.username as translator_username, tr.updated_at
          from career_track_translations tr left join users u on u.id = tr.translator_id
          where tr.career_track_id = ${trackId}::uuid`,
    );
    return row;
  },

  /** Writes the track's translation (the only one: a second replaces the first); skills by id (skillsByRow). */
  async putTranslation(
    db: DbOrTx,
    trackId: string,
    language: Language,
    texts: { title: string; desc: string; skills: TranslatedSkills },
    translatorId: string,
  ): Promise<void> {
    await db.execute(
      sql`insert into career_track_translations (career_track_id, language, title, "desc", skills, translator_id)
          values (${trackId}::uuid, ${language}, ${texts.title}, ${texts.desc}, ${JSON.stringify(texts.skills)}::jsonb,
                  ${translatorId}::uuid)
          on conflict (career_track_id) do update
            set language = excluded.language, title = excluded.title, "desc" = excluded.desc,
                skills = excluded.skills, translator_id = excluded.translator_id, updated_at = now()`,
    );
  },

  /** Whether there was one to delete. */
  async deleteTranslation(db: DbOrTx, trackId: string): Promise<boolean> {
    const rows = await queryRows<{ ok: boolean }>(
      db,
      sql`delete from career_track_translations where career_track_id = ${trackId}::uuid returning true as ok`,
    );
    return rows.length > 0;
  },

  /**
   * The author wrote the track in the other language now: its translation and the open
   * suggestions were into that language, so they go.
   */
  async dropOtherLanguage(db: DbOrTx, trackId: string): Promise<void> {
    await db.execute(sql`delete from career_track_translations where career_track_id = ${trackId}::uuid`);
    await db.execute(
      sql`delete from career_track_translation_suggestions where career_track_id = ${trackId}::uuid and status = 'open'`,
    );
  },

  /** A member's suggestion; it replaces their open one on the same track. */
  async suggest(
    db: DbOrTx,
    trackId: string,
    userId: string,
    language: Language,
    value: TranslationValue,
  ): Promise<string> {
    const skills = JSON.stringify(skillsByRow(value));
    const [row] = await queryRows<{ id: string }>(
      db,
      sql`insert into career_track_translation_suggestions (id, career_track_id, user_id, language, title, "desc", skills)
          values (ladder_uuid_v7(), ${trackId}::uuid, ${userId}::uuid, ${language}, ${value.title}, ${value.desc}, ${skills}::jsonb)
          on conflict (career_track_id, user_id) where status = 'open' do update
            set language = excluded.language, title = excluded.title, "desc" = excluded.desc, skills = excluded.skills,
                created_at = now()
          returning id::text as id`,
    );
    return row!.id;
  },

  async suggestion(db: DbOrTx, id: string, lock = false): Promise<SuggestionRow | undefined> {
    const [row] = await queryRows<SuggestionRow>(
      db,
      sql`select ${SUGGESTION_COLUMNS} from ${SUGGESTION_FROM} where s.id = ${id}::uuid${lock ? sql` for update of s` : sql``}`,
    );
    return row;
  },

  /** A track's open suggestions, newest first: all of them (its author's view, none from a member either side blocked), or one member's. */
  openSuggestions(
    db: DbOrTx,
    trackId: string,
    viewer: { id: string; isAuthor: boolean },
    cursor: string | null,
    limit: number,
  ): Promise<SuggestionRow[]> {
    const whose = viewer.isAuthor ? notBlockedFor(viewer.id, sql`s.user_id`) : sql`s.user_id = ${viewer.id}::uuid`;
    return queryRows<SuggestionRow>(
      db,
      suggestionsWhere(
        sql`s.career_track_id = ${trackId}::uuid and s.status = 'open' and u.is_active and ${whose}`,
        cursor,
        limit,
      ),
    );
  },

  async decide(db: DbOrTx, id: string, status: 'accepted' | 'declined'): Promise<void> {
    await db.execute(
      sql`update career_track_translation_suggestions set status = ${status}, decided_at = now() where id = ${id}::uuid`,
    );
  },

  /** The skills of the track, to check a translation names only those. */
  async skillIds(db: DbOrTx, trackId: string): Promise<Set<string>> {
    const rows = await queryRows<{ id: string }>(
      db,
      sql`select skill_id::text as id from career_track_skills where career_track_id = ${trackId}::uuid`,
    );
    return new Set(rows.map((row) => row.id));
  },
};
