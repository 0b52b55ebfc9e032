import { describe, expect, it } from 'vitest';
import { type ApiCall, callApi, useTestApp } from '../../../test/helper';
import { member, newPost } from '../../../test/factories';

const ctx = useTestApp();

const api = (...call: ApiCall) => callApi(ctx, ...call);

describe('likes & comments of a member', () => {
  it('lists the posts a member liked or commented on, newest activity first, with pages', async () => {
    const author = await member(ctx);
    const fan = await member(ctx);
    const viewer = await member(ctx);
    const likedId = await newPost(ctx, author.headers, 'Liked only');
    const commentedId = await newPost(ctx, author.headers, 'Commented only');
    const bothId = await newPost(ctx, author.headers, 'Liked and commented');
    const untouchedId = await newPost(ctx, author.headers, 'Untouched');
    await api('PUT', `/post-interactions/${likedId}`, fan.headers, { liked: true });
    await api('POST', `/post-comments/${commentedId}`, fan.headers, { comment: 'Nice' });
    await api('PUT', `/post-interactions/${bothId}`, fan.headers, { liked: true, saved: true });
    await api('POST', `/post-comments/${bothId}`, fan.headers, { comment: 'Great' });
    await api('PUT', `/post-interactions/${untouchedId}`, fan.headers, { saved: true });
    await api('PUT', `/post-interactions/${bothId}`, viewer.headers, { liked: true });

    const response = await api('POST', `/posts/get-activities?user_id=${fan.user.id}`, viewer.headers);
    expect(response.statusCode).toBe(200);
    const { items, last_evaluated_key } = response.json();
    expect(items.map((p: { id: string }) => p.id)).toEqual([bothId, commentedId, likedId]);
    expect(items[0]).toMatchObject({
      content: 'Liked and commented',
      total_post_likes: 2,
      total_post_comments: 1,
      interaction: { liked: true, saved: false, shared: false },
      activity: { liked: true, commented: true },
    });
    expect(items[1].activity).toMatchObject({ liked: false, commented: true });
    expect(items[2].activity).toMatchObject({ liked: true, commented: false });
    expect(Date.parse(items[0].activity.at)).toBeGreaterThanOrEqual(Date.parse(items[1].activity.at));
    expect(last_evaluated_key).toBeNull();

    const page1 = (await api('POST', `/posts/get-activities?user_id=${fan.user.id}&limit=2`)).json();
    expect(page1.items.map((p: { id: string }) => p.id)).toEqual([bothId, commentedId]);
    const page2 = (
      await api(
        'POST',
        `/posts/get-activities?user_id=${fan.user.id}&limit=2`,
        {},
        {
          last_evaluated_key: page1.last_evaluated_key,
        },
      )
    ).json();
    expect(page2).toMatchObject({ items: [{ id: likedId }], last_evaluated_key: null });

    await api('PUT', `/post-interactions/${likedId}`, fan.headers, { liked: false });
    const after = (await api('POST', `/posts/get-activities?user_id=${fan.user.id}`)).json();
    expect(after.items.map((p: { id: string }) => p.id)).toEqual([bothId, commentedId]);
    expect((await api('POST', `/posts/get-activities?user_id=${viewer.user.id}`)).json().items).toHaveLength(1);
    expect((await api('POST', '/posts/get-activities?user_id=nobody')).json()).toEqual({
      items: [],
      last_evaluated_key: null,
    });
  });
});
