import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { userSubscriptions } from '../../db/schema';
import { type Headers } from '../../../test/helper';
import { educationPlan, member, newIndustry, trackBody } from '../../../test/factories';
import { useTrackApp } from '../../../test/track-test-app';

/** Who may read a track and its skills, vote it outdated, and create one more (the plan limit). */

const { ctx, pick, create, update, get, vote } = useTrackApp();

describe('skills of a track', () => {
  it('tell each reader whether they follow the skill', async () => {
    const author = await member(ctx);
    const reader = await member(ctx);
    const industry = await newIndustry(ctx);
    const track = (await create(author.headers, trackBody(industry.id, pick))).json();
    const followed = track.skills[1].skill_id;
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/skills/follow-skill?skill_id=${followed}`,
      headers: reader.headers,
    });
    expect(response.statusCode).toBe(200);
    const flags = async (who: typeof reader) =>
      ((await get(who.headers, track.id)).json().skills as { skill_id: string; is_followed: boolean }[]).map(
        (s) => s.is_followed,
      );
    expect(await flags(reader)).toEqual(track.skills.map((s: { skill_id: string }) => s.skill_id === followed));
    expect((await flags(author)).every((f) => !f)).toBe(true);
  });
});

describe('visibility', () => {
  it('drafts and completed tracks are the owner’s; shared ones any member’s; visitors must sign in', async () => {
    const author = await member(ctx);
    const other = await member(ctx);
    const industry = await newIndustry(ctx);
    const draft = (await create(author.headers, trackBody(industry.id, pick, { status: 'new' }))).json();
    const completed = (await create(author.headers, trackBody(industry.id, pick, { status: 'completed' }))).json();
    const shared = (await create(author.headers, trackBody(industry.id, pick))).json();

    for (const id of [draft.id, completed.id]) {
      const response = await get(other.headers, id);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'CAREER_TRACK_NOT_FOUND', detail: 'Career track not found' });
      expect((await update(other.headers, id, trackBody(industry.id, pick))).statusCode).toBe(404);
    }
    expect((await get(other.headers, shared.id)).statusCode).toBe(200);
    const visitor = await get({}, shared.id);
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().code).toBe('LOGIN_REQUIRED');

    const byIndustry = (headers: Headers) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/v1/career-tracks/get-by-industry?industry_id=${industry.id}`,
        headers,
      });
    expect((await byIndustry(other.headers)).json().items.map((t: { id: string }) => t.id)).toEqual([shared.id]);
    expect((await byIndustry(author.headers)).json().items.map((t: { id: string }) => t.id)).toEqual([
      shared.id,
      completed.id,
      draft.id,
    ]);
    const byUser = (headers: Headers, query: string) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/v1/career-tracks/get-by-user${query}`,
        headers,
        payload: { limit: 2 },
      });
    const mine = (await byUser(author.headers, '')).json();
    expect(mine.items).toHaveLength(2);
    expect(mine.items[0]).toMatchObject({ id: shared.id, is_public: true, status: 'shared', total_next: 0 });
    const rest = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/career-tracks/get-by-user',
      headers: author.headers,
      payload: { limit: 2, last_evaluated_key: mine.last_evaluated_key },
    });
    expect(rest.json()).toMatchObject({ items: [{ id: draft.id }], last_evaluated_key: null });
    expect((await byUser(other.headers, `?user_id=${author.user.id}`)).json().items).toHaveLength(1);

    const skills = (headers: Headers, id: string) =>
      ctx.app.inject({
        method: 'GET',
        url: `/api/v1/career-tracks/career-track-skills?career_track_id=${id}`,
        headers,
      });
    expect((await skills(other.headers, shared.id)).json().items).toHaveLength(7);
    expect((await skills(other.headers, draft.id)).statusCode).toBe(404);
  });
});

describe('outdated votes', () => {
  it('one vote per member, never on one’s own track, a second vote updates the note, the count stays exact', async () => {
    const author = await member(ctx);
    const voters = await Promise.all([member(ctx), member(ctx), member(ctx)]);
    const industry = await newIndustry(ctx);
    const track = (await create(author.headers, trackBody(industry.id, pick))).json();

    const own = await vote(author.headers, { career_track_id: track.id, vote_notes: 'Old' });
    expect(own.statusCode).toBe(400);
    expect(own.json().code).toBe('VOTE_OWN_TRACK');
    const blank = await vote(voters[0]?.headers ?? {}, { career_track_id: track.id, vote_notes: '  ' });
    expect(blank.statusCode).toBe(422);
    expect(blank.json().errors).toEqual([{ field: 'vote_notes', message: 'This field is required.' }]);

    const results = await Promise.all(
      voters.flatMap((v) => [
        vote(v.headers, { career_track_id: track.id, vote_notes: 'Kubernetes changed a lot' }),
        vote(v.headers, { career_track_id: track.id, vote_notes: 'Kubernetes changed a lot' }),
      ]),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(6).fill(200));
    const again = await vote(voters[0]?.headers ?? {}, {
      career_track_id: track.id,
      vote_notes: 'Công cụ đã lỗi thời',
    });
    expect(again.json()).toEqual({
      career_track_id: track.id,
      total_outdated_votes: 3,
      vote_notes: 'Công cụ đã lỗi thời',
    });
    const view = (await get(voters[0]?.headers ?? {}, track.id)).json();
    expect(view).toMatchObject({ total_outdated_votes: 3, my_outdated_vote: { vote_notes: 'Công cụ đã lỗi thời' } });
    expect((await get(author.headers, track.id)).json().my_outdated_vote).toBeNull();

    const draft = (await create(author.headers, trackBody(industry.id, pick, { status: 'new' }))).json();
    expect((await vote(voters[1]?.headers ?? {}, { career_track_id: draft.id, vote_notes: 'x' })).statusCode).toBe(404);
  });
});

describe('plan limit', () => {
  it('the User plan stops at CAREER_TRACK_LIMIT, even under parallel creates, and says drafts and copies count; the Educator plan has no limit', async () => {
    const planner = await member(ctx);
    const industry = await newIndustry(ctx);
    const responses = await Promise.all(
      Array.from({ length: 6 }, () => create(planner.headers, trackBody(industry.id, pick, { status: 'new' }))),
    );
    expect(responses.filter((r) => r.statusCode === 201)).toHaveLength(3);
    const refused = responses.find((r) => r.statusCode !== 201);
    expect(refused?.statusCode).toBe(403);
    expect(refused?.json()).toMatchObject({
      code: 'TRACK_LIMIT_REACHED',
      detail:
        'The User plan allows 3 career tracks, including drafts and copies made with “Use as a starting point”. Upgrade to the Educator plan for unlimited career tracks.',
    });
    const [{ n } = { n: 0 }] = await queryRows<{ n: number }>(
      ctx.database.db,
      sql`select count(*)::int as n from career_tracks where user_id = ${planner.user.id}::uuid`,
    );
    expect(n).toBe(3);

    await educationPlan(ctx, planner.user.id);
    for (let i = 0; i < 3; i += 1) {
      expect((await create(planner.headers, trackBody(industry.id, pick, { status: 'new' }))).statusCode).toBe(201);
    }
    await ctx.database.db
      .update(userSubscriptions)
      .set({ is_cancelled: true, cancelled_at: new Date() })
      .where(eq(userSubscriptions.user_id, planner.user.id));
    expect((await create(planner.headers, trackBody(industry.id, pick, { status: 'new' }))).statusCode).toBe(403);
  });
});
