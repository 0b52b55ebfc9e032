import { describe, expect, it } from 'vitest';
import { member } from '../../../test/factories';
import { useTrackApp } from '../../../test/track-test-app';
import { goalPlanCalls } from '../../../test/goal-plan-fixtures';

// A goal's plan obeys blocks as a profile does (docs/api/safety.md "Blocking a member"): either
// member having blocked the other, its reads answer as if the owner did not exist.
const { ctx, pick } = useTrackApp();
const { api, plan, goalOf } = goalPlanCalls(ctx, pick);

describe('a goal’s plan and blocks', () => {
  it('is not found, nor are the goals, by a member either side blocked; unblocking shows it again', async () => {
    const { me, trackId } = await goalOf();
    const blocker = await member(ctx);
    const blocked = await member(ctx);
    expect((await plan(blocker.headers, me.user.id, trackId)).statusCode).toBe(200);
    expect((await api('POST', `/users/${me.user.id}/block`, blocker.headers)).statusCode).toBe(200);
    expect((await api('POST', `/users/${blocked.user.id}/block`, me.headers)).statusCode).toBe(200);
    for (const viewer of [blocker, blocked]) {
      const seen = await plan(viewer.headers, me.user.id, trackId);
      expect(seen.statusCode).toBe(404);
      expect(seen.json().code).toBe('USER_NOT_FOUND');
      const goals = await api('GET', `/users/goals?user_id=${me.user.id}`, viewer.headers);
      expect(goals.statusCode).toBe(404);
      expect(goals.json().code).toBe('USER_NOT_FOUND');
    }
    // The owner still reads their own plan; lifting the block shows it again.
    expect((await plan(me.headers, me.user.id, trackId)).statusCode).toBe(200);
    await api('DELETE', `/users/${me.user.id}/block`, blocker.headers);
    expect((await plan(blocker.headers, me.user.id, trackId)).statusCode).toBe(200);
  });
});
