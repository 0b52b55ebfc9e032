import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { type ApiCall, callApi, useTestApp, type Headers } from '../../../test/helper';
import { createUser, member } from '../../../test/factories';

const ctx = useTestApp();

const api = (...call: ApiCall) => callApi(ctx, ...call);
const search = async (headers: Headers, keywords: string, limit?: number) => {
  const response = await api(
    'GET',
    `/users/current/me/search?keywords=${encodeURIComponent(keywords)}${limit ? `&limit=${limit}` : ''}`,
    headers,
  );
  expect(response.statusCode).toBe(200);
  return response.json<{
    people: { id: string; name: string; username: string; is_followed: boolean }[];
    hashtags: { hashtag: string; total_posts: number; total_followers: number }[];
    career_tracks: { id: string; title: string; user_name: string }[];
  }>();
};
const suggestions = async (headers: Headers, limit = 20) =>
  (await api('GET', `/users/current/me/get-you-might-like?limit=${limit}`, headers)).json<{
    items: { user_id: string; reason: string }[];
  }>().items;

async function addTrack(userId: string, title: string, status: 'new' | 'shared') {
  const [row] = await queryRows<{ id: string }>(
    ctx.database.db,
    sql`insert into career_tracks (id, user_id, industry_id, title, "desc", status)
        select gen_random_uuid(), ${userId}::uuid, id, ${title}, 'A track', ${status} from industries limit 1
        returning id`,
  );
  return row!.id;
}

describe('search', () => {
  let viewer: Awaited<ReturnType<typeof member>>;
  let van: Awaited<ReturnType<typeof member>>;
  beforeAll(async () => {
    viewer = await member(ctx);
    van = await member(ctx, { name: 'Nguyễn Văn Toàn', username: '@toan.nv' });
    await createUser(ctx, { name: 'Trần Thị Bích', username: '@bichtran' });
    await createUser(ctx, { name: 'Nguyễn Văn Ẩn', username: '@hidden', is_active: false });
    await api('POST', '/posts', van.headers, { content: 'Học #DữLiệu mỗi ngày, và #DataEngineering' });
    await addTrack(van.user.id, 'Data Engineer', 'shared');
    await addTrack(van.user.id, 'Data Engineering Draft', 'new');
  });

  it('finds people without accents or case, and never deactivated members', async () => {
    const result = await search(viewer.headers, 'nguyen van');
    expect(result.people.map((p) => p.name)).toEqual(['Nguyễn Văn Toàn']);
    expect(result.people[0]).toMatchObject({
      id: van.user.id,
      username: '@toan.nv',
      headline: null,
      is_followed: false,
    });
    expect((await search(viewer.headers, 'NGUYỄN VĂN')).people[0]?.name).toBe('Nguyễn Văn Toàn');
    expect((await search(viewer.headers, 'toan.nv')).people[0]?.name).toBe('Nguyễn Văn Toàn');
  });

  it('tolerates typos', async () => {
    expect((await search(viewer.headers, 'nguyn')).people.map((p) => p.name)).toContain('Nguyễn Văn Toàn');
    expect((await search(viewer.headers, 'nguyn vn')).people.map((p) => p.name)).toContain('Nguyễn Văn Toàn');
    expect((await search(viewer.headers, 'bich tran')).people[0]?.name).toBe('Trần Thị Bích');
    expect((await search(viewer.headers, 'enginer')).career_tracks.map((t) => t.title)).toEqual(['Data Engineer']);
  });

  it('finds hashtags with counts and only shared career tracks', async () => {
    const result = await search(viewer.headers, 'du lieu');
    expect(result.hashtags).toEqual([{ hashtag: 'dữliệu', total_posts: 1, total_followers: 0 }]);
    const tracks = await search(viewer.headers, 'data eng');
    expect(tracks.career_tracks).toEqual([
      expect.objectContaining({ title: 'Data Engineer', user_id: van.user.id, user_name: 'Nguyễn Văn Toàn' }),
    ]);
    expect(tracks.hashtags.map((h) => h.hashtag)).toContain('dataengineering');
    expect((await search(viewer.headers, '#dataengineering')).hashtags[0]?.hashtag).toBe('dataengineering');
  });

  it('is safe and bounded for any input', async () => {
    for (const keywords of ['%', '_', "'", "' or 1=1 --", '\\', '😀', '   ', '', '%nguyen%', 'x'.repeat(1000)]) {
      const result = await search(viewer.headers, keywords);
      expect(result.people.length).toBeLessThanOrEqual(5);
      expect(result.hashtags.length).toBeLessThanOrEqual(5);
      expect(result.career_tracks.length).toBeLessThanOrEqual(5);
    }
    expect(await search(viewer.headers, '%')).toEqual({ people: [], hashtags: [], career_tracks: [] });
    expect(await search(viewer.headers, '😀')).toEqual({ people: [], hashtags: [], career_tracks: [] });
    // 1000 characters are cut to 100: the answer stays a normal, bounded one.
    const long = await search(viewer.headers, `nguyen van ${'a'.repeat(990)}`);
    expect(long.people.length).toBeLessThanOrEqual(5);
    expect((await search(viewer.headers, '😀 nguyen van')).people[0]?.name).toBe('Nguyễn Văn Toàn');
  });

  it('clamps the limit and needs a signed-in member', async () => {
    for (let i = 0; i < 12; i += 1) await createUser(ctx, { name: `Phạm Minh Khoa ${i}` });
    expect((await search(viewer.headers, 'pham minh khoa', 50)).people).toHaveLength(10);
    expect((await search(viewer.headers, 'pham minh khoa')).people).toHaveLength(5);
    expect((await api('GET', '/users/current/me/search?keywords=nguyen')).statusCode).toBe(401);
  });
});

