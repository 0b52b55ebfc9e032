import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type Database } from '../client';
import { createTestDatabase } from '../../../test/helper';
import { isReferenceDataCurrent, seedReferenceData, skillNameKey } from './reference-data';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const count = async (table: string) =>
  Number((await queryRows<{ n: number }>(database.db, sql.raw(`select count(*)::int as n from ${table}`)))[0]?.n);

describe('reference data', () => {
  it('ships at least 20 bilingual industries, 300 skills and the four categories', async () => {
    expect(await count('industries')).toBeGreaterThanOrEqual(20);
    expect(await count('skills')).toBeGreaterThanOrEqual(300);
    expect(await count('skill_categories')).toBe(4);
    const rows = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from industries where name_vn = name_en or name_vn = ''`,
    );
    expect(rows[0]?.n).toBe(0);
  });

  it('writes nothing the second time (it runs at every start)', async () => {
    expect(await seedReferenceData(database.db)).toEqual({
      categories: 0,
      industries: 0,
      skills: 0,
      industrySkills: 0,
    });
  });

  it('puts the shipped names back if they were changed', async () => {
    await database.db.execute(sql`update industries set name_vn = 'x' where slug = 'software-engineering'`);
    expect((await seedReferenceData(database.db)).industries).toBe(1);
    const rows = await queryRows<{ name_vn: string }>(
      database.db,
      sql`select name_vn from industries where slug = 'software-engineering'`,
    );
    expect(rows[0]?.name_vn).toBe('Kỹ thuật phần mềm');
  });

  it('finds every kind of change the upsert would repair, and repairs it', async () => {
    expect(await isReferenceDataCurrent(database.db)).toBe(true);
    const changes = [
      `update skill_categories set max_skill_pick = 9 where key = 'industry_knowledge'`,
      `update industries set name_en = 'Software' where slug = 'software-engineering'`,
      `update skills set name_vn = 'x' where name_key = 'system design'`,
      `delete from industry_skills where skill_id = (select id from skills where name_key = 'system design')`,
      `delete from skills where name_key = 'system design'`,
    ];
    for (const change of changes) {
      await database.db.execute(sql.raw(change));
      expect(await isReferenceDataCurrent(database.db), change).toBe(false);
      const report = await seedReferenceData(database.db);
      expect(Object.values(report).some((n) => n > 0)).toBe(true);
      expect(await isReferenceDataCurrent(database.db)).toBe(true);
    }
    expect(await count('skill_categories')).toBe(4);
  });

  it('keys skills by case and Unicode form', () => {
    expect(skillNameKey('  Ｐｙｔｈｏｎ  ')).toBe('python');
    expect(skillNameKey('Giao  tiếp')).toBe(skillNameKey('giao tiếp'.normalize('NFD')));
  });
});
