import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { type ApiCall, callApi, useTestApp, type Headers } from '../../../test/helper';
import { createUser, member, newPost } from '../../../test/factories';

const ctx = useTestApp();

const api = (...call: ApiCall) => callApi(ctx, ...call);
const follow = (headers: Headers, userId: string) =>
  api('POST', `/users/current/me/follow-user?user_id=${userId}`, headers);
const unfollow = (headers: Headers, userId: string) =>
  api('DELETE', `/users/current/me/unfollow-user?user_id=${userId}`, headers);
const feedIds = async (headers: Headers) =>
  (await api('POST', '/posts/get-new-feeds?limit=50', headers))
    .json<{ items: { id: string }[] }>()
    .items.map((p) => p.id);
const counters = async (userId: string) =>
  (
    await queryRows<{ total_followers: number; total_followings: number; followers: number; followings: number }>(
      ctx.database.db,
      sql`select total_followers, total_followings,
                 (select count(*)::int from user_follows where followee_id = u.id) as followers,
                 (select count(*)::int from user_follows where follower_id = u.id) as followings
          from users u where id = ${userId}::uuid`,
    )
  )[0];

describe('following members', () => {
  it('follows and unfollows, counting on both sides, idempotently', async () => {
    const me = await member(ctx);
    const star = await member(ctx, { name: 'Nguyễn Văn Sao' });
    const first = await follow(me.headers, star.user.id);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ user_id: star.user.id, is_followed: true, total_followers: 1, total_followings: 1 });
    const twice = await follow(me.headers, star.user.id);
    expect(twice.json()).toEqual({ user_id: star.user.id, is_followed: true, total_followers: 1, total_followings: 1 });

    const profile = await api('GET', `/users/${star.user.id}`, me.headers);
    expect(profile.json()).toMatchObject({ is_followed: true, total_followers: 1 });
    expect((await api('GET', `/users/${star.user.id}`)).json().is_followed).toBe(false);
    expect((await api('GET', `/users/${me.user.id}`, me.headers)).json().is_followed).toBe(false);

    const off = await unfollow(me.headers, star.user.id);
    expect(off.json()).toEqual({ user_id: star.user.id, is_followed: false, total_followers: 0, total_followings: 0 });
    const again = await unfollow(me.headers, star.user.id);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ is_followed: false, total_followers: 0, total_followings: 0 });
  });

  it('a member who deactivates leaves every count: followers, followings and hashtag followers', async () => {
    const leaving = await member(ctx);
    const friend = await member(ctx);
    const fan = await member(ctx);
    const star = await member(ctx);
    await follow(leaving.headers, friend.user.id); // mutual with friend
    await follow(friend.headers, leaving.user.id);
    await follow(fan.headers, leaving.user.id);
    await follow(leaving.headers, star.user.id);
    await follow(fan.headers, star.user.id);
    const tag = `rời${Date.now().toString(36)}`;
    await api('POST', `/hashtags/follow-hashtag?hashtag=${encodeURIComponent(tag)}`, leaving.headers);
    await api('POST', `/hashtags/follow-hashtag?hashtag=${encodeURIComponent(tag)}`, fan.headers);

    const off = await api('PUT', '/users/current/me', leaving.headers, { is_active: false });
    expect(off.statusCode).toBe(200);

    for (const [who, followers, followings] of [
      [friend, 0, 0],
      [fan, 0, 1],
      [star, 1, 0],
    ] as const) {
      expect(await counters(who.user.id)).toEqual({
        total_followers: followers,
        total_followings: followings,
        followers,
        followings,
      });
      const listed = (await api('POST', `/users/get-followers?user_id=${who.user.id}`, fan.headers)).json();
      expect(listed.total).toBe(listed.items.length);
    }
    const hashtag = await api('GET', `/hashtags/?hashtag=${encodeURIComponent(tag)}`, fan.headers);
    expect(hashtag.json()).toMatchObject({ total_followers: 1, is_followed: true });
  });

  it('refuses to follow oneself, unknown and deactivated members, and visitors', async () => {
    const me = await member(ctx);
    const self = await follow(me.headers, me.user.id);
    expect(self.statusCode).toBe(400);
    expect(self.json()).toEqual({ code: 'FOLLOW_SELF', detail: "You can't follow yourself." });
    const vi = await api('POST', `/users/current/me/follow-user?user_id=${me.user.id}`, {
      ...me.headers,
      'accept-language': 'vi',
    });
    expect(vi.json().detail).toBe('Bạn không thể tự theo dõi chính mình');
    expect((await follow(me.headers, '00000000-0000-4000-8000-000000000000')).json().code).toBe('USER_NOT_FOUND');
    expect((await follow(me.headers, 'nope')).statusCode).toBe(404);
    const gone = await createUser(ctx, { is_active: false });
    expect((await follow(me.headers, gone.id)).statusCode).toBe(404);
    expect((await follow({}, me.user.id)).statusCode).toBe(401);
    expect(await counters(me.user.id)).toMatchObject({ total_followings: 0, followings: 0 });
  });

  it('lists followers and followings newest first with totals, pages and the viewer’s follow state', async () => {
    const star = await member(ctx);
    const fans = [];
    for (let i = 0; i < 5; i += 1) fans.push(await member(ctx, { name: `Fan ${i}` }));
    for (const fan of fans) await follow(fan.headers, star.user.id);
    const viewer = fans[0]!;
    await follow(viewer.headers, fans[4]!.user.id);

    const page1 = await api('POST', `/users/get-followers?user_id=${star.user.id}&limit=2`, viewer.headers);
    expect(page1.statusCode).toBe(200);
    const body1 = page1.json();
    expect(body1.total).toBe(5);
    expect(body1.items.map((p: { user_name: string }) => p.user_name)).toEqual(['Fan 4', 'Fan 3']);
    expect(body1.items[0]).toMatchObject({ user_id: fans[4]!.user.id, is_followed: true, headline: null });
    expect(body1.items[1].is_followed).toBe(false);
    const page2 = await api('POST', `/users/get-followers?user_id=${star.user.id}&limit=2`, viewer.headers, {
      last_evaluated_key: body1.last_evaluated_key,
    });
    const page3 = await api(
      'POST',
      `/users/get-followers?user_id=${star.user.id}&limit=2`,
      {},
      {
        last_evaluated_key: page2.json().last_evaluated_key,
      },
    );
    expect(page2.json().items.map((p: { user_name: string }) => p.user_name)).toEqual(['Fan 2', 'Fan 1']);
    expect(page3.json()).toMatchObject({ last_evaluated_key: null, total: 5 });
    expect(page3.json().items.map((p: { user_name: string }) => p.user_name)).toEqual(['Fan 0']);

    const followings = (await api('POST', `/users/get-followings?user_id=${viewer.user.id}`)).json();
    expect(followings.total).toBe(2);
    expect(followings.items.map((p: { user_id: string }) => p.user_id)).toEqual([fans[4]!.user.id, star.user.id]);
    const none = (await api('POST', `/users/get-followings?user_id=${star.user.id}`)).json();
    expect(none).toEqual({ items: [], total: 0, last_evaluated_key: null });
    expect(
      (await api('POST', `/users/get-followers?user_id=${star.user.id}`, {}, { last_evaluated_key: 'bad' })).statusCode,
    ).toBe(422);
  });

  it('keeps total_followers and total_followings equal to the rows under 500 parallel requests', async () => {
    const star = await member(ctx);
    const fans = await Promise.all(Array.from({ length: 50 }, () => member(ctx)));
    const requests = [];
    // Many members toward one, each toggling several times.
    for (let round = 0; round < 8; round += 1)
      for (const fan of fans)
        requests.push(Math.random() < 0.6 ? follow(fan.headers, star.user.id) : unfollow(fan.headers, star.user.id));
    // One member toggling toward many, and the star following back (A→B and B→A at once).
    const toggler = fans[0]!;
    for (let i = 0; i < 100; i += 1) {
      const other = fans[1 + (i % 49)]!;
      requests.push(i % 2 === 0 ? follow(toggler.headers, other.user.id) : unfollow(toggler.headers, other.user.id));
      if (i % 5 === 0) requests.push(follow(star.headers, fans[i % 50]!.user.id));
    }
    const responses = await Promise.all(requests);
    expect(requests.length).toBeGreaterThanOrEqual(500);
    expect(responses.filter((r) => r.statusCode !== 200).map((r) => r.body)).toEqual([]);
    for (const user of [star.user, ...fans.map((f) => f.user)]) {
      const row = await counters(user.id);
      expect(row?.total_followers).toBe(row?.followers);
      expect(row?.total_followings).toBe(row?.followings);
    }
  });

  it('backfills the followee’s recent posts into the feed and removes them on unfollow', async () => {
    const reader = await member(ctx);
    const author = await member(ctx);
    const other = await member(ctx);
    const ownId = await newPost(ctx, reader.headers, 'My own thoughts');
    await follow(reader.headers, other.user.id);
    await api('POST', '/hashtags/follow-hashtag?hashtag=remote', reader.headers);
    const old1Id = await newPost(ctx, author.headers, 'Before the follow');
    const old2Id = await newPost(ctx, author.headers, 'Also before, about #Remote work');
    expect(await feedIds(reader.headers)).not.toContain(old1Id);

    await follow(reader.headers, author.user.id);
    const feed = await feedIds(reader.headers);
    expect(feed).toContain(old1Id);
    expect(feed).toContain(old2Id);
    expect(feed).toContain(ownId);

    await unfollow(reader.headers, author.user.id);
    const after = await feedIds(reader.headers);
    expect(after).not.toContain(old1Id);
    // Still reaches the reader through the followed hashtag; their own post stays.
    expect(after).toContain(old2Id);
    expect(after).toContain(ownId);
  });
});

