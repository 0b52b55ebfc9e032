import type { Language } from '@ladder/shared/constants';
import { industrySchema } from '@ladder/shared/schemas/career-tracks';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows, type DbOrTx } from '../../db/client';
import { industries } from '../../db/schema';
import { containsText } from '../../db/search';
import { limitRows } from '../../db/keyset';

// Industries are read in the reader's language by raw SQL: the rows are declared as schemas (the
// answer's, whose columns they are), which row-shapes-tracks.api.test.ts checks on both databases.
export const industryRowSchema = z.strictObject(industrySchema.shape);
export type IndustryRow = z.infer<typeof industryRowSchema>;
/** A row of a page, with the count of every industry. */
export const industryPageRowSchema = industryRowSchema.extend({ total: z.number() });
export type IndustryPageRow = z.infer<typeof industryPageRowSchema>;

/** The column holding an industry's (or a skill's) name in a language. */
export const nameColumn = (language: Language, alias: string) =>
  sql.raw(`${alias}.${language === 'vi' ? 'name_vn' : 'name_en'}`);

const columns = (language: Language) =>
  sql`i.id, ${nameColumn(language, 'i')} as name, i.name_en, i.name_vn, i.total_career_tracks`;

export const industriesRepository = {
  /**
   * A page ordered by the name in `language`, then id, with the total in the same statement;
   * with `isTracksFirst` (the tree), the industries that have shared tracks come first. Keywords
   * match the name in either language, accent- and case-insensitively (the total counts matches).
   */
  page(
    db: DbOrTx,
    language: Language,
    cursor: { hasTracks: boolean; name: string; id: string } | null,
    limit: number,
    isTracksFirst = false,
    keywords: string | null = null,
  ): Promise<IndustryPageRow[]> {
    const name = nameColumn(language, 'i');
    const match = keywords
      ? sql`(${containsText(sql`i.name_en`, keywords)} or ${containsText(sql`i.name_vn`, keywords)})`
      : sql`true`;
    const has = sql`(i.total_career_tracks > 0)`;
    const after = !cursor
      ? sql`true`
      : isTracksFirst
        ? sql`(${has} < ${cursor.hasTracks} or (${has} = ${cursor.hasTracks} and (${name}, i.id) > (${cursor.name}, ${cursor.id}::uuid)))`
        : sql`(${name}, i.id) > (${cursor.name}, ${cursor.id}::uuid)`;
    return queryRows(
      db,
      sql`select ${columns(language)}, (select count(*)::int from industries i where ${match}) as total
          from industries i
          where ${after} and ${match}
          order by ${isTracksFirst ? sql`${has} desc, ` : sql``}${name}, i.id
          ${limitRows(limit)}`,
    );
  },

  async findById(db: DbOrTx, language: Language, id: string): Promise<IndustryRow | undefined> {
    const [row] = await queryRows<IndustryRow>(
      db,
      sql`select ${columns(language)} from industries i where i.id = ${id}::uuid`,
    );
    return row;
  },

  async exists(db: DbOrTx, id: string): Promise<boolean> {
    const rows = await db.select({ id: industries.id }).from(industries).where(eq(industries.id, id)).limit(1);
    return rows.length > 0;
  },

  async insert(db: DbOrTx, values: { name_en: string; name_vn: string }): Promise<string> {
    const [row] = await db.insert(industries).values(values).returning({ id: industries.id });
    if (!row) throw new Error('insert returned no row');
    return row.id;
  },

  async update(db: DbOrTx, id: string, values: { name_en: string; name_vn: string }): Promise<boolean> {
    const rows = await db
      .update(industries)
      .set({ ...values, names_edited_at: new Date(), updated_at: new Date() })
      .where(eq(industries.id, id))
      .returning({ id: industries.id });
    return rows.length > 0;
  },

  /** Deletes an industry no track uses; 'missing' or 'in_use' otherwise. */
  async delete(db: DbOrTx, id: string): Promise<'deleted' | 'missing' | 'in_use'> {
    const [row] = await queryRows<{ found: boolean; deleted: boolean }>(
      db,
      sql`with gone as (
            delete from industries i where i.id = ${id}::uuid
              and not exists (select 1 from career_tracks ct where ct.industry_id = i.id)
            returning i.id)
          select exists (select 1 from industries where id = ${id}::uuid) as found,
                 exists (select 1 from gone) as deleted`,
    );
    if (row?.deleted) return 'deleted';
    return row?.found ? 'in_use' : 'missing';
  },

  /** Moves the shared-track count of an industry; the caller holds the track's row lock. */
  async addToCount(db: DbOrTx, id: string, delta: number): Promise<void> {
    if (delta === 0) return;
    await db
      .update(industries)
      .set({ total_career_tracks: sql`${industries.total_career_tracks} + ${delta}` })
      .where(eq(industries.id, id));
  },
};
