import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { member } from '../../../test/factories';
import { useTrackApp } from '../../../test/track-test-app';
import { goalPlanCalls } from '../../../test/goal-plan-fixtures';

// The activity calendar of one's goal (docs/api/goal-plan.md "Activity"), on both databases (TEST_DB).
const { ctx, pick } = useTrackApp();
const { api, plan, progress, notes, goalOf } = goalPlanCalls(ctx, pick);
type Activity = { today: string; days: { date: string; marked: number; notes: number }[] };

describe('the activity calendar', () => {
  it('counts skills marked and notes written per day of the member’s zone over 12 weeks, for the member only', async () => {
    const { me, trackId, skillIds } = await goalOf();
    const [a = '', b = ''] = skillIds;
    await progress(me.headers, trackId, a, { status: 'learning' });
    await progress(me.headers, trackId, a, { status: 'done' });
    // Marking it done again (the "raise my level" answer) changes nothing: no second mark.
    await progress(me.headers, trackId, a, { status: 'done', raise_level: true });
    await notes(me.headers, trackId, b, { note: 'Tried the kata', links: [], is_shared: true });
    // One event 83 days ago counts; one 85 days ago is past the 12 weeks.
    const events = await queryRows<{ id: string }>(
      ctx.database.db,
      sql`select id from goal_events where user_id = ${me.user.id}::uuid order by id`,
    );
    expect(events).toHaveLength(3);
    await ctx.database.db.execute(
      sql`update goal_events set created_at = now() - interval '83 days' where id = ${events[0]?.id}::uuid`,
    );
    await ctx.database.db.execute(
      sql`update goal_events set created_at = now() - interval '85 days' where id = ${events[1]?.id}::uuid`,
    );

    const own = (await plan(me.headers, me.user.id, trackId)).json<{ activity: Activity }>().activity;
    const [today] = await queryRows<{ d: string; old: string }>(
      ctx.database.db,
      sql`select to_char(now() at time zone 'Asia/Ho_Chi_Minh', 'YYYY-MM-DD') as d,
                 to_char((now() - interval '83 days') at time zone 'Asia/Ho_Chi_Minh', 'YYYY-MM-DD') as old`,
    );
    expect(own.today).toBe(today?.d);
    expect(own.days).toEqual([
      { date: today?.old, marked: 1, notes: 0 },
      { date: today?.d, marked: 0, notes: 1 },
    ]);

    // Another member sees the public plan, never its calendar.
    const other = await member(ctx);
    expect((await plan(other.headers, me.user.id, trackId)).json().activity).toBeNull();
    // The events go with the goal.
    await api('DELETE', `/users/current/me/goals/${trackId}`, me.headers);
    const left = await queryRows(ctx.database.db, sql`select 1 from goal_events where user_id = ${me.user.id}::uuid`);
    expect(left).toEqual([]);
  });
});
