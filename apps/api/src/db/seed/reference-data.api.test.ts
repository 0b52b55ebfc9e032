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

  it('keeps what a superuser changed: renamed names, a merged skill, a name renamed away', async () => {
    const [merged, renamed] = await queryRows<{ id: string; name_key: string }>(
      database.db,
      sql`select s.id, s.name_key from skills s join industry_skills l on l.skill_id = s.id
          where s.name_key <> 'system design' order by s.name_key limit 2`,
    );
    if (!merged || !renamed) throw new Error('no shipped skills');
    // What PUT /industries/{id}, PUT /skills/{id} and a merge leave behind (skill-merge.api.test.ts).
    const edits = [
      sql`update industries set name_vn = 'Phần mềm', names_edited_at = now() where slug = 'software-engineering'`,
      sql`update skills set name_vn = 'Thiết kế', names_edited_at = now() where name_key = 'system design'`,
      sql`insert into retired_skill_keys (name_key) values (${merged.name_key}), (${renamed.name_key})`,
      sql`delete from industry_skills where skill_id = ${merged.id}::uuid`,
      sql`delete from skills where id = ${merged.id}::uuid`,
      sql`update skills set name_en = 'Renamed away', name_key = 'renamed away', names_edited_at = now()
          where id = ${renamed.id}::uuid`,
    ];
    for (const edit of edits) await database.db.execute(edit);
    expect(await isReferenceDataCurrent(database.db)).toBe(true);
    expect(await seedReferenceData(database.db)).toEqual({
      categories: 0,
      industries: 0,
      skills: 0,
      industrySkills: 0,
    });
    const names = await queryRows<{ name_vn: string }>(
      database.db,
      sql`select name_vn from industries where slug = 'software-engineering'
          union all select name_vn from skills where name_key = 'system design'`,
    );
    expect(names.map((row) => row.name_vn)).toEqual(['Phần mềm', 'Thiết kế']);
    const back = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from skills where name_key in (${merged.name_key}, ${renamed.name_key})`,
    );
    expect(back[0]?.n).toBe(0);
  });

  it('keys skills by case and Unicode form', () => {
    expect(skillNameKey('  Ｐｙｔｈｏｎ  ')).toBe('python');
    expect(skillNameKey('Giao  tiếp')).toBe(skillNameKey('giao tiếp'.normalize('NFD')));
  });
});
