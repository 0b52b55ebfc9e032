import type { Language } from '@ladder/shared/constants';
import { skillCategorySchema, skillSchema } from '@ladder/shared/schemas/career-tracks';
import { eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows, type DbOrTx } from '../../db/client';
import { retiredSkillKeys, skills } from '../../db/schema';
import { containsText } from '../../db/search';
import { nameColumn } from './industries.repository';
import { limitRows } from '../../db/keyset';

// Skills are read in the reader's language by raw SQL: the rows are declared as schemas (the
// answer's, whose columns they are), which row-shapes-tracks.api.test.ts checks on both databases.
export const skillItemRowSchema = z.strictObject({
  ...skillSchema.omit({ category_key: true }).shape,
  category_key: z.string().nullable(),
});
export type SkillItemRow = z.infer<typeof skillItemRowSchema>;
/** A row of a page: a skill and its place (0 named exactly, 1 suggested, 2 the rest). */
export const skillListRowSchema = skillItemRowSchema.extend({ rank: z.number() });
export type SkillListRow = z.infer<typeof skillListRowSchema>;
export const skillCategoryRowSchema = z.strictObject(skillCategorySchema.shape);
export type SkillCategoryRow = z.infer<typeof skillCategoryRowSchema>;

export const skillsRepository = {
  /**
   * A page of skills ordered by (rank, name, id): a skill named exactly as the keywords first
   * (rank 0: "Git" before "Digital Forensics"), then, with an industry, the skills it suggests
   * (rank 1) with their category, then the rest (rank 2). Keywords match the name in either
   * language, accent- and case-insensitively.
   */
  page(
    db: DbOrTx,
    options: {
      language: Language;
      keywords: string | null;
      industryId: string | null;
      cursor: { rank: number; name: string; id: string } | null;
      limit: number;
    },
  ): Promise<SkillListRow[]> {
    const { language, keywords, industryId, cursor, limit } = options;
    const name = nameColumn(language, 's');
    const match = keywords
      ? sql`(${containsText(sql`s.name_en`, keywords)} or ${containsText(sql`s.name_vn`, keywords)})`
      : sql`true`;
    const exact = keywords
      ? sql`ladder_search_key(${keywords}) in (ladder_search_key(s.name_en), ladder_search_key(s.name_vn))`
      : sql`false`;
    return queryRows(
      db,
      sql`select * from (
            select s.id, ${name} as name, s.name_en, s.name_vn, isk.category_key,
                   case when ${exact} then 0 when isk.skill_id is not null then 1 else 2 end as rank
            from skills s
            left join industry_skills isk on isk.skill_id = s.id and isk.industry_id = ${industryId}::uuid
            where ${match}) t
          where ${cursor ? sql`(t.rank, t.name, t.id) > (${cursor.rank}, ${cursor.name}, ${cursor.id}::uuid)` : sql`true`}
          order by t.rank, t.name, t.id
          ${limitRows(limit)}`,
    );
  },

  async findById(db: DbOrTx, language: Language, id: string): Promise<SkillItemRow | undefined> {
    const [row] = await queryRows<SkillItemRow>(
      db,
      sql`select s.id, ${nameColumn(language, 's')} as name, s.name_en, s.name_vn, null as category_key
          from skills s where s.id = ${id}::uuid`,
    );
    return row;
  },

  /** Inserts a skill unless one with the same key exists; the existing one's name otherwise. */
  async insert(
    db: DbOrTx,
    values: { name: string; name_key: string; created_by: string },
  ): Promise<{ id: string } | { existing: string }> {
    const [row] = await db
      .insert(skills)
      .values({ name_en: values.name, name_vn: values.name, name_key: values.name_key, created_by: values.created_by })
      .onConflictDoNothing({ target: skills.name_key })
      .returning({ id: skills.id });
    if (row) return row;
    const [existing] = await queryRows<{ name_en: string }>(
      db,
      sql`select name_en from skills where name_key = ${values.name_key}`,
    );
    return { existing: existing?.name_en ?? values.name };
  },

  /**
   * Renames a skill, in a transaction: 'taken' when another skill has the new key. The shipped
   * reference data no longer overwrites its names, nor creates it again under its old English name.
   */
  async rename(
    tx: DbOrTx,
    id: string,
    values: { name_en: string; name_vn: string; name_key: string },
  ): Promise<'updated' | 'missing' | 'taken'> {
    const [row] = await queryRows<{ name_key: string }>(
      tx,
      sql`select name_key from skills where id = ${id}::uuid for update`,
    );
    if (!row) return 'missing';
    if (row.name_key !== values.name_key) {
      const [other] = await queryRows<{ id: string }>(
        tx,
        sql`select id from skills where name_key = ${values.name_key}`,
      );
      if (other) return 'taken';
      await tx.insert(retiredSkillKeys).values({ name_key: row.name_key }).onConflictDoNothing();
      await tx.delete(retiredSkillKeys).where(eq(retiredSkillKeys.name_key, values.name_key));
    }
    await tx
      .update(skills)
      .set({ ...values, names_edited_at: new Date() })
      .where(eq(skills.id, id));
    return 'updated';
  },

  /** Which of these ids are skills. */
  async existingIds(db: DbOrTx, ids: string[]): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    const rows = await db.select({ id: skills.id }).from(skills).where(inArray(skills.id, ids));
    return new Set(rows.map((r) => r.id));
  },

  categories(db: DbOrTx, language: Language) {
    return queryRows<SkillCategoryRow>(
      db,
      sql`select c.id, c."order", ${nameColumn(language, 'c')} as name, c.key, c.min_skill_pick, c.max_skill_pick
          from skill_categories c order by c."order"`,
    );
  },
};
