import { GOAL_NOTE_MAX } from '@ladder/shared/schemas/goal-plan';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { member } from '../../../test/factories';
import { useTrackApp } from '../../../test/track-test-app';
import { goalPlanCalls, type Plan } from '../../../test/goal-plan-fixtures';

const { ctx, pick } = useTrackApp();

const { api, plan, progress, notes, goalOf } = goalPlanCalls(ctx, pick);
const itemOf = (body: Plan, skillId: string) => body.items.find((i) => i.skill_id === skillId);

describe('progress per skill of a goal', () => {
  it('moves a skill to learn → learning → done → learning; skipped needs a reason and leaves the total', async () => {
    const { me, trackId, skillIds } = await goalOf();
    const [a = '', b = '', c = ''] = skillIds;
    const start = (await plan(me.headers, me.user.id, trackId)).json<Plan>();
    expect(start).toMatchObject({ total: 7, met: 0, skipped: 0 });
    expect(start.items.every((i) => i.status === 'to_learn')).toBe(true);

    const learning = await progress(me.headers, trackId, a, { status: 'learning' });
    expect(learning.statusCode).toBe(200);
    expect(itemOf(learning.json(), a)?.status).toBe('learning');
    const done = (await progress(me.headers, trackId, a, { status: 'done' })).json<Plan>();
    expect(itemOf(done, a)?.status).toBe('done');
    expect(done).toMatchObject({ total: 7, met: 1 });
    // Back to learning: no longer counted.
    expect((await progress(me.headers, trackId, a, { status: 'learning' })).json()).toMatchObject({ met: 0 });

    const noReason = await progress(me.headers, trackId, b, { status: 'skipped' });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().errors).toEqual([{ field: 'skip_reason', message: 'Say why you’re skipping this skill' }]);
    const blank = await progress({ ...me.headers, 'accept-language': 'vi' }, trackId, b, {
      status: 'skipped',
      skip_reason: '   ',
    });
    expect(blank.json().errors).toEqual([{ field: 'skip_reason', message: 'Hãy cho biết lý do bỏ qua kỹ năng này' }]);
    const skipped = (
      await progress(me.headers, trackId, b, { status: 'skipped', skip_reason: 'Not used here' })
    ).json<Plan>();
    expect(itemOf(skipped, b)).toMatchObject({ status: 'skipped', skip_reason: 'Not used here' });
    expect(skipped).toMatchObject({ total: 6, met: 0, skipped: 1 });
    // Leaving "skipped" forgets the reason and puts the skill back in the total.
    const back = (await progress(me.headers, trackId, b, { status: 'to_learn' })).json<Plan>();
    expect(itemOf(back, b)).toMatchObject({ status: 'to_learn', skip_reason: null });
    expect(back).toMatchObject({ total: 7, skipped: 0 });

    // A met skill counts without being marked; the goals list counts the same way.
    await api('POST', '/users/current/me/skills', me.headers, { skill_id: c, level: 'Expert' });
    await progress(me.headers, trackId, a, { status: 'done' });
    await progress(me.headers, trackId, b, { status: 'skipped', skip_reason: 'Not used here' });
    expect((await plan(me.headers, me.user.id, trackId)).json()).toMatchObject({ total: 6, met: 2, skipped: 1 });
    const goals = (await api('GET', `/users/goals?user_id=${me.user.id}`, me.headers)).json();
    expect(goals.items[0]).toMatchObject({ total: 6, met: 2 });
  });

  it('raises my own level to the asked one only when asked, never lowering it', async () => {
    const { me, trackId, skillIds } = await goalOf();
    const [a = '', b = ''] = skillIds;
    const level = async (skillId: string) =>
      (await api('GET', `/users/skills?user_id=${me.user.id}`, me.headers))
        .json<{ items: { skill_id: string; level: string }[] }>()
        .items.find((i) => i.skill_id === skillId)?.level;
    await progress(me.headers, trackId, a, { status: 'done' });
    expect(await level(a)).toBeUndefined();
    await progress(me.headers, trackId, a, { status: 'done', raise_level: true });
    expect(await level(a)).toBe('Applied Experience');
    await api('POST', '/users/current/me/skills', me.headers, { skill_id: b, level: 'Expert' });
    await progress(me.headers, trackId, b, { status: 'done', raise_level: true });
    expect(await level(b)).toBe('Expert');
  });

  it('is refused on a track that is not my goal, a skill not on it and a status off the list', async () => {
    const { me, author, trackId, skillIds } = await goalOf();
    const notMine = await progress(author.headers, trackId, skillIds[0] ?? '', { status: 'done' });
    expect(notMine.statusCode).toBe(404);
    expect(notMine.json()).toMatchObject({
      code: 'GOAL_NOT_FOUND',
      detail: 'This career track is not one of your goals.',
    });
    const offTrack = await progress(me.headers, trackId, pick.other[4] ?? '', { status: 'done' });
    expect(offTrack.statusCode).toBe(404);
    expect(offTrack.json().code).toBe('GOAL_SKILL_NOT_FOUND');
    expect((await progress(me.headers, trackId, 'nope', { status: 'done' })).statusCode).toBe(404);
    expect((await progress(me.headers, trackId, skillIds[0] ?? '', { status: 'mastered' })).statusCode).toBe(422);
    expect((await progress({}, trackId, skillIds[0] ?? '', { status: 'done' })).statusCode).toBe(401);
    // Removing the goal takes its plan with it.
    await progress(me.headers, trackId, skillIds[0] ?? '', { status: 'done' });
    await api('DELETE', `/users/current/me/goals/${trackId}`, me.headers);
    await api('POST', '/users/current/me/goals', me.headers, { career_track_id: trackId });
    expect(itemOf((await plan(me.headers, me.user.id, trackId)).json(), skillIds[0] ?? '')?.status).toBe('to_learn');
  });
});