describe('search ranks as a person expects', () => {
  let viewer: Awaited<ReturnType<typeof member>>;
  let an: { id: string };
  beforeAll(async () => {
    viewer = await member(ctx);
    // Decoys that share letters or one word with the member looked for.
    await createUser(ctx, { name: 'Nguyễn Thị Vy', headline: 'Chuyên viên tuyển dụng' });
    await createUser(ctx, { name: 'Nguyễn Vy Vân' });
    await createUser(ctx, { name: 'Nguyễn Văn Anh Khoa' });
    an = await createUser(ctx, { name: 'Nguyễn Văn An' });
    await createUser(ctx, { name: 'Đỗ Hải', headline: 'Data Engineer at Ladder' });
    await createUser(ctx, { name: 'Data Nguyễn' });
    await createUser(ctx, { name: 'Chuyên Viên', headline: 'Chuyên viên kế toán' });
  });

  it('puts "Nguyễn Văn An" first with or without accents, and with dropped letters', async () => {
    for (const keywords of ['nguyen van an', 'Nguyễn Văn An', 'nguyn vn an', 'NGUYEN VAN AN'])
      expect((await search(viewer.headers, keywords)).people[0]?.name, keywords).toBe('Nguyễn Văn An');
    // An exact word beats a word it begins ("An" before "Anh"), which beats a near spelling.
    const names = (await search(viewer.headers, 'nguyen van an', 10)).people.map((p) => p.name);
    expect(names.slice(0, 2)).toEqual(['Nguyễn Văn An', 'Nguyễn Văn Anh Khoa']);
    // "vn" also stands for "vien" of a headline, a weaker match than "Văn" in a name.
    const typo = (await search(viewer.headers, 'nguyn vn', 10)).people.map((p) => p.name);
    expect(typo.indexOf('Nguyễn Văn An')).toBeLessThan(typo.indexOf('Nguyễn Thị Vy'));
  });

  it('finds people by headline after names, and never by a fragment inside another word', async () => {
    const names = (await search(viewer.headers, 'data', 10)).people.map((p) => p.name);
    expect(names).toEqual(['Data Nguyễn', 'Đỗ Hải']);
    // "uyen" is inside "chuyen" and "nguyen": neither is found by it.
    expect((await search(viewer.headers, 'uyen')).people).toEqual([]);
    expect((await search(viewer.headers, 'nguyen', 10)).people.map((p) => p.name)).not.toContain('Chuyên Viên');
  });

  it('puts the people I follow before strangers who match as well', async () => {
    const before = (await search(viewer.headers, 'nguyen van', 10)).people.map((p) => p.name);
    expect(before[0]).toBe('Nguyễn Văn An');
    const khoa = (await search(viewer.headers, 'nguyen van anh khoa')).people[0]!;
    // "An" is a word of both names: equal matches for "nguyen van an"? No: "Anh" is only a prefix.
    // For "nguyen van" both match exactly, so the followed one comes first.
    await api('POST', `/users/current/me/follow-user?user_id=${khoa.id}`, viewer.headers);
    const found = (await search(viewer.headers, 'nguyen van', 10)).people;
    const after = found.map((p) => p.id);
    expect(after[0]).toBe(khoa.id);
    expect(found[0]).toMatchObject({ is_followed: true });
    expect(after).toContain(an.id);
  });

  it('finds a renamed member at once, and no longer by the old name', async () => {
    const renamed = await member(ctx, { name: 'Quách Tĩnh' });
    expect((await search(viewer.headers, 'quach tinh')).people.map((p) => p.id)).toEqual([renamed.user.id]);
    const response = await api('PUT', '/users/current/me', renamed.headers, { name: 'Hoàng Dung' });
    expect(response.statusCode).toBe(200);
    expect((await search(viewer.headers, 'quach tinh')).people).toEqual([]);
    expect((await search(viewer.headers, 'hoang dung')).people.map((p) => p.id)).toEqual([renamed.user.id]);
    // Deactivating leaves search at once, though the term's answer was just read.
    expect((await api('PUT', '/users/current/me', renamed.headers, { is_active: false })).statusCode).toBe(200);
    expect((await search(viewer.headers, 'hoang dung')).people).toEqual([]);
  });

  it("names a track's industry in the viewer's language", async () => {
    const author = await member(ctx, { name: 'Lý Công Uẩn' });
    await addTrack(author.user.id, 'Kỹ sư hệ thống nhúng', 'shared');
    const [industry] = await queryRows<{ name_en: string; name_vn: string }>(
      ctx.database.db,
      sql`select name_en, name_vn from industries limit 1`,
    );
    const inVietnamese = await api('GET', '/users/current/me/search?keywords=he%20thong%20nhung', {
      ...viewer.headers,
      'accept-language': 'vi',
    });
    expect(inVietnamese.json<{ career_tracks: { industry_name: string }[] }>().career_tracks[0]?.industry_name).toBe(
      industry!.name_vn,
    );
    const inEnglish = await search(viewer.headers, 'ky su he thong');
    expect(inEnglish.career_tracks[0]).toMatchObject({
      title: 'Kỹ sư hệ thống nhúng',
      industry_name: industry!.name_en,
    });
  });

  it('pages each group on the full results page, without repeats, and refuses a forged cursor', async () => {
    for (let i = 0; i < 13; i += 1) await createUser(ctx, { name: `Vương Gia Bảo ${i}` });
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = `keywords=vuong%20gia%20bao&limit=5${cursor ? `&last_evaluated_key=${cursor}` : ''}`;
      const response = await api('GET', `/users/current/me/search/people?${query}`, viewer.headers);
      expect(response.statusCode).toBe(200);
      const page = response.json<{ items: { id: string }[]; last_evaluated_key: string | null }>();
      seen.push(...page.items.map((p) => p.id));
      cursor = page.last_evaluated_key;
      pages += 1;
    } while (cursor && pages < 10);
    expect(pages).toBe(3);
    expect(new Set(seen).size).toBe(13);

    const tracks = await api('GET', '/users/current/me/search/career-tracks?keywords=nhung', viewer.headers);
    expect(tracks.json<{ items: { title: string }[] }>().items.map((t) => t.title)).toEqual(['Kỹ sư hệ thống nhúng']);
    const tags = await api('GET', '/users/current/me/search/hashtags?keywords=du%20lieu', viewer.headers);
    expect(tags.statusCode).toBe(200);

    const forged = Buffer.from(JSON.stringify(['9', '0', '0', "1' or 1=1"])).toString('base64url');
    const refused = await api(
      'GET',
      `/users/current/me/search/people?keywords=vuong&last_evaluated_key=${forged}`,
      viewer.headers,
    );
    expect(refused.statusCode).toBe(422);
  });
});

