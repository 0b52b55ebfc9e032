import { GOAL_SHARES_MAX } from '@ladder/shared/schemas/goal-shares';
import { describe, expect, it } from 'vitest';
import { callApi, type ApiCall, useTestApp } from '../../../test/helper';
import { educator, member, newTrack, type Member } from '../../../test/factories';

// Issue 35: a member shares their goals with an Educator, per Educator and revocably
// (docs/api/goal-plan.md "Sharing goals with an Educator").

const ctx = useTestApp();
const api = (...call: ApiCall) => callApi(ctx, ...call);

/** A member with one goal (another member's shared track), keeping their goals to themselves. */
async function privateLearner() {
  const [author, learner] = [await member(ctx), await member(ctx)];
  const track = await newTrack(ctx, author.headers);
  expect(
    (await api('POST', '/users/current/me/goals', learner.headers, { career_track_id: track.id })).statusCode,
  ).toBe(200);
  expect((await api('PUT', '/users/current/me/privacy', learner.headers, { goals: 'only_me' })).statusCode).toBe(200);
  return { learner, trackId: track.id };
}

const goalsSeenBy = async (viewer: Member, learner: Member) =>
  (await api('GET', `/users/goals?user_id=${learner.user.id}`, viewer.headers)).json<{
    items: unknown[];
    locked?: string;
  }>();
const planSeenBy = (viewer: Member, learner: Member, trackId: string) =>
  api('GET', `/users/goals/plan?user_id=${learner.user.id}&career_track_id=${trackId}`, viewer.headers);
const share = (who: Member, username: string) =>
  api('POST', '/users/current/me/goal-shares', who.headers, { username });

describe('sharing goals with an Educator', () => {
  it('lets that Educator alone read the goals and plans the member keeps to themselves, until revoked', async () => {
    const { learner, trackId } = await privateLearner();
    const [teacher, otherTeacher, stranger] = [await educator(ctx), await educator(ctx), await member(ctx)];
    expect(await goalsSeenBy(teacher, learner)).toMatchObject({ items: [], locked: 'only_me' });
    expect((await planSeenBy(teacher, learner, trackId)).statusCode).toBe(404);

    const shared = await share(learner, teacher.user.username.replace(/^@/, ''));
    expect(shared.statusCode).toBe(201);
    expect(shared.json()).toEqual({ educator_id: teacher.user.id, is_shared: true });
    // Twice is once.
    expect((await share(learner, teacher.user.username)).statusCode).toBe(201);
    expect((await goalsSeenBy(teacher, learner)).items).toHaveLength(1);
    expect((await planSeenBy(teacher, learner, trackId)).statusCode).toBe(200);
    for (const other of [otherTeacher, stranger]) {
      expect(await goalsSeenBy(other, learner)).toMatchObject({ items: [], locked: 'only_me' });
      expect((await planSeenBy(other, learner, trackId)).statusCode).toBe(404);
    }

    const mine = (await api('GET', '/users/current/me/goal-shares', learner.headers)).json<{
      items: { educator: { id: string; username: string } }[];
    }>();
    expect(mine.items.map((item) => item.educator.id)).toEqual([teacher.user.id]);
    const theirs = (await api('GET', '/users/current/me/shared-goals', teacher.headers)).json<{
      items: { member: { id: string } }[];
    }>();
    expect(theirs.items.map((item) => item.member.id)).toEqual([learner.user.id]);

    expect((await api('DELETE', `/users/current/me/goal-shares/${teacher.user.id}`, learner.headers)).statusCode).toBe(
      204,
    );
    expect(await goalsSeenBy(teacher, learner)).toMatchObject({ items: [], locked: 'only_me' });
    expect((await api('GET', '/users/current/me/shared-goals', teacher.headers)).json().items).toEqual([]);
  });

  it('refuses a username that is no Educator, oneself, or one blocked, in the member’s language', async () => {
    const learner = await member(ctx);
    const [plain, teacher] = [await member(ctx), await educator(ctx)];
    for (const username of [plain.user.username, learner.user.username, '@nobody-here', ''])
      expect((await share(learner, username)).statusCode).toBe(422);
    const vi = await api(
      'POST',
      '/users/current/me/goal-shares',
      { ...learner.headers, 'accept-language': 'vi' },
      { username: plain.user.username },
    );
    expect(vi.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: [{ field: 'username', message: 'Không có thành viên dùng gói Nhà giáo dục nào có tên người dùng này' }],
    });

    await api('POST', `/users/${teacher.user.id}/block`, learner.headers);
    expect((await share(learner, teacher.user.username)).statusCode).toBe(422);
  });

  it(`holds at most ${GOAL_SHARES_MAX} Educators at once`, async () => {
    const learner = await member(ctx);
    for (let i = 0; i < GOAL_SHARES_MAX; i += 1)
      expect((await share(learner, (await educator(ctx)).user.username)).statusCode).toBe(201);
    const over = await share(learner, (await educator(ctx)).user.username);
    expect([over.statusCode, over.json().code]).toEqual([409, 'GOAL_SHARES_LIMIT']);
  });
});