describe('following hashtags', () => {
  it('follows hashtags of digits (#2024, #5G) and refuses one character', async () => {
    const a = await member(ctx);
    expect(
      (await api('POST', `/hashtags/follow-hashtag?hashtag=${encodeURIComponent('#2024')}`, a.headers)).json(),
    ).toMatchObject({ hashtag: '2024' });
    expect((await api('POST', '/hashtags/follow-hashtag?hashtag=5G', a.headers)).json()).toMatchObject({
      hashtag: '5g',
    });
    expect((await api('POST', '/hashtags/follow-hashtag?hashtag=a', a.headers)).statusCode).toBe(422);
  });

  it('follows with or without #, in any case, counting followers, and lists them', async () => {
    const a = await member(ctx);
    const b = await member(ctx);
    const followed = await api('POST', `/hashtags/follow-hashtag?hashtag=${encodeURIComponent('#DữLiệu')}`, a.headers);
    expect(followed.statusCode).toBe(200);
    expect(followed.json()).toEqual({ hashtag: 'dữliệu', total_followers: 1, is_followed: true });
    expect(
      (await api('POST', `/hashtags/follow-hashtag?hashtag=${encodeURIComponent('dữliệu')}`, a.headers)).json(),
    ).toEqual({ hashtag: 'dữliệu', total_followers: 1, is_followed: true });
    expect(
      (await api('POST', `/hashtags/follow-hashtag?hashtag=${encodeURIComponent('#DỮLIỆU')}`, b.headers)).json()
        .total_followers,
    ).toBe(2);
    await api('POST', '/hashtags/follow-hashtag?hashtag=career', a.headers);

    const list = (await api('POST', '/hashtags/get-following-hashtags', a.headers)).json();
    expect(list).toEqual({
      items: [
        { hashtag: 'career', total_followers: 1, is_followed: true },
        { hashtag: 'dữliệu', total_followers: 2, is_followed: true },
      ],
      total: 2,
      last_evaluated_key: null,
    });
    const seenByB = (
      await api('POST', `/hashtags/get-following-hashtags?user_id=${a.user.id}&limit=1`, b.headers)
    ).json();
    expect(seenByB.items).toEqual([{ hashtag: 'career', total_followers: 1, is_followed: false }]);
    expect(seenByB.last_evaluated_key).not.toBeNull();

    const off = await api('DELETE', `/hashtags/unfollow-hashtag?hashtag=${encodeURIComponent('#dữliệu')}`, a.headers);
    expect(off.json()).toEqual({ hashtag: 'dữliệu', total_followers: 1, is_followed: false });
    const offAgain = await api('DELETE', '/hashtags/unfollow-hashtag?hashtag=dữliệu', a.headers);
    expect(offAgain.json()).toEqual({ hashtag: 'dữliệu', total_followers: 1, is_followed: false });

    // The hashtag feed's button reads one hashtag's state, as each member sees it.
    const state = (who: typeof a) => api('GET', `/hashtags/?hashtag=${encodeURIComponent('#DữLiệu')}`, who.headers);
    expect((await state(a)).json()).toEqual({ hashtag: 'dữliệu', total_followers: 1, is_followed: false });
    expect((await state(b)).json()).toEqual({ hashtag: 'dữliệu', total_followers: 1, is_followed: true });
    expect((await api('GET', '/hashtags/?hashtag=neverused', a.headers)).json()).toEqual({
      hashtag: 'neverused',
      total_followers: 0,
      is_followed: false,
    });
    expect((await api('GET', '/hashtags/?hashtag=%25', a.headers)).statusCode).toBe(422);
  });

  it('refuses what is not a hashtag with 422 on the field', async () => {
    const a = await member(ctx);
    for (const bad of ['a', '#1', '#a-b', 'two words', '', '#', '%', `x${'y'.repeat(150)}`]) {
      const response = await api('POST', `/hashtags/follow-hashtag?hashtag=${encodeURIComponent(bad)}`, a.headers);
      expect(response.statusCode, bad).toBe(422);
      expect(response.json().errors[0].field).toBe('hashtag');
    }
  });

  it('explains today’s hashtag rule when it refuses one, in the member’s language, and takes #2024', async () => {
    const a = await member(ctx);
    expect((await api('POST', '/hashtags/follow-hashtag?hashtag=%232024', a.headers)).statusCode).toBe(200);
    const english = await api('POST', '/hashtags/follow-hashtag?hashtag=a', a.headers);
    expect(english.json().errors[0].message).toBe(
      'A hashtag is # followed by at least 2 letters, digits or underscores (_).',
    );
    const vietnamese = await api('POST', '/hashtags/follow-hashtag?hashtag=a', {
      ...a.headers,
      'accept-language': 'vi',
    });
    expect(vietnamese.json().errors[0].message).toBe(
      'Hashtag gồm dấu # và ít nhất 2 chữ cái, chữ số hoặc dấu gạch dưới (_).',
    );
  });

  it('keeps the follower count exact under parallel follows and unfollows', async () => {
    const fans = await Promise.all(Array.from({ length: 20 }, () => member(ctx)));
    const requests = [];
    for (let round = 0; round < 5; round += 1)
      for (const fan of fans)
        requests.push(
          Math.random() < 0.6
            ? api('POST', '/hashtags/follow-hashtag?hashtag=busytag', fan.headers)
            : api('DELETE', '/hashtags/unfollow-hashtag?hashtag=busytag', fan.headers),
        );
    const responses = await Promise.all(requests);
    expect(responses.every((r) => r.statusCode === 200)).toBe(true);
    const [row] = await queryRows<{ total_followers: number; n: number }>(
      ctx.database.db,
      sql`select total_followers, (select count(*)::int from hashtag_follows where hashtag = 'busytag') as n
          from hashtags where tag = 'busytag'`,
    );
    expect(row?.total_followers).toBe(row?.n);
  });

  it('backfills the hashtag’s posts and removes only those that reach the member no other way', async () => {
    const reader = await member(ctx);
    const friend = await member(ctx);
    const stranger = await member(ctx);
    await follow(reader.headers, friend.user.id);
    await api('POST', '/hashtags/follow-hashtag?hashtag=design', reader.headers);
    const fromStrangerId = await newPost(ctx, stranger.headers, 'Thoughts on #UX');
    const fromStrangerTwoTagsId = await newPost(ctx, stranger.headers, '#UX and #Design');
    const fromFriendId = await newPost(ctx, friend.headers, 'A friend on #ux');
    expect(await feedIds(reader.headers)).not.toContain(fromStrangerId);

    await api('POST', '/hashtags/follow-hashtag?hashtag=%23ux', reader.headers);
    expect(await feedIds(reader.headers)).toEqual(
      expect.arrayContaining([fromStrangerId, fromStrangerTwoTagsId, fromFriendId]),
    );
    await api('DELETE', '/hashtags/unfollow-hashtag?hashtag=ux', reader.headers);
    const after = await feedIds(reader.headers);
    expect(after).not.toContain(fromStrangerId);
    expect(after).toContain(fromStrangerTwoTagsId);
    expect(after).toContain(fromFriendId);
  });
});