describe('you might like', () => {
  it('ranks people followed by people you follow, then shared skills, then industry, never oneself, followed or deactivated members', async () => {
    const [industry] = await queryRows<{ id: string }>(ctx.database.db, sql`select id from industries limit 1`);
    const me = await member(ctx, { working_industry_id: industry!.id });
    const friend = await member(ctx);
    const friendOfFriend = await member(ctx);
    const skillMate = await member(ctx);
    const colleague = await member(ctx, { working_industry_id: industry!.id });
    const gone = await createUser(ctx, { working_industry_id: industry!.id, is_active: false });
    await api('POST', `/users/current/me/follow-user?user_id=${friend.user.id}`, me.headers);
    await api('POST', `/users/current/me/follow-user?user_id=${friendOfFriend.user.id}`, friend.headers);
    await api('POST', `/users/current/me/follow-user?user_id=${me.user.id}`, friend.headers);
    const [skill] = await queryRows<{ id: string }>(ctx.database.db, sql`select id from skills limit 1`);
    await api('POST', `/skills/follow-skill?skill_id=${skill!.id}`, me.headers);
    await api('POST', `/skills/follow-skill?skill_id=${skill!.id}`, skillMate.headers);
    await api('POST', '/posts', friend.headers, { content: 'Active today' });

    const items = await suggestions(me.headers);
    const ids = items.map((i) => i.user_id);
    expect(ids).not.toContain(me.user.id);
    expect(ids).not.toContain(friend.user.id);
    expect(ids).not.toContain(gone.id);
    expect(items.slice(0, 3)).toEqual([
      expect.objectContaining({ user_id: friendOfFriend.user.id, reason: 'followed_by_people_you_follow' }),
      expect.objectContaining({ user_id: skillMate.user.id, reason: 'shared_skills' }),
      expect.objectContaining({ user_id: colleague.user.id, reason: 'same_industry' }),
    ]);
    expect(items[0]).toMatchObject({ user_name: 'Test Member', user_photo_path: null, headline: null });

    await api('POST', `/users/current/me/follow-user?user_id=${friendOfFriend.user.id}`, me.headers);
    expect((await suggestions(me.headers)).map((i) => i.user_id)).not.toContain(friendOfFriend.user.id);
    expect(await suggestions(me.headers, 1)).toHaveLength(1);
  });

  it('suggests active members to a newcomer', async () => {
    const poster = await member(ctx);
    await api('POST', '/posts', poster.headers, { content: 'Hello Ladder' });
    const newcomer = await member(ctx);
    const items = await suggestions(newcomer.headers);
    expect(items).toContainEqual(expect.objectContaining({ user_id: poster.user.id, reason: 'active' }));
  });
});
