import { lockedFor, PRIVACY_AUDIENCES, type PrivacyReader } from '@ladder/shared/schemas/privacy-settings';
import { describe, expect, it } from 'vitest';
import { type Headers } from '../../../test/helper';
import { member } from '../../../test/factories';
import { useTrackApp } from '../../../test/track-test-app';
import { goalPlanCalls } from '../../../test/goal-plan-fixtures';

// Who sees a member's follow lists, likes and comments, skills and goals
// (docs/decisions/0060-privacy-settings.md): each setting against each reader.
const { ctx, pick } = useTrackApp();
const { api, plan, goalOf } = goalPlanCalls(ctx, pick);

type Listed = { statusCode: number; json: () => { items?: unknown[]; locked?: string; code?: string } };

/** A member with something in every part the settings cover, and the readers of it. */
async function ownerWithEverything() {
  const { me: owner, author, trackId, skillIds } = await goalOf();
  const fan = await member(ctx);
  const blocked = await member(ctx);
  const reader = await member(ctx);
  const post = (await api('POST', '/posts', author.headers, { content: 'A post to like' })).json<{ id: string }>();
  await api('POST', `/users/current/me/follow-user?user_id=${author.user.id}`, owner.headers);
  await api('POST', `/users/current/me/follow-user?user_id=${owner.user.id}`, fan.headers);
  await api('POST', '/hashtags/follow-hashtag?hashtag=privacy', owner.headers);
  await api('POST', `/skills/follow-skill?skill_id=${skillIds[0]}`, owner.headers);
  await api('PUT', `/post-interactions/${post.id}`, owner.headers, { liked: true });
  const skill = await api('POST', '/users/current/me/skills', owner.headers, {
    skill_id: skillIds[0],
    level: 'Expert',
  });
  expect(skill.statusCode).toBe(200);
  expect((await api('POST', `/users/${blocked.user.id}/block`, owner.headers)).statusCode).toBe(200);
  return { owner, trackId, readers: { visitor: {}, member: reader.headers, owner: owner.headers }, blocked };
}

/** Every call that shows a part of a member's profile, by the part it shows. */
const surfaces = (userId: string, trackId: string) => ({
  follows: [
    (h: Headers) => api('POST', `/users/get-followings?user_id=${userId}`, h),
    (h: Headers) => api('POST', `/users/get-followers?user_id=${userId}`, h),
    (h: Headers) => api('POST', `/hashtags/get-following-hashtags?user_id=${userId}`, h),
    (h: Headers) => api('POST', `/skills/get-following-skills?user_id=${userId}`, h),
  ],
  activity: [(h: Headers) => api('POST', `/posts/get-activities?user_id=${userId}`, h)],
  skills: [(h: Headers) => api('GET', `/users/skills?user_id=${userId}`, h)],
  goals: [(h: Headers) => api('GET', `/users/goals?user_id=${userId}`, h)],
  plan: [(h: Headers) => plan(h, userId, trackId)],
});

/** The skills, goals and plan calls are for members only: a visitor gets 401 whatever the setting. */
const membersOnly = new Set(['skills', 'goals', 'plan']);

function expectShown(response: Listed, where: string) {
  expect(response.statusCode, where).toBe(200);
  const body = response.json();
  if (body.items) expect(body.items.length, where).toBeGreaterThan(0);
  expect(body.locked, where).toBeUndefined();
}

describe('privacy settings', () => {
  it('start at everyone, change one at a time, and refuse what is not a choice', async () => {
    const me = await member(ctx);
    const read = await api('GET', '/users/current/me/privacy', me.headers);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ follows: 'everyone', activity: 'everyone', skills: 'everyone', goals: 'everyone' });
    const saved = await api('PUT', '/users/current/me/privacy', me.headers, { follows: 'only_me' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ follows: 'only_me', activity: 'everyone', skills: 'everyone', goals: 'everyone' });
    const wrong = await api(
      'PUT',
      '/users/current/me/privacy',
      { ...me.headers, 'accept-language': 'vi' },
      {
        goals: 'friends',
      },
    );
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual([{ field: 'goals', message: 'Giá trị không hợp lệ' }]);
    expect((await api('PUT', '/users/current/me/privacy', me.headers, { posts: 'only_me' })).statusCode).toBe(422);
    expect((await api('GET', '/users/current/me/privacy')).statusCode).toBe(401);
    expect((await api('PUT', '/users/current/me/privacy', {}, { follows: 'members' })).statusCode).toBe(401);
    // The older skills switch still works: private means only the member, for skills and goals.
    await api('PUT', '/users/current/me/skills-visibility', me.headers, { is_public: false });
    expect((await api('GET', '/users/current/me/privacy', me.headers)).json()).toMatchObject({
      skills: 'only_me',
      goals: 'only_me',
    });
  });

  it('each setting against each reader: visitor, member, the owner and a blocked member', async () => {
    const { owner, trackId, readers, blocked } = await ownerWithEverything();
    const calls = surfaces(owner.user.id, trackId);
    for (const setting of PRIVACY_AUDIENCES) {
      const put = await api('PUT', '/users/current/me/privacy', owner.headers, {
        follows: setting,
        activity: setting,
        skills: setting,
        goals: setting,
      });
      expect(put.statusCode).toBe(200);
      for (const [who, headers] of Object.entries(readers) as [PrivacyReader, Headers][]) {
        for (const [area, list] of Object.entries(calls)) {
          for (const call of list) {
            const where = `${area} set to ${setting}, read by the ${who}`;
            const response = await call(headers);
            if (who === 'visitor' && membersOnly.has(area)) {
              expect(response.statusCode, where).toBe(401);
              continue;
            }
            const locked = lockedFor(setting, who);
            if (!locked) expectShown(response, where);
            else if (area === 'plan') {
              expect(response.statusCode, where).toBe(404);
              expect(response.json().code, where).toBe('GOAL_NOT_FOUND');
            } else {
              expect(response.statusCode, where).toBe(200);
              expect(response.json(), where).toMatchObject({ items: [], locked });
            }
          }
        }
      }
      // A blocked member sees none of it, whatever the setting.
      for (const [area, list] of Object.entries(calls)) {
        for (const call of list) {
          const response = await call(blocked.headers);
          const where = `${area} set to ${setting}, read by a blocked member`;
          if (response.statusCode === 200) expect(response.json().items ?? [], where).toEqual([]);
          else expect(response.statusCode, where).toBe(404);
        }
      }
    }
  });
});
