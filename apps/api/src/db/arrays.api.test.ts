import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/helper';
import { intArray, textArray, uuidArray } from './arrays';
import { queryRows, type Database } from './client';

describe('array parameters', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('carry any text, quotes, backslashes, commas and braces included, as one parameter each', async () => {
    const values = ['plain', 'a "quoted" word', 'back\\slash', 'a,b', '{braces}', 'NULL', '', 'Tiếng Việt'];
    const [row] = await queryRows<{ values: string[]; n: number }>(
      database.db,
      sql`select ${textArray(values)} as values, cardinality(${textArray(values)}) as n`,
    );
    expect(row).toEqual({ values, n: values.length });
  });

  it('keep their order through unnest with ordinality, in a transaction too', async () => {
    const ids = ['0190a000-0000-7000-8000-000000000002', '0190a000-0000-7000-8000-000000000001'];
    const rows = await database.db.transaction((tx) =>
      queryRows<{ id: string; ord: number; grade: number }>(
        tx,
        sql`select t.id, t.ord::int as ord, t.grade from unnest(${uuidArray(ids)}, ${intArray([7, 9])})
              with ordinality as t(id, grade, ord) order by t.ord`,
      ),
    );
    expect(rows).toEqual([
      { id: ids[0], ord: 1, grade: 7 },
      { id: ids[1], ord: 2, grade: 9 },
    ]);
  });

  it('may be empty, and a value that is no uuid is refused by the database, not spliced', async () => {
    const [row] = await queryRows<{ n: number }>(database.db, sql`select cardinality(${uuidArray([])}) as n`);
    expect(row?.n).toBe(0);
    await expect(queryRows(database.db, sql`select ${uuidArray(["x}','{"])} as ids`)).rejects.toThrow();
  });
});
