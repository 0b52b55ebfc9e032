import { POST_CONTENT_MAX_LENGTH } from '@ladder/shared/values/posts';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { careerTracks, hashtagFollows, industries, posts, userFollows, users } from '../../db/schema';
import { useTestApp } from '../../../test/helper';
import { member } from '../../../test/factories';

const ctx = useTestApp();

type Headers = Record<string, string>;
const createPost = (headers: Headers, body: object) =>
  ctx.app.inject({ method: 'POST', url: '/api/v1/posts', headers, payload: body });
const feed = (headers: Headers, body: object = {}) =>
  ctx.app.inject({ method: 'POST', url: '/api/v1/posts/get-new-feeds', headers, payload: body });
const follow = (followerId: string, followeeId: string) =>
  ctx.database.db.insert(userFollows).values({ follower_id: followerId, followee_id: followeeId });

describe('create, read, update, delete', () => {
  it('creates a post once per Idempotency-Key: a retry, even in parallel, answers the same post', async () => {
    const author = await member(ctx);
    const key = randomUUID();
    const send = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/v1/posts',
        headers: { ...author.headers, 'idempotency-key': key },
        payload: { content: 'Một lần thôi #once' },
      });
    const answers = await Promise.all([send(), send(), send()]);
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201]);
    expect(new Set(answers.map((a) => a.json<{ id: string }>().id)).size).toBe(1);
    expect((await send()).json().id).toBe(answers[0]?.json().id);
    const mine = await ctx.app.inject({ method: 'POST', url: `/api/v1/posts/get-by-user?user_id=${author.user.id}` });
    expect(mine.json().items).toHaveLength(1);
    // The same key from another member is another post; a key that is no UUID is refused.
    const other = await member(ctx);
    const theirs = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/posts',
      headers: { ...other.headers, 'idempotency-key': key },
      payload: { content: 'Của tôi' },
    });
    expect(theirs.statusCode).toBe(201);
    expect(theirs.json().id).not.toBe(answers[0]?.json().id);
    const bad = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/posts',
      headers: { ...other.headers, 'idempotency-key': 'again' },
      payload: { content: 'x' },
    });
    expect(bad.statusCode).toBe(422);
  });

  it('takes hashtags of digits and digits first (#2024, #5G) and finds posts by them', async () => {
    const author = await member(ctx);
    const response = await createPost(author.headers, { content: 'Mạng #5G năm #2024', career_track_id: null });
    expect(response.json()).toMatchObject({ hashtags: ['5G', '2024'] });
    for (const tag of ['5g', '2024']) {
      const found = await ctx.app.inject({ method: 'POST', url: `/api/v1/posts/get-by-hashtag?hashtag=${tag}` });
      expect(found.json().items.map((p: { id: string }) => p.id)).toEqual([response.json().id]);
    }
  });

  it('publishes a post with the hashtags taken from its content', async () => {
    const author = await member(ctx, { name: 'Lê Hồng Nhung' });
    const response = await createPost(author.headers, {
      content: '  Học #DữLiệu mỗi ngày 🚀 #python #Python #a https://example.com/#anchor email#not ',
      hashtags: ['ignored'],
      career_track_id: null,
    });
    expect(response.statusCode).toBe(201);
    const post = response.json();
    expect(post).toMatchObject({
      user_id: author.user.id,
      user_name: 'Lê Hồng Nhung',
      user_username: author.user.username,
      content: 'Học #DữLiệu mỗi ngày 🚀 #python #Python #a https://example.com/#anchor email#not',
      hashtags: ['DữLiệu', 'python'],
      media_files: [],
      status: 'shared',
      total_post_likes: 0,
      total_post_comments: 0,
      interaction: { liked: false, saved: false, shared: false },
    });
    const visitorView = await ctx.app.inject({ method: 'GET', url: `/api/v1/posts?post_id=${post.id}` });
    expect(visitorView.statusCode).toBe(200);
    expect(visitorView.json().content).toBe(post.content);
  });

  it.each([
    [{ content: '' }, 'Write something to post.'],
    [{ content: '   ' }, 'Write something to post.'],
    [{ content: 'ễ'.repeat(POST_CONTENT_MAX_LENGTH + 1) }, 'A post can have at most 5,000 characters.'],
  ])('refuses %j', async (body, message) => {
    const author = await member(ctx);
    const response = await createPost(author.headers, body);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual([{ field: 'content', message }]);
  });

  it('accepts 5000 characters of Vietnamese and emoji', async () => {
    const author = await member(ctx);
    expect(
      (await createPost(author.headers, { content: 'ễ🙂'.repeat((POST_CONTENT_MAX_LENGTH - 2) / 3) + 'ab' }))
        .statusCode,
    ).toBe(201);
  });

  it('links previous and next posts only among the author’s own posts', async () => {
    const author = await member(ctx);
    const other = await member(ctx);
    const first = (await createPost(author.headers, { content: 'Part 1' })).json();
    const foreign = (await createPost(other.headers, { content: 'Not yours' })).json();
    const second = await createPost(author.headers, { content: 'Part 2', prev_post_id: first.id });
    expect(second.json().prev_post_id).toBe(first.id);
    const bad = await createPost(author.headers, { content: 'Part 3', prev_post_id: foreign.id });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors[0].field).toBe('prev_post_id');
    const self = await ctx.app.inject({
      method: 'PUT',
      url: `/api/v1/posts/${first.id}`,
      headers: author.headers,
      payload: { next_post_id: first.id },
    });
    expect(self.statusCode).toBe(422);
  });

  it('lets only the owner edit or delete; others get 404 and nothing changes', async () => {
    const author = await member(ctx);
    const other = await member(ctx);
    const post = (await createPost(author.headers, { content: 'Original #old' })).json();
    const foreignEdit = await ctx.app.inject({
      method: 'PUT',
      url: `/api/v1/posts/${post.id}`,
      headers: other.headers,
      payload: { content: 'Hacked' },
    });
    expect(foreignEdit.statusCode).toBe(404);
    expect(foreignEdit.json()).toEqual({ code: 'POST_NOT_FOUND', detail: 'Post not found' });
    const foreignDelete = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/v1/posts/${post.id}`,
      headers: other.headers,
    });
    expect(foreignDelete.statusCode).toBe(404);

    const edited = await ctx.app.inject({
      method: 'PUT',
      url: `/api/v1/posts/${post.id}`,
      headers: author.headers,
      payload: { content: 'Edited #New' },
    });
    expect(edited.json()).toMatchObject({ content: 'Edited #New', hashtags: ['New'] });
    const byOld = await ctx.app.inject({ method: 'POST', url: '/api/v1/posts/get-by-hashtag?hashtag=old' });
    expect(byOld.json().items.map((p: { id: string }) => p.id)).not.toContain(post.id);

    expect(
      (await ctx.app.inject({ method: 'DELETE', url: `/api/v1/posts/${post.id}`, headers: author.headers })).statusCode,
    ).toBe(204);
    const gone = await ctx.app.inject({ method: 'GET', url: `/api/v1/posts?post_id=${post.id}` });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().detail).toBe('Post not found');
  });

  it('answers 404 for ids that are not posts', async () => {
    for (const id of ['nope', '00000000-0000-4000-8000-000000000000', "1' or '1'='1"]) {
      const response = await ctx.app.inject({ method: 'GET', url: `/api/v1/posts?post_id=${encodeURIComponent(id)}` });
      expect(response.statusCode, id).toBe(404);
    }
  });

  it('asks visitors to sign in for career-track posts and leaves them out of their lists', async () => {
    const author = await member(ctx);
    const post = (await createPost(author.headers, { content: 'Track: Data Engineer' })).json();
    const [industry] = await ctx.database.db.select().from(industries).limit(1);
    const [track] = await ctx.database.db
      .insert(careerTracks)
      .values({
        user_id: author.user.id,
        industry_id: industry!.id,
        title: 'Data Engineer',
        desc: 'Pipelines',
        status: 'shared',
      })
      .returning();
    await ctx.database.db.update(posts).set({ career_track_id: track!.id }).where(eq(posts.id, post.id));
    const visitor = await ctx.app.inject({ method: 'GET', url: `/api/v1/posts?post_id=${post.id}` });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().code).toBe('LOGIN_REQUIRED');
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/api/v1/posts?post_id=${post.id}`, headers: author.headers }))
        .statusCode,
    ).toBe(200);
    const list = await ctx.app.inject({ method: 'POST', url: `/api/v1/posts/get-by-user?user_id=${author.user.id}` });
    expect(list.json().items).toEqual([]);
  });
});

