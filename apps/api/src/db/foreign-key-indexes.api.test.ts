import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/helper';
import { queryRows, type Database } from './client';

/** Foreign keys left without an index on purpose: what they name is never deleted, or the table stays tiny. */
const UNINDEXED = [
  // Reference data shipped with the app: a skill category is never deleted.
  'career_track_skills (skill_category_id) -> skill_categories',
  // A queue the instances empty within a second (docs/decisions/0064-likes-told-in-batches.md):
  // an index would cost every first like a write for a table of a few rows.
  'like_notices (actor_id) -> users',
  'like_notices (post_id) -> posts',
];

/**
 * Deleting or re-keying a row makes PostgreSQL find every row that references it. Without an
 * index leading with the referencing columns, that is a read of the whole referencing table at
 * each delete: a deleted comment read every notification (bench/soak's SOAK_PG_STATEMENTS, 1.2 ms
 * a delete after five minutes, and growing with the table).
 */
describe('foreign keys', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it('each have an index leading with their columns, so that deleting what they name looks rows up', async () => {
    const unindexed = await queryRows<{ name: string }>(
      database.db,
      sql`select c.conrelid::regclass::text || ' (' ||
                 (select string_agg(a.attname, ', ' order by a.attnum) from pg_attribute a
                   where a.attrelid = c.conrelid and a.attnum = any (c.conkey)) ||
                 ') -> ' || c.confrelid::regclass::text as name
            from pg_constraint c
           where c.contype = 'f' and c.connamespace = 'public'::regnamespace
             and not exists (
               select 1 from pg_index i
                where i.indrelid = c.conrelid
                  and (string_to_array(i.indkey::text, ' ')::int2[])[1:cardinality(c.conkey)] @> c.conkey
                  and (string_to_array(i.indkey::text, ' ')::int2[])[1:cardinality(c.conkey)] <@ c.conkey)
           order by 1`,
    );
    expect(unindexed.map((row) => row.name)).toEqual(UNINDEXED);
  });
});
