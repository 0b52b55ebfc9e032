import { SKILL_EVIDENCE_KINDS } from '@ladder/shared/schemas/skill-evidence';
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows, type DbOrTx } from '../../db/client';
import { rawTime } from '../../db/row-schemas';

// Evidence on a member's skill (docs/api/profile.md "Evidence on a skill"). Raw SQL: its rows are
// declared as a schema, checked against real rows on both databases (skill-evidence.api.test.ts).
export const evidenceRowSchema = z.strictObject({
  id: z.string(),
  skill_id: z.string(),
  kind: z.enum(SKILL_EVIDENCE_KINDS),
  title: z.string(),
  url: z.string().nullable(),
  file_key: z.string().nullable(),
  file_content_type: z.string().nullable(),
  created_at: rawTime,
});
export type EvidenceRow = z.infer<typeof evidenceRowSchema>;

const COLUMNS = sql`id::text as id, skill_id::text as skill_id, kind, title, url, file_key, file_content_type, created_at`;

/**
 * The evidence on a member's skill as a JSON array, oldest first, for the statements that list
 * skills (a profile's skills, "Compare with my skills"): `userId` and `skillId` are the outer
 * query's columns, read through skill_evidence_skill_idx, so a list of skills is one statement.
 */
export const evidenceJson = (userId: SQL, skillId: SQL) =>
  sql`(select coalesce(json_agg(json_build_object('id', e.id::text, 'skill_id', e.skill_id::text, 'kind', e.kind,
              'title', e.title, 'url', e.url, 'file_key', e.file_key, 'file_content_type', e.file_content_type,
              'created_at', e.created_at) order by e.id), '[]'::json)
       from skill_evidence e where e.user_id = ${userId} and e.skill_id = ${skillId})`;

export const skillEvidenceRepository = {
  /** The member's evidence on one skill, oldest first. */
  list(db: DbOrTx, userId: string, skillId: string): Promise<EvidenceRow[]> {
    return queryRows<EvidenceRow>(
      db,
      sql`select ${COLUMNS} from skill_evidence where user_id = ${userId}::uuid and skill_id = ${skillId}::uuid
          order by id`,
    );
  },

  async count(db: DbOrTx, userId: string, skillId: string): Promise<number> {
    const [row] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from skill_evidence where user_id = ${userId}::uuid and skill_id = ${skillId}::uuid`,
    );
    return row?.n ?? 0;
  },

  /** A new piece of evidence; undefined when the member no longer has the skill. */
  async insert(
    db: DbOrTx,
    ids: { id: string; userId: string; skillId: string },
    evidence: { title: string } & ({ url: string } | { fileKey: string; contentType: string }),
  ): Promise<EvidenceRow | undefined> {
    const link = 'url' in evidence;
    const [row] = await queryRows<EvidenceRow>(
      db,
      sql`insert into skill_evidence (id, user_id, skill_id, kind, title, url, file_key, file_content_type)
          select ${ids.id}::uuid, us.user_id, us.skill_id, ${link ? 'link' : 'file'}, ${evidence.title},
                 ${link ? evidence.url : null}, ${link ? null : evidence.fileKey}, ${link ? null : evidence.contentType}
          from user_skills us where us.user_id = ${ids.userId}::uuid and us.skill_id = ${ids.skillId}::uuid
          returning ${COLUMNS}`,
    );
    return row;
  },

  /** Deletes the member's piece of evidence: its file's key (null: a link), or undefined when it is not theirs. */
  async remove(db: DbOrTx, userId: string, id: string): Promise<{ file_key: string | null } | undefined> {
    const [row] = await queryRows<{ file_key: string | null }>(
      db,
      sql`delete from skill_evidence where id = ${id}::uuid and user_id = ${userId}::uuid returning file_key`,
    );
    return row;
  },

  /** The files of the member's evidence on a skill, before the skill (and so the evidence) goes. */
  async filesOf(db: DbOrTx, userId: string, skillId: string): Promise<string[]> {
    const rows = await queryRows<{ file_key: string }>(
      db,
      sql`select file_key from skill_evidence
          where user_id = ${userId}::uuid and skill_id = ${skillId}::uuid and file_key is not null`,
    );
    return rows.map((row) => row.file_key);
  },
};
