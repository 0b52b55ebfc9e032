import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { callApi, createTestApp, type ApiCall, type TestContext } from '../../../test/helper';
import { member, pickSkills, newTrack } from '../../../test/factories';
import { expectRows } from '../../../test/row-shapes';
import { dataExportRepository } from '../users/data-export.repository';
import { goalPlanHeadRowSchema, goalPlanRepository, goalPlanSourceRowSchema } from './goal-plan.repository';

// A goal's plan in the member's data download, and erased with the account
// (docs/decisions/0050-a-goal-becomes-a-plan.md); on both databases (TEST_DB).
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ ACCOUNT_DELETION_GRACE_DAYS: '0' });
});
afterAll(async () => {
  await ctx.close();
});
const api = (...call: ApiCall) => callApi(ctx, ...call);

describe('a goal’s plan and the member’s data', () => {
  it('reads as its row shapes say, is in the data download and is erased with the account', async () => {
    const me = await member(ctx);
    const author = await member(ctx);
    const pick = await pickSkills(ctx);
    const track = await newTrack(ctx, author.headers);
    await api('POST', '/users/current/me/goals', me.headers, { career_track_id: track.id });
    const skill = pick.industry_knowledge[0] ?? '';
    const base = `/users/current/me/goals/${track.id}`;
    await api('PUT', `${base}/skills/${skill}/progress`, me.headers, { status: 'learning' });
    await api('PUT', `${base}/skills/${skill}/notes`, me.headers, {
      note: 'My private needle',
      links: [{ title: 'Docs', url: 'https://example.com/docs' }],
      is_shared: false,
    });
    await api('PUT', `${base}/schedule`, me.headers, { target_date: '2027-06-30', hours_per_week: 4 });
    await api('PUT', '/users/current/me/goal-nudge', me.headers, { channel: 'mail', time_zone: 'Asia/Tokyo' });

    // The raw-SQL rows parse strictly with the schemas declared beside them, on this run's database.
    const db = ctx.database.db;
    expectRows(goalPlanHeadRowSchema, [await goalPlanRepository.head(db, me.user.id, track.id)], 1);
    expectRows(goalPlanSourceRowSchema, await goalPlanRepository.source(db, me.user.id, track.id, 'vi'), 7);

    const doc = await dataExportRepository.part(ctx.database.db, 'my_skills_and_goals', me.user.id);
    expect(doc).toMatchObject({
      goal_plans: [
        {
          career_track_id: track.id,
          target_date: '2027-06-30',
          hours_per_week: 4,
          skills: [
            {
              status: 'learning',
              note: 'My private needle',
              links: [{ title: 'Docs', url: 'https://example.com/docs' }],
              is_shared: false,
            },
          ],
          activity: [{ kind: 'marked' }, { kind: 'note' }],
        },
      ],
      goal_nudge: { channel: 'mail', weekday: 1, time_zone: 'Asia/Tokyo' },
    });

    const erased = await api('POST', '/users/current/me/delete', me.headers, { password: 'Ladder#Climb42' });
    expect(erased.statusCode).toBe(200);
    const left = await queryRows<{ n: number }>(
      ctx.database.db,
      sql`select ((select count(*) from goal_skills where user_id = ${me.user.id}::uuid or note like '%needle%')
               + (select count(*) from goal_events where user_id = ${me.user.id}::uuid)
               + (select count(*) from goal_nudge_settings where user_id = ${me.user.id}::uuid)
               + (select count(*) from goal_nudges where user_id = ${me.user.id}::uuid))::int as n`,
    );
    expect(left).toEqual([{ n: 0 }]);
  });
});