describe('the news feed', () => {
  it('shows recent posts of everyone to a member who follows nobody', async () => {
    const stranger = await member(ctx);
    const post = (await createPost(stranger.headers, { content: 'Hello Ladder' })).json();
    const newcomer = await member(ctx);
    const page = await feed(newcomer.headers);
    expect(page.statusCode).toBe(200);
    expect(page.json().items[0].id).toBe(post.id);
  });

  it('shows own posts, followed members’ posts and followed hashtags’ posts, newest first, 5 a page', async () => {
    const reader = await member(ctx);
    const friend = await member(ctx);
    const stranger = await member(ctx);
    await follow(reader.user.id, friend.user.id);
    await ctx.database.db.insert(hashtagFollows).values({ user_id: reader.user.id, hashtag: 'kỹnăng' });

    const expected: string[] = [];
    for (let i = 0; i < 4; i += 1)
      expected.push((await createPost(friend.headers, { content: `Friend ${i}` })).json().id);
    expected.push((await createPost(reader.headers, { content: 'My own' })).json().id);
    expected.push((await createPost(stranger.headers, { content: 'Tagged #KỹNăng' })).json().id);
    await createPost(stranger.headers, { content: 'Not for the reader' });
    expected.reverse();

    const first = (await feed(reader.headers)).json();
    expect(first.items.map((p: { id: string }) => p.id)).toEqual(expected.slice(0, 5));
    expect(first.last_evaluated_key).toEqual(expect.any(String));
    const second = (await feed(reader.headers, { last_evaluated_key: first.last_evaluated_key })).json();
    expect(second.items.map((p: { id: string }) => p.id)).toEqual(expected.slice(5));
    expect(second.last_evaluated_key).toBeNull();
  });

  it('carries each post’s author, counts and the viewer’s own interaction', async () => {
    const reader = await member(ctx);
    const friend = await member(ctx, { name: 'Bạn Bè' });
    await follow(reader.user.id, friend.user.id);
    const post = (await createPost(friend.headers, { content: 'Like me' })).json();
    await ctx.app.inject({
      method: 'PUT',
      url: `/api/v1/post-interactions/${post.id}`,
      headers: reader.headers,
      payload: { liked: true, saved: true },
    });
    const [item] = (await feed(reader.headers)).json().items;
    expect(item).toMatchObject({
      id: post.id,
      user_name: 'Bạn Bè',
      total_post_likes: 1,
      interaction: { liked: true, saved: true, shared: false },
    });
  });

  it('hides posts of deactivated members', async () => {
    const reader = await member(ctx);
    const leaver = await member(ctx);
    await follow(reader.user.id, leaver.user.id);
    await createPost(leaver.headers, { content: 'Soon gone' });
    await ctx.database.db.update(users).set({ is_active: false }).where(eq(users.id, leaver.user.id));
    // A write behind the API's back reaches its caches by notification: wait until it has.
    await ctx.app.caches.sync();
    const items = (await feed(reader.headers)).json().items as { user_id: string }[];
    expect(items.some((p) => p.user_id === leaver.user.id)).toBe(false);
  });

  it('refuses a tampered cursor and visitors', async () => {
    const reader = await member(ctx);
    const bad = await feed(reader.headers, { last_evaluated_key: 'not-a-cursor' });
    expect(bad.statusCode).toBe(422);
    expect((await feed({})).statusCode).toBe(401);
  });
});