describe('following skills', () => {
  it('follows, lists in the request language, unfollows, and refuses unknown skills', async () => {
    const a = await member(ctx);
    const skills = await queryRows<{ id: string; name_en: string; name_vn: string }>(
      ctx.database.db,
      sql`select id, name_en, name_vn from skills where name_en <> name_vn order by name_en limit 2`,
    );
    const [s1, s2] = skills;
    const first = await api('POST', `/skills/follow-skill?skill_id=${s1!.id}`, a.headers);
    expect(first.json()).toEqual({ skill_id: s1!.id, skill_name: s1!.name_en, is_followed: true });
    await api('POST', `/skills/follow-skill?skill_id=${s1!.id}`, a.headers);
    await api('POST', `/skills/follow-skill?skill_id=${s2!.id}`, a.headers);
    const list = await api('POST', '/skills/get-following-skills', { ...a.headers, 'accept-language': 'vi' });
    expect(list.json()).toEqual({
      items: [
        { skill_id: s2!.id, skill_name: s2!.name_vn, is_followed: true },
        { skill_id: s1!.id, skill_name: s1!.name_vn, is_followed: true },
      ],
      total: 2,
      last_evaluated_key: null,
    });
    const off = await api('DELETE', `/skills/unfollow-skill?skill_id=${s1!.id}`, a.headers);
    expect(off.json()).toEqual({ skill_id: s1!.id, skill_name: s1!.name_en, is_followed: false });
    expect((await api('POST', `/skills/get-following-skills?user_id=${a.user.id}`)).json().total).toBe(1);
    const unknown = await api('POST', '/skills/follow-skill?skill_id=00000000-0000-4000-8000-000000000000', a.headers);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('SKILL_NOT_FOUND');
  });
});
