import { describe, expect, it } from 'vitest';
import { callApi, type ApiCall, useTestApp } from '../../../test/helper';
import { member, pickSkills } from '../../../test/factories';

const ctx = useTestApp();

const api = (...call: ApiCall) => callApi(ctx, ...call);

describe('13. nothing of a deactivated member stays reachable', () => {
  it('their likes and comments, followed skills and hidden posts', async () => {
    const leaving = await member(ctx);
    const reader = await member(ctx);
    const author = await member(ctx);
    const theirs = (await api('POST', '/posts', leaving.headers, { content: 'Bài của tôi' })).json<{ id: string }>().id;
    const other = (await api('POST', '/posts', author.headers, { content: 'Bài khác' })).json<{ id: string }>().id;
    await api('PUT', `/post-interactions/${other}`, leaving.headers, { liked: true });
    await api('POST', `/post-comments/${other}`, leaving.headers, { comment: 'Hay quá' });
    const skill = (await pickSkills(ctx)).other[0] ?? '';
    await api('POST', `/skills/follow-skill?skill_id=${skill}`, leaving.headers);
    const activities = () => api('POST', `/posts/get-activities?user_id=${leaving.user.id}`, reader.headers);
    const skills = () => api('POST', `/skills/get-following-skills?user_id=${leaving.user.id}`, reader.headers);
    expect((await activities()).json().items).toHaveLength(1);
    expect((await skills()).json().items).toHaveLength(1);

    expect((await api('PUT', '/users/current/me', leaving.headers, { is_active: false })).statusCode).toBe(200);

    expect((await activities()).json().items).toEqual([]);
    expect((await skills()).json()).toMatchObject({ items: [], total: 0 });
    // Their posts are gone: no like, save, comment, comment list or likers list.
    expect((await api('PUT', `/post-interactions/${theirs}`, reader.headers, { liked: true })).statusCode).toBe(404);
    expect(
      (await api('POST', `/post-comments/${theirs}`, reader.headers, { comment: 'Còn đó không?' })).statusCode,
    ).toBe(404);
    expect((await api('POST', `/post-comments/get-post-comments?post_id=${theirs}`, reader.headers)).statusCode).toBe(
      404,
    );
    expect(
      (await api('POST', `/post-interactions/get-post-interactions?post_id=${theirs}`, reader.headers)).statusCode,
    ).toBe(404);
    expect((await api('GET', `/posts?post_id=${theirs}`, reader.headers)).statusCode).toBe(404);
    // The post's counts never moved.
    const row = await api('POST', `/posts/get-by-user?user_id=${leaving.user.id}`, reader.headers);
    expect(row.json().items).toEqual([]);
  });
});
