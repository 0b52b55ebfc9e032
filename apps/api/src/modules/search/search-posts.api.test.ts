import { beforeAll, describe, expect, it } from 'vitest';
import { type ApiCall, callApi, useTestApp, type Headers } from '../../../test/helper';
import { member } from '../../../test/factories';

// Issue 41: posts can be searched too, and the results page shows each group's count.
const ctx = useTestApp();
const api = (...call: ApiCall) => callApi(ctx, ...call);

type PostPage = { items: { id: string; content: string }[]; last_evaluated_key: string | null };
const searchPosts = async (headers: Headers, keywords: string, extra = '') => {
  const response = await api(
    'GET',
    `/users/current/me/search/posts?keywords=${encodeURIComponent(keywords)}${extra}`,
    headers,
  );
  expect(response.statusCode).toBe(200);
  return response.json<PostPage>();
};

describe('searching posts', () => {
  let viewer: Awaited<ReturnType<typeof member>>;
  let author: Awaited<ReturnType<typeof member>>;
  let blocker: Awaited<ReturnType<typeof member>>;
  const ids: string[] = [];
  beforeAll(async () => {
    [viewer, author, blocker] = await Promise.all([member(ctx), member(ctx), member(ctx)]);
    for (const content of [
      'Học Kỹ Năng Phỏng Vấn mỗi tuần',
      'Phỏng vấn kỹ sư dữ liệu hôm nay',
      'A post about cooking',
      'Kỹ năng phỏng vấn: ba mẹo nhỏ',
    ]) {
      const response = await api('POST', '/posts', author.headers, { content });
      ids.push(response.json<{ id: string }>().id);
    }
    await api('POST', '/posts', blocker.headers, { content: 'phong van from someone who blocked you' });
    expect((await api('POST', `/users/${viewer.user.id}/block`, blocker.headers)).statusCode).toBeLessThan(300);
  });

  it('finds posts holding every word, without accents or case, newest first, paged by a keyset', async () => {
    const all = await searchPosts(viewer.headers, 'PHONG van');
    expect(all.items.map((p) => p.id)).toEqual([ids[3], ids[1], ids[0]]);
    expect((await searchPosts(viewer.headers, 'kỹ năng phỏng')).items.map((p) => p.id)).toEqual([ids[3], ids[0]]);
    expect((await searchPosts(viewer.headers, 'cooking interview')).items).toEqual([]);

    const first = await searchPosts(viewer.headers, 'phong van', '&limit=2');
    expect(first.items.map((p) => p.id)).toEqual([ids[3], ids[1]]);
    const second = await searchPosts(
      viewer.headers,
      'phong van',
      `&limit=2&last_evaluated_key=${encodeURIComponent(first.last_evaluated_key ?? '')}`,
    );
    expect(second).toEqual({ items: [expect.objectContaining({ id: ids[0] })], last_evaluated_key: null });
  });

  it('is safe for any input: blank, symbols only, LIKE wildcards, a forged cursor, a visitor', async () => {
    expect(await searchPosts(viewer.headers, '   ')).toEqual({ items: [], last_evaluated_key: null });
    expect(await searchPosts(viewer.headers, '%_\\')).toEqual({ items: [], last_evaluated_key: null });
    // Words are split at anything not a letter or digit: a wildcard is no word and matches nothing.
    expect((await searchPosts(viewer.headers, '%phong_ van%')).items).toHaveLength(3);
    expect((await searchPosts(viewer.headers, 'ph%zz')).items).toEqual([]);
    const forged = await api(
      'GET',
      '/users/current/me/search/posts?keywords=van&last_evaluated_key=nope',
      viewer.headers,
    );
    expect(forged.statusCode).toBe(422);
    expect((await api('GET', '/users/current/me/search/posts?keywords=van')).statusCode).toBe(401);
  });

  it('counts each group of the results page, posts too, bounded by the reach', async () => {
    const response = await api('GET', '/users/current/me/search/counts?keywords=phong%20van', viewer.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ people: 0, hashtags: 0, career_tracks: 0, posts: 3, reach: 60 });
    const blank = await api('GET', '/users/current/me/search/counts?keywords=', viewer.headers);
    expect(blank.json()).toEqual({ people: 0, hashtags: 0, career_tracks: 0, posts: 0, reach: 60 });
  });
});