describe('notes and links of my own', () => {
  it('keeps a note and titled links, private unless shared with public goals', async () => {
    const { me, trackId, skillIds } = await goalOf();
    const other = await member(ctx);
    const [a = '', b = ''] = skillIds;
    const body = {
      note: 'Read chapter 3 first',
      links: [{ title: 'Guide', url: 'https://example.com/guide' }],
      is_shared: false,
    };
    const saved = await notes(me.headers, trackId, a, body);
    expect(saved.statusCode).toBe(200);
    expect(itemOf(saved.json(), a)).toMatchObject({
      note: 'Read chapter 3 first',
      links: body.links,
      is_shared: false,
    });
    await notes(me.headers, trackId, b, { note: 'Shared tip', links: [], is_shared: true });

    // Another member sees the progress of public goals, never a private note.
    const seen = (await plan(other.headers, me.user.id, trackId)).json<Plan>();
    expect(itemOf(seen, a)).toMatchObject({ note: '', links: [] });
    expect(itemOf(seen, b)).toMatchObject({ note: 'Shared tip' });
    expect(seen).toMatchObject({ target_date: null, projection: null });
    expect(JSON.stringify(seen)).not.toContain('chapter 3');
    // Goals private: nothing at all.
    await api('PUT', '/users/current/me/skills-visibility', me.headers, { is_public: false });
    const hidden = await plan(other.headers, me.user.id, trackId);
    expect(hidden.statusCode).toBe(404);
    expect(JSON.stringify(hidden.json())).not.toContain('Shared tip');
  });

  it('refuses a note over 2,000 characters, a link that is not http(s) and a link without a title', async () => {
    const { me, trackId, skillIds } = await goalOf();
    const a = skillIds[0] ?? '';
    expect(
      (await notes(me.headers, trackId, a, { note: 'x'.repeat(GOAL_NOTE_MAX), links: [], is_shared: false }))
        .statusCode,
    ).toBe(200);
    const long = await notes(me.headers, trackId, a, {
      note: 'x'.repeat(GOAL_NOTE_MAX + 1),
      links: [],
      is_shared: false,
    });
    expect(long.statusCode).toBe(422);
    expect(long.json().errors).toEqual([{ field: 'note', message: 'Keep the note under 2,000 characters' }]);
    for (const url of ['javascript:alert(1)', 'ftp://example.com/file', 'not a url']) {
      const bad = await notes(me.headers, trackId, a, { note: '', links: [{ title: 'Bad', url }], is_shared: false });
      expect(bad.statusCode).toBe(422);
      expect(bad.json().errors[0].field).toBe('links.0.url');
    }
    const untitled = await notes(me.headers, trackId, a, {
      note: '',
      links: [{ title: ' ', url: 'https://example.com' }],
      is_shared: false,
    });
    expect(untitled.json().errors).toEqual([{ field: 'links.0.title', message: 'Give the link a title' }]);
  });
});

