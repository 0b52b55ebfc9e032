import { describe, expect, it } from 'vitest';
import { type ApiCall, callApi, type Headers, useTestApp } from '../../../test/helper';
import { member } from '../../../test/factories';

const ctx = useTestApp();

const api = (...call: ApiCall) => callApi(ctx, ...call);
const newPost = async (headers: Headers, content: string) =>
  (await api('POST', '/posts', headers, { content })).json<{ id: string }>();

describe('likes & comments of a member', () => {
  it('lists the posts a member liked or commented on, newest activity first, with pages', async () => {
    const author = await member(ctx);
    const fan = await member(ctx);
    const viewer = await member(ctx);
    const liked = await newPost(author.headers, 'Liked only');
    const commented = await newPost(author.headers, 'Commented only');
    const both = await newPost(author.headers, 'Liked and commented');
    const untouched = await newPost(author.headers, 'Untouched');
    await api('PUT', `/post-interactions/${liked.id}`, fan.headers, { liked: true });
    await api('POST', `/post-comments/${commented.id}`, fan.headers, { comment: 'Nice' });
    await api('PUT', `/post-interactions/${both.id}`, fan.headers, { liked: true, saved: true });
    await api('POST', `/post-comments/${both.id}`, fan.headers, { comment: 'Great' });
    await api('PUT', `/post-interactions/${untouched.id}`, fan.headers, { saved: true });
    await api('PUT', `/post-interactions/${both.id}`, viewer.headers, { liked: true });

    const response = await api('POST', `/posts/get-activities?user_id=${fan.user.id}`, viewer.headers);
    expect(response.statusCode).toBe(200);
    const { items, last_evaluated_key } = response.json();
    expect(items.map((p: { id: string }) => p.id)).toEqual([both.id, commented.id, liked.id]);
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
    expect(page1.items.map((p: { id: string }) => p.id)).toEqual([both.id, commented.id]);
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
    expect(page2).toMatchObject({ items: [{ id: liked.id }], last_evaluated_key: null });

    await api('PUT', `/post-interactions/${liked.id}`, fan.headers, { liked: false });
    const after = (await api('POST', `/posts/get-activities?user_id=${fan.user.id}`)).json();
    expect(after.items.map((p: { id: string }) => p.id)).toEqual([both.id, commented.id]);
    expect((await api('POST', `/posts/get-activities?user_id=${viewer.user.id}`)).json().items).toHaveLength(1);
    expect((await api('POST', '/posts/get-activities?user_id=nobody')).json()).toEqual({
      items: [],
      last_evaluated_key: null,
    });
  });
});
