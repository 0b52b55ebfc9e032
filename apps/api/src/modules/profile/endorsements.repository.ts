import type { EndorsementInput } from '@ladder/shared/schemas/endorsements';
import { ENDORSEMENT_RELATIONS, ENDORSEMENT_STATUSES } from '@ladder/shared/schemas/endorsements';
import { DESIRED_LEVELS } from '@ladder/shared/values/career-tracks';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows, type DbOrTx } from '../../db/client';
import { rawTime } from '../../db/row-schemas';
import { notBlockedFor } from '../../db/visibility';
import { skillName } from '../growth/growth-sql';
import type { Language } from '@ladder/shared/constants';
import { limitRows } from '../../db/keyset';

// Endorsements with context (docs/api/profile.md "Endorsements"). Raw SQL: its rows are declared
// as a schema, checked against real rows on both databases (endorsements.api.test.ts).
export const endorsementRowSchema = z.strictObject({
  id: z.string(),
  user_id: z.string(),
  skill_id: z.string(),
  skill_name: z.string(),
  endorser_id: z.string(),
  endorser_name: z.string(),
  endorser_username: z.string(),
  endorser_photo_path: z.string().nullable(),
  relation: z.enum(ENDORSEMENT_RELATIONS),
  level: z.enum(DESIRED_LEVELS),
  note: z.string().nullable(),
  status: z.enum(ENDORSEMENT_STATUSES),
  created_at: rawTime,
});
export type EndorsementRow = z.infer<typeof endorsementRowSchema>;

/** The columns of an endorsement, from `e`, its endorser `u` and its skill `s`. */
const columns = (language: Language) => sql`e.id::text as id, e.user_id::text as user_id,
  e.skill_id::text as skill_id, ${skillName(language)} as skill_name,
  e.endorser_id::text as endorser_id, u.name as endorser_name, u.username as endorser_username,
  u.photo_path as endorser_photo_path, e.relation, e.level, e.note, e.status, e.created_at`;
const JOINS = sql`join users u on u.id = e.endorser_id join skills s on s.id = e.skill_id`;

/** Which of a skill's endorsements a reader sees: all of them (the endorsed member), or accepted ones. */
export type EndorsementsShown = 'all' | 'accepted';

export const endorsementsRepository = {
  /** Whether the member claims the skill (it is in their skills). */
  async hasSkill(db: DbOrTx, userId: string, skillId: string): Promise<boolean> {
    const rows = await queryRows<{ ok: boolean }>(
      db,
      sql`select true as ok from user_skills where user_id = ${userId}::uuid and skill_id = ${skillId}::uuid`,
    );
    return rows.length > 0;
  },

  /** A new endorsement, or undefined when this endorser already endorsed this skill. */
  async insert(
    db: DbOrTx,
    ids: { userId: string; skillId: string; endorserId: string },
    input: EndorsementInput,
    language: Language,
  ): Promise<EndorsementRow | undefined> {
    const [row] = await queryRows<EndorsementRow>(
      db,
      sql`with e as (
            insert into skill_endorsements (id, user_id, skill_id, endorser_id, relation, level, note)
            values (ladder_uuid_v7(), ${ids.userId}::uuid, ${ids.skillId}::uuid, ${ids.endorserId}::uuid,
                    ${input.relation}, ${input.level}, ${input.note ?? null})
            on conflict (user_id, skill_id, endorser_id) do nothing
            returning *)
          select ${columns(language)} from e ${JOINS}`,
    );
    return row;
  },

  /**
   * A skill's endorsements the reader sees, newest first, after `cursor` (an id: ids are v7,
   * so they sort by time); endorsers who left, or whom either side blocked, are left out.
   */
  page(
    db: DbOrTx,
    q: { userId: string; skillId: string; shown: EndorsementsShown; viewerId: string | null; language: Language },
    cursor: string | null,
    limit: number,
  ): Promise<EndorsementRow[]> {
    return queryRows<EndorsementRow>(
      db,
      sql`select ${columns(q.language)} from skill_endorsements e ${JOINS}
          where e.user_id = ${q.userId}::uuid and e.skill_id = ${q.skillId}::uuid and u.is_active
            and ${q.shown === 'all' ? sql`true` : sql`e.status = 'accepted'`}
            and ${notBlockedFor(q.viewerId, sql`e.endorser_id`)}
            and ${cursor ? sql`e.id < ${cursor}::uuid` : sql`true`}
          order by e.id desc ${limitRows(limit)}`,
    );
  },

  /** The endorsements a member received, newest first, from endorsers still active; after `cursor`. */
  received(db: DbOrTx, userId: string, language: Language, cursor: string | null, limit: number) {
    return queryRows<EndorsementRow>(
      db,
      sql`select ${columns(language)} from skill_endorsements e ${JOINS}
          where e.user_id = ${userId}::uuid and u.is_active and ${cursor ? sql`e.id < ${cursor}::uuid` : sql`true`}
          order by e.id desc ${limitRows(limit)}`,
    );
  },

  async find(db: DbOrTx, id: string): Promise<{ user_id: string; endorser_id: string } | undefined> {
    const [row] = await queryRows<{ user_id: string; endorser_id: string }>(
      db,
      sql`select user_id::text as user_id, endorser_id::text as endorser_id from skill_endorsements where id = ${id}::uuid`,
    );
    return row;
  },

  async setStatus(
    db: DbOrTx,
    id: string,
    status: 'accepted' | 'hidden',
    language: Language,
  ): Promise<EndorsementRow | undefined> {
    const [row] = await queryRows<EndorsementRow>(
      db,
      sql`with e as (update skill_endorsements set status = ${status}, updated_at = now() where id = ${id}::uuid returning *)
          select ${columns(language)} from e ${JOINS}`,
    );
    return row;
  },

  async remove(db: DbOrTx, id: string): Promise<void> {
    await db.execute(sql`delete from skill_endorsements where id = ${id}::uuid`);
  },
};