describe('a date and the projection', () => {
  it('projects 8 weeks for 4 skills done in 4 weeks with 8 left, and says whether it is on track', async () => {
    const { me, trackId, skillIds } = await goalOf(12);
    for (const skillId of skillIds.slice(0, 4)) await progress(me.headers, trackId, skillId, { status: 'done' });
    const now = (await plan(me.headers, me.user.id, trackId)).json<Plan>();
    expect(now).toMatchObject({ total: 12, met: 4 });
    expect(now.projection).toMatchObject({ pace_per_week: 1, remaining: 8, weeks_left: 8, verdict: 'no_date' });

    const day = (weeks: number) => new Date(Date.now() + weeks * 7 * 86_400_000).toISOString().slice(0, 10);
    const schedule = (body: object) => api('PUT', `/users/current/me/goals/${trackId}/schedule`, me.headers, body);
    const onTrack = await schedule({ target_date: day(9), hours_per_week: 6 });
    expect(onTrack.statusCode).toBe(200);
    expect(onTrack.json()).toMatchObject({
      target_date: day(9),
      hours_per_week: 6,
      projection: { verdict: 'on_track' },
    });
    expect((await schedule({ target_date: day(5), hours_per_week: null })).json().projection.verdict).toBe('behind');

    // A skill done more than four weeks ago no longer counts toward the pace.
    await ctx.database.db.execute(
      sql`update goal_skills set done_at = now() - interval '29 days' where user_id = ${me.user.id}::uuid and skill_id = ${skillIds[0]}::uuid`,
    );
    const slower = (await plan(me.headers, me.user.id, trackId)).json<Plan>();
    expect(slower.projection).toMatchObject({ pace_per_week: 0.75, remaining: 8, weeks_left: 11 });

    const bad = await schedule({ target_date: '2027-02-30', hours_per_week: 0 });
    expect(bad.statusCode).toBe(422);
    expect(
      bad
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['hours_per_week', 'target_date']);
  });

  it('has no pace before anything is done, and says so when everything is', async () => {
    const { me, trackId, skillIds } = await goalOf(3);
    expect((await plan(me.headers, me.user.id, trackId)).json().projection).toMatchObject({
      verdict: 'no_pace',
      weeks_left: null,
    });
    for (const skillId of skillIds) await progress(me.headers, trackId, skillId, { status: 'done' });
    expect((await plan(me.headers, me.user.id, trackId)).json().projection).toMatchObject({
      verdict: 'done',
      remaining: 0,
    });
  });
});

describe('next steps', () => {
  it('leads with the skills being learnt, then the biggest gaps of the required categories', async () => {
    const { me, trackId } = await goalOf();
    const [k1 = '', k2 = ''] = pick.industry_knowledge;
    const [t1 = '', t2 = ''] = pick.tool_and_tech;
    const other = pick.other[0] ?? '';
    await progress(me.headers, trackId, other, { status: 'learning' });
    await api('POST', '/users/current/me/skills', me.headers, { skill_id: k1, level: 'Beginner' }); // short by 2
    await progress(me.headers, trackId, k2, { status: 'done' });
    // Learning first; then the missing skills (short by 3) of the required categories, before k1 (short by 2).
    expect((await plan(me.headers, me.user.id, trackId)).json<Plan>().next_steps).toEqual([other, t1, t2]);
  });
});