describe('lists by member and by hashtag', () => {
  it('searches a member’s posts by their text, with or without accents, past the newest pages (a series of any length)', async () => {
    const author = await member(ctx);
    const series = (await createPost(author.headers, { content: 'Phần 1: Học SQL từ đầu' })).json().id;
    for (let i = 0; i < 25; i += 1) await createPost(author.headers, { content: `Filler ${i} 100%_done` });
    const search = (keywords: string, body: object = {}) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/v1/posts/get-by-user?user_id=${author.user.id}&limit=5&keywords=${encodeURIComponent(keywords)}`,
        payload: body,
      });
    for (const keywords of ['hoc sql', 'HỌC SQL', 'phan 1']) {
      expect(
        (await search(keywords)).json().items.map((p: { id: string }) => p.id),
        keywords,
      ).toEqual([series]);
    }
    // % and _ are literal; the filter pages like the plain list.
    expect((await search('100%')).json().items).toHaveLength(5);
    expect((await search('1%')).json().items).toHaveLength(0);
    const first = await search('filler');
    const second = await search('filler', { last_evaluated_key: first.json().last_evaluated_key });
    expect(second.json().items.every((p: { content: string }) => p.content.startsWith('Filler'))).toBe(true);
    expect(new Set([...first.json().items, ...second.json().items].map((p: { id: string }) => p.id)).size).toBe(10);
  });

  it('pages a member’s posts and finds hashtags with or without #, in any case', async () => {
    const author = await member(ctx);
    const ids = [];
    for (let i = 0; i < 7; i += 1)
      ids.push((await createPost(author.headers, { content: `Post ${i} #ThiếtKế` })).json().id);
    ids.reverse();
    const first = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/posts/get-by-user?user_id=${author.user.id}&limit=5`,
    });
    expect(first.json().items.map((p: { id: string }) => p.id)).toEqual(ids.slice(0, 5));
    const rest = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/posts/get-by-user?user_id=${author.user.id}`,
      payload: { limit: 5, last_evaluated_key: first.json().last_evaluated_key },
    });
    expect(rest.json().items.map((p: { id: string }) => p.id)).toEqual(ids.slice(5));

    for (const tag of ['#thiếtkế', 'THIẾTKẾ', '%23ThiếtKế']) {
      const page = await ctx.app.inject({
        method: 'POST',
        url: `/api/v1/posts/get-by-hashtag?hashtag=${encodeURIComponent(decodeURIComponent(tag))}&limit=50`,
      });
      expect(page.statusCode, tag).toBe(200);
      expect(
        page.json().items.map((p: { id: string }) => p.id),
        tag,
      ).toEqual(expect.arrayContaining(ids));
    }
  });
});
