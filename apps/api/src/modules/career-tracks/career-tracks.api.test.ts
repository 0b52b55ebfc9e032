import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { industries, posts, userSubscriptions } from '../../db/schema';
import { createTestApp, member, type TestContext } from '../../../test/helper';
import { newIndustry, pickSkills, row, trackBody, type SkillPick } from './track-fixtures';

let ctx: TestContext;
let pick: SkillPick;
beforeAll(async () => {
  ctx = await createTestApp({ CAREER_TRACK_LIMIT: '3' });
  pick = await pickSkills(ctx);
});
afterAll(() => ctx.close());

type Headers = Record<string, string>;
const create = (headers: Headers, body: object) =>
  ctx.app.inject({ method: 'POST', url: '/api/v1/career-tracks', headers, payload: body });
const update = (headers: Headers, id: string, body: object) =>
  ctx.app.inject({ method: 'PUT', url: `/api/v1/career-tracks/${id}`, headers, payload: body });
const get = (headers: Headers, id: string) =>
  ctx.app.inject({ method: 'GET', url: `/api/v1/career-tracks?career_track_id=${id}`, headers });
const remove = (headers: Headers, id: string) =>
  ctx.app.inject({ method: 'DELETE', url: `/api/v1/career-tracks/${id}`, headers });
const vote = (headers: Headers, body: object) =>
  ctx.app.inject({ method: 'POST', url: '/api/v1/career-tracks/vote-career-track-outdated', headers, payload: body });
const industryCount = async (id: string) =>
  (await ctx.database.db.select().from(industries).where(eq(industries.id, id)))[0]?.total_career_tracks;
const postsOf = (trackId: string) => ctx.database.db.select().from(posts).where(eq(posts.career_track_id, trackId));

describe('validation', () => {
  /** A title of n code points: Vietnamese letters, ending with an emoji (two UTF-16 units). */
  const titleOf = (n: number) => [...'Kỹ sư phần mềm '.padEnd(60, 'ồ')].slice(0, n - 1).join('') + '🚀';
  it.each([
    [49, 201],
    [50, 201],
    [51, 422],
  ])('a title of %i characters of Vietnamese and emoji', async (length, status) => {
    const title = titleOf(length);
    expect([...title].length).toBe(length);
    expect(title.length).toBe(length + 1);
    const author = await member(ctx);
    const industry = await newIndustry(ctx);
    const response = await create(
      author.headers,
      trackBody(industry.id, pick, { title: `  ${title}  `, status: 'new' }),
    );
    expect(response.statusCode).toBe(status);
    if (status === 201) expect(response.json().title).toBe(title);
    else
      expect(response.json().errors).toEqual([{ field: 'title', message: 'A title can have at most 50 characters' }]);
  });

  it('counts a title in composed form: decomposed Vietnamese letters are one character each', async () => {
    const author = await member(ctx);
    const industry = await newIndustry(ctx);
    const decomposed = 'ệ'.normalize('NFD').repeat(50);
    expect(decomposed.length).toBe(150);
    const response = await create(author.headers, trackBody(industry.id, pick, { title: decomposed, status: 'new' }));
    expect(response.statusCode).toBe(201);
    expect(response.json().title).toBe('ệ'.repeat(50));
  });

  it('accepts a 1024-character description and refuses 1025', async () => {
    const author = await member(ctx);
    const industry = await newIndustry(ctx);
    expect(
      (await create(author.headers, trackBody(industry.id, pick, { desc: 'ữ'.repeat(1024), status: 'new' })))
        .statusCode,
    ).toBe(201);
    const response = await create(author.headers, trackBody(industry.id, pick, { desc: 'ữ'.repeat(1025) }));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual([
      { field: 'desc', message: 'A description can have at most 1024 characters' },
    ]);
  });

  it('requires title, description and industry', async () => {
    const author = await member(ctx);
    const response = await create(author.headers, { title: '   ', desc: '', status: 'new', skills: [] });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual(
      expect.arrayContaining([
        { field: 'industry_id', message: 'Please choose an industry' },
        { field: 'title', message: '* field is require' },
        { field: 'desc', message: '* field is require' },
      ]),
    );
  });

  it.each([
    ['industry knowledge', 1, 'Need have at least one industry knowledge skill.'],
    ['tools and tech', 2, 'Need have at least one tool and tech skill.'],
    ['interpersonal', 3, 'Need have at least one interpersonal skill.'],
  ])('a completed or shared track without %s skills is refused, a draft is kept', async (_name, category, message) => {
    const author = await member(ctx);
    const industry = await newIndustry(ctx);
    const skills = trackBody(industry.id, pick).skills.filter((r) => r.skill_category_id !== category);
    for (const status of ['completed', 'shared']) {
      const response = await create(author.headers, trackBody(industry.id, pick, { status, skills }));
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual([{ field: 'skills', message }]);
    }
    expect((await create(author.headers, trackBody(industry.id, pick, { status: 'new', skills }))).statusCode).toBe(
      201,
    );
  });

  it('asks for one skill of each required category, as its message says, and none of "other"', async () => {
    const author = await member(ctx);
    const industry = await newIndustry(ctx);
    const skills = trackBody(industry.id, pick).skills;
    const firstOfEach = [pick.industry_knowledge[0], pick.tool_and_tech[0], pick.interpersional[0]];
    const oneEach = skills.filter((r) => firstOfEach.includes(r.skill_id));
    expect(oneEach).toHaveLength(3);
    expect((await create(author.headers, trackBody(industry.id, pick, { skills: oneEach }))).statusCode).toBe(201);
    const noTool = skills.filter((r) => r.skill_category_id !== 2);
    const response = await create(author.headers, trackBody(industry.id, pick, { skills: noTool }));
    expect(response.json().errors).toEqual([
      { field: 'skills', message: 'Need have at least one tool and tech skill.' },
    ]);
    const noOther = skills.filter((r) => r.skill_category_id !== 4);
    expect((await create(author.headers, trackBody(industry.id, pick, { skills: noOther }))).statusCode).toBe(201);
  });

  it('refuses a skill twice, incomplete rows and non-http links, even in a draft', async () => {
    const author = await member(ctx);
    const industry = await newIndustry(ctx);
    const skills = [
      row(pick.other[0] ?? '', 'other'),
      row(pick.other[0] ?? '', 'other'),
      { ...row(pick.other[1] ?? '', 'other'), what: ' ', why: undefined, desired_level: 'Guru' },
      row(pick.other[2] ?? '', 'other', { external_desc_urls: ['javascript:alert(1)'] }),
    ];
    const response = await create(author.headers, trackBody(industry.id, pick, { status: 'new', skills }));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual(
      expect.arrayContaining([
        { field: 'skills.2.what', message: '* field is require' },
        { field: 'skills.2.why', message: '* field is require' },
        { field: 'skills.2.desired_level', message: 'Choose a desired level' },
        { field: 'skills.3.external_desc_urls.0', message: 'Invalid url' },
      ]),
    );
    const duplicate = await create(
      author.headers,
      trackBody(industry.id, pick, { status: 'new', skills: skills.slice(0, 2) }),
    );
    expect(duplicate.statusCode).toBe(422);
    expect(duplicate.json().errors).toEqual([{ field: 'skills.1.skill_id', message: 'Skill must be unique.' }]);
  });

  it('refuses unknown skills and industries in the reader’s language', async () => {
    const author = await member(ctx);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/career-tracks',
      headers: { ...author.headers, 'accept-language': 'vi' },
      payload: trackBody('0190a000-0000-7000-8000-000000000001', pick, {
        status: 'new',
        skills: [row('0190a000-0000-7000-8000-000000000002', 'other')],
      }),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual(
      expect.arrayContaining([{ field: 'skills.0.skill_id', message: 'Kỹ năng này không tồn tại' }]),
    );
  });
});

describe('statuses and publishing', () => {
  it('Save Draft → new, Complete → completed, Complete & Post → shared with one post; shared stays shared', async () => {
    const author = await member(ctx);
    const industry = await newIndustry(ctx);
    const draft = await create(author.headers, trackBody(industry.id, pick, { status: 'new' }));
    expect(draft.statusCode).toBe(201);
    const track = draft.json();
    expect(track).toMatchObject({ status: 'new', is_public: false, post_id: null, user_id: author.user.id });
    expect(track.skills).toHaveLength(7);
    expect(track.skills[4]).toMatchObject({ declared_objective: 'Lead a design review', declared_confidence: 4 });
    expect(await industryCount(industry.id)).toBe(0);

    const completed = await update(author.headers, track.id, trackBody(industry.id, pick, { status: 'completed' }));
    expect(completed.json()).toMatchObject({ status: 'completed', is_public: false, post_id: null });
    expect(await industryCount(industry.id)).toBe(0);

    const shared = await update(author.headers, track.id, trackBody(industry.id, pick, { status: 'shared' }));
    expect(shared.statusCode).toBe(200);
    expect(shared.json()).toMatchObject({ status: 'shared', is_public: true });
    expect(shared.json().post_id).toEqual(expect.any(String));
    expect(await industryCount(industry.id)).toBe(1);

    for (const status of ['new', 'completed']) {
      const back = await update(author.headers, track.id, trackBody(industry.id, pick, { status }));
      expect(back.statusCode).toBe(400);
      expect(back.json()).toMatchObject({ code: 'TRACK_ALREADY_SHARED' });
    }
    expect((await get(author.headers, track.id)).json().status).toBe('shared');
  });

  it('publishes once under 20 parallel updates to shared', async () => {
    const author = await member(ctx);
    const industry = await newIndustry(ctx);
    const track = (await create(author.headers, trackBody(industry.id, pick, { status: 'completed' }))).json();
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        update(author.headers, track.id, trackBody(industry.id, pick, { status: 'shared' })),
      ),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    expect(await postsOf(track.id)).toHaveLength(1);
    expect(await industryCount(industry.id)).toBe(1);
  });

  it('a shared track’s post carries its title, reaches the followers’ feeds, follows title changes and goes with the track', async () => {
    const author = await member(ctx);
    const follower = await member(ctx);
    await ctx.database.db.execute(
      sql`insert into user_follows (follower_id, followee_id) values (${follower.user.id}::uuid, ${author.user.id}::uuid)`,
    );
    const industry = await newIndustry(ctx);
    const track = (await create(author.headers, trackBody(industry.id, pick, { title: 'Kỹ sư dữ liệu' }))).json();
    expect(await industryCount(industry.id)).toBe(1);
    const feed = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/posts/get-new-feeds',
      headers: follower.headers,
    });
    const post = feed.json().items.find((p: { career_track_id: string }) => p.career_track_id === track.id);
    expect(post).toMatchObject({
      id: track.post_id,
      content: 'Kỹ sư dữ liệu',
      user_id: author.user.id,
      status: 'shared',
    });
    expect(post.career_track).toMatchObject({ id: track.id, title: 'Kỹ sư dữ liệu', total_skills: 7 });

    await update(author.headers, track.id, trackBody(industry.id, pick, { title: 'Kỹ sư dữ liệu cao cấp' }));
    const [renamed] = await postsOf(track.id);
    expect(renamed).toMatchObject({ id: track.post_id, content: 'Kỹ sư dữ liệu cao cấp' });

    // The post is the track's: the posts API refuses to edit or delete it, and nothing changes.
    for (const method of ['PUT', 'DELETE'] as const) {
      const refused = await ctx.app.inject({
        method,
        url: `/api/v1/posts/${track.post_id}`,
        headers: { ...author.headers, 'accept-language': 'vi' },
        ...(method === 'PUT' ? { payload: { content: 'Hijacked' } } : {}),
      });
      expect(refused.statusCode, method).toBe(400);
      expect(refused.json()).toMatchObject({ code: 'CAREER_TRACK_POST', detail: expect.stringContaining('lộ trình') });
    }
    expect(await postsOf(track.id)).toMatchObject([{ id: track.post_id, content: 'Kỹ sư dữ liệu cao cấp' }]);

    const other = await newIndustry(ctx);
    await update(author.headers, track.id, trackBody(other.id, pick, { title: 'Kỹ sư dữ liệu cao cấp' }));
    expect([await industryCount(industry.id), await industryCount(other.id)]).toEqual([0, 1]);

    expect((await remove(follower.headers, track.id)).statusCode).toBe(404);
    expect((await remove(author.headers, track.id)).statusCode).toBe(204);
    expect(await postsOf(track.id)).toHaveLength(0);
    expect(await industryCount(other.id)).toBe(0);
    expect((await get(author.headers, track.id)).statusCode).toBe(404);
    const post404 = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/posts?post_id=${track.post_id}`,
      headers: author.headers,
    });
    expect(post404.statusCode).toBe(404);
  });

  it('deleting a draft leaves the industry count alone', async () => {
    const author = await member(ctx);
    const industry = await newIndustry(ctx);
    await create(author.headers, trackBody(industry.id, pick));
    const draft = (await create(author.headers, trackBody(industry.id, pick, { status: 'new' }))).json();
    expect((await remove(author.headers, draft.id)).statusCode).toBe(204);
    expect(await industryCount(industry.id)).toBe(1);
  });
});

describe('a deactivated author', () => {
  it('takes their shared tracks out of the industry count and out of its list', async () => {
    const author = await member(ctx);
    const reader = await member(ctx);
    const industry = await newIndustry(ctx);
    await create(author.headers, trackBody(industry.id, pick));
    await create(reader.headers, trackBody(industry.id, pick));
    expect(await industryCount(industry.id)).toBe(2);
    const off = await ctx.app.inject({
      method: 'PUT',
      url: '/api/v1/users/current/me',
      headers: author.headers,
      payload: { is_active: false },
    });
    expect(off.statusCode).toBe(200);
    expect(await industryCount(industry.id)).toBe(1);
    const listed = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/career-tracks/get-by-industry?industry_id=${industry.id}`,
      headers: reader.headers,
    });
    expect(listed.json().items).toHaveLength(1);
  });
});

describe('a member’s shared tracks', () => {
  it('shared_only lists the shared tracks alone, for the owner as for others (the profile tab)', async () => {
    const author = await member(ctx);
    const reader = await member(ctx);
    const industry = await newIndustry(ctx);
    const shared = (await create(author.headers, trackBody(industry.id, pick, { title: 'Shared one' }))).json();
    await create(author.headers, trackBody(industry.id, pick, { title: 'Draft one', status: 'new' }));
    const list = async (headers: Headers, sharedOnly: boolean) =>
      (
        await ctx.app.inject({
          method: 'POST',
          url: `/api/v1/career-tracks/get-by-user?user_id=${author.user.id}${sharedOnly ? '&shared_only=true' : ''}`,
          headers,
        })
      )
        .json<{ items: { id: string }[] }>()
        .items.map((t) => t.id);
    expect(await list(author.headers, false)).toHaveLength(2);
    expect(await list(author.headers, true)).toEqual([shared.id]);
    expect(await list(reader.headers, true)).toEqual([shared.id]);
  });
});

describe('the whole ladder', () => {
  it('lists every rung up and down with its distance, the nearest depth once, visible ones only, in one call', async () => {
    const industry = await newIndustry(ctx);
    const authors = await Promise.all(Array.from({ length: 4 }, () => member(ctx)));
    let made = 0;
    const make = async (title: string, extra: object = {}) => {
      const author = authors[Math.floor(made / 3)]!;
      made += 1;
      const response = await create(author.headers, trackBody(industry.id, pick, { title, ...extra }));
      expect(response.statusCode, title).toBe(201);
      return response.json<{ id: string }>().id;
    };
    const d = await make('D');
    const c = await make('C', { next_career_tracks: [d] });
    const b = await make('B', { next_career_tracks: [c] });
    const a = await make('A', { next_career_tracks: [b, c] }); // C is reached at depth 2 through A and 3 through B
    const p = await make('P');
    const q = await make('Q', { next_career_tracks: [p] });
    const root = await make('Root', { derived_career_track_id: p, next_career_tracks: [a] });
    const x = await make('X', { derived_career_track_id: root });
    // Another member's draft built on the root stays out of it.
    await make('Draft', { derived_career_track_id: root, status: 'new' });

    const view = await get(authors[3]!.headers, root);
    expect(view.statusCode).toBe(200);
    const rungs = view.json<{ ladder: { rungs: { id: string; depth: number }[] } }>().ladder.rungs;
    expect(rungs.map((r) => [r.depth, r.id])).toEqual([
      [-1, p],
      [1, a],
      [1, x],
      [-2, q],
      [2, b],
      [2, c],
      [3, d],
    ]);
  });
});

describe('an industry in ladder order (the tree)', () => {
  it('lists entry rungs first, each rung by title, paged without repeats; a draft stays out', async () => {
    const industry = await newIndustry(ctx);
    const [author, coach] = [await member(ctx), await member(ctx)];
    let made = 0;
    const make = async (title: string, extra: object = {}) => {
      // Three tracks each at most on the free plan.
      const response = await create(
        (made++ < 3 ? author : coach).headers,
        trackBody(industry.id, pick, { title, ...extra }),
      );
      expect(response.statusCode, title).toBe(201);
      return response.json<{ id: string }>().id;
    };
    // Created top rung first, so newest first would read the ladder upside down.
    const senior = await make('Senior Engineer');
    const mid = await make('Engineer', { next_career_tracks: [senior] });
    const intern = await make('Intern', { next_career_tracks: [mid] });
    const analyst = await make('Analyst');
    await make('A draft', { status: 'new' });

    const ids: string[] = [];
    let cursor: string | null = null;
    do {
      const response: Awaited<ReturnType<typeof ctx.app.inject>> = await ctx.app.inject({
        method: 'POST',
        url: `/api/v1/career-tracks/get-by-industry?industry_id=${industry.id}&shared_only=true&limit=3`,
        headers: author.headers,
        payload: { last_evaluated_key: cursor },
      });
      expect(response.statusCode).toBe(200);
      const page: { items: { id: string }[]; last_evaluated_key: string | null } = response.json();
      ids.push(...page.items.map((t) => t.id));
      cursor = page.last_evaluated_key;
    } while (cursor);
    expect(ids).toEqual([analyst, intern, mid, senior]);

    const forged = Buffer.from(JSON.stringify(['x', 'Intern', intern])).toString('base64url');
    const refused = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/career-tracks/get-by-industry?industry_id=${industry.id}&shared_only=true`,
      headers: author.headers,
      payload: { last_evaluated_key: forged },
    });
    expect(refused.statusCode).toBe(422);
  });
});

describe('tracks one may link, in any industry', () => {
  it('finds shared tracks of every industry and one’s own drafts by title, never another member’s draft, and links across industries', async () => {
    const [engineering, product] = [await newIndustry(ctx), await newIndustry(ctx)];
    const author = await member(ctx);
    const other = await member(ctx);
    const stamp = Date.now().toString(36);
    const pm = (
      await create(other.headers, trackBody(product.id, pick, { title: `Quản lý sản phẩm ${stamp}` }))
    ).json();
    const draft = (
      await create(other.headers, trackBody(product.id, pick, { title: `Sản phẩm nháp ${stamp}`, status: 'new' }))
    ).json();
    const mine = (
      await create(
        author.headers,
        trackBody(engineering.id, pick, { title: `Sản phẩm của tôi ${stamp}`, status: 'new' }),
      )
    ).json();
    const linkable = async (title: string) => {
      const response = await ctx.app.inject({
        method: 'POST',
        url: `/api/v1/career-tracks/get-linkable?title=${encodeURIComponent(title)}&limit=20`,
        headers: author.headers,
      });
      expect(response.statusCode).toBe(200);
      return response.json<{ items: { id: string }[] }>().items.map((t) => t.id);
    };
    expect(new Set(await linkable(`san pham ${stamp}`))).toEqual(new Set([pm.id]));
    expect(new Set(await linkable(stamp))).toEqual(new Set([pm.id, mine.id]));
    expect(await linkable(stamp)).not.toContain(draft.id);

    // An engineer's next rung may be a product role in another industry.
    const engineer = await create(
      author.headers,
      trackBody(engineering.id, pick, { title: `Kỹ sư ${stamp}`, next_career_tracks: [pm.id] }),
    );
    expect(engineer.statusCode).toBe(201);
    expect(engineer.json().next_career_tracks).toEqual([pm.id]);
    const visitor = await ctx.app.inject({ method: 'POST', url: '/api/v1/career-tracks/get-linkable?title=x' });
    expect(visitor.statusCode).toBe(401);
  });
});

describe('tracks of an industry by title', () => {
  it('finds a title containing what is typed, in any case and without accents, past the first page', async () => {
    // Two authors: the test app allows 3 tracks per member.
    const authors = [await member(ctx), await member(ctx)];
    const reader = await member(ctx);
    const industry = await newIndustry(ctx);
    const titles = [
      'Kỹ sư dữ liệu',
      'Chuyên viên 100% từ xa',
      'Kiểm thử tự động',
      'Quản lý sản phẩm',
      'Nhà phân tích_BI',
    ];
    for (const [i, title] of titles.entries()) {
      const track = await create(authors[i % 2]!.headers, trackBody(industry.id, pick, { title }));
      expect(track.json()).toMatchObject({ title });
    }
    const byTitle = async (title: string, limit = 20) => {
      const response = await ctx.app.inject({
        method: 'POST',
        url: `/api/v1/career-tracks/get-by-industry?industry_id=${industry.id}&title=${encodeURIComponent(title)}&limit=${limit}`,
        headers: reader.headers,
      });
      expect(response.statusCode).toBe(200);
      return response.json<{ items: { title: string }[] }>().items.map((t) => t.title);
    };
    // The oldest track is not on a first page of 2, but a title search still finds it.
    expect(await byTitle('', 2)).toEqual(['Nhà phân tích_BI', 'Quản lý sản phẩm']);
    expect(await byTitle('KY SU', 2)).toEqual(['Kỹ sư dữ liệu']);
    expect(await byTitle('tu dong')).toEqual(['Kiểm thử tự động']);
    // % and _ are letters like any other, not LIKE wildcards.
    expect(await byTitle('100%')).toEqual(['Chuyên viên 100% từ xa']);
    expect(await byTitle('%')).toEqual(['Chuyên viên 100% từ xa']);
    expect(await byTitle('_')).toEqual(['Nhà phân tích_BI']);
    expect(await byTitle('blockchain')).toEqual([]);
    // A NUL only separates words.
    expect(await byTitle('tự\0động')).toEqual(['Kiểm thử tự động']);
  });
});

describe('skills of a track', () => {
  it('tell each reader whether they follow the skill', async () => {
    const author = await member(ctx);
    const reader = await member(ctx);
    const industry = await newIndustry(ctx);
    const track = (await create(author.headers, trackBody(industry.id, pick))).json();
    const followed = track.skills[1].skill_id;
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/skills/follow-skill?skill_id=${followed}`,
      headers: reader.headers,
    });
    expect(response.statusCode).toBe(200);
    const flags = async (who: typeof reader) =>
      ((await get(who.headers, track.id)).json().skills as { skill_id: string; is_followed: boolean }[]).map(
        (s) => s.is_followed,
      );
    expect(await flags(reader)).toEqual(track.skills.map((s: { skill_id: string }) => s.skill_id === followed));
    expect((await flags(author)).every((f) => !f)).toBe(true);
  });
});

describe('visibility', () => {
  it('drafts and completed tracks are the owner’s; shared ones any member’s; visitors must sign in', async () => {
    const author = await member(ctx);
    const other = await member(ctx);
    const industry = await newIndustry(ctx);
    const draft = (await create(author.headers, trackBody(industry.id, pick, { status: 'new' }))).json();
    const completed = (await create(author.headers, trackBody(industry.id, pick, { status: 'completed' }))).json();
    const shared = (await create(author.headers, trackBody(industry.id, pick))).json();

    for (const id of [draft.id, completed.id]) {
      const response = await get(other.headers, id);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'CAREER_TRACK_NOT_FOUND', detail: 'Career track not found!' });
      expect((await update(other.headers, id, trackBody(industry.id, pick))).statusCode).toBe(404);
    }
    expect((await get(other.headers, shared.id)).statusCode).toBe(200);
    const visitor = await get({}, shared.id);
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().code).toBe('LOGIN_REQUIRED');

    const byIndustry = (headers: Headers) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/v1/career-tracks/get-by-industry?industry_id=${industry.id}`,
        headers,
      });
    expect((await byIndustry(other.headers)).json().items.map((t: { id: string }) => t.id)).toEqual([shared.id]);
    expect((await byIndustry(author.headers)).json().items.map((t: { id: string }) => t.id)).toEqual([
      shared.id,
      completed.id,
      draft.id,
    ]);
    const byUser = (headers: Headers, query: string) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/v1/career-tracks/get-by-user${query}`,
        headers,
        payload: { limit: 2 },
      });
    const mine = (await byUser(author.headers, '')).json();
    expect(mine.items).toHaveLength(2);
    expect(mine.items[0]).toMatchObject({ id: shared.id, is_public: true, status: 'shared', total_next: 0 });
    const rest = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/career-tracks/get-by-user',
      headers: author.headers,
      payload: { limit: 2, last_evaluated_key: mine.last_evaluated_key },
    });
    expect(rest.json()).toMatchObject({ items: [{ id: draft.id }], last_evaluated_key: null });
    expect((await byUser(other.headers, `?user_id=${author.user.id}`)).json().items).toHaveLength(1);

    const skills = (headers: Headers, id: string) =>
      ctx.app.inject({
        method: 'GET',
        url: `/api/v1/career-tracks/career-track-skills?career_track_id=${id}`,
        headers,
      });
    expect((await skills(other.headers, shared.id)).json().items).toHaveLength(7);
    expect((await skills(other.headers, draft.id)).statusCode).toBe(404);
  });
});

describe('ladders', () => {
  it('links derived and next tracks, shows the ladder, and refuses foreign drafts, itself and cycles', async () => {
    const author = await member(ctx);
    const other = await member(ctx);
    const industry = await newIndustry(ctx);
    const junior = (await create(author.headers, trackBody(industry.id, pick, { title: 'Junior' }))).json();
    const senior = (await create(other.headers, trackBody(industry.id, pick, { title: 'Senior' }))).json();
    const foreignDraft = (await create(other.headers, trackBody(industry.id, pick, { status: 'new' }))).json();
    const middle = await create(
      author.headers,
      trackBody(industry.id, pick, {
        title: 'Middle',
        derived_career_track_id: junior.id,
        next_career_tracks: [senior.id, senior.id],
      }),
    );
    expect(middle.statusCode).toBe(201);
    const mid = middle.json();
    expect(mid).toMatchObject({ derived_career_track_id: junior.id, next_career_tracks: [senior.id] });
    expect(mid.ladder.derived_from).toMatchObject({ id: junior.id, title: 'Junior', total_next: 0 });
    expect(mid.ladder.next).toEqual([expect.objectContaining({ id: senior.id, user_id: other.user.id })]);

    const juniorView = (await get(other.headers, junior.id)).json();
    expect(juniorView.ladder.derived).toEqual([expect.objectContaining({ id: mid.id, total_next: 1 })]);

    const foreign = await create(
      author.headers,
      trackBody(industry.id, pick, { derived_career_track_id: foreignDraft.id }),
    );
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors).toEqual([
      { field: 'derived_career_track_id', message: 'This career track does not exist or is not visible to you' },
    ]);
    const foreignNext = await create(
      author.headers,
      trackBody(industry.id, pick, { next_career_tracks: [foreignDraft.id] }),
    );
    expect(foreignNext.json().errors).toEqual([
      { field: 'next_career_tracks.0', message: 'This career track does not exist or is not visible to you' },
    ]);

    const self = await update(author.headers, mid.id, trackBody(industry.id, pick, { next_career_tracks: [mid.id] }));
    expect(self.json().errors).toEqual([
      { field: 'next_career_tracks.0', message: 'A career track can not be linked to itself' },
    ]);
    // junior → middle → senior; junior deriving from senior, or senior listing junior next, closes a circle.
    const cycleDerived = await update(
      author.headers,
      junior.id,
      trackBody(industry.id, pick, { title: 'Junior', derived_career_track_id: senior.id }),
    );
    expect(cycleDerived.statusCode).toBe(422);
    expect(cycleDerived.json().errors).toEqual([
      { field: 'derived_career_track_id', message: 'This link would make the ladder go round in a circle' },
    ]);
    const cycleNext = await update(
      other.headers,
      senior.id,
      trackBody(industry.id, pick, { title: 'Senior', next_career_tracks: [junior.id] }),
    );
    expect(cycleNext.statusCode).toBe(422);
    expect(cycleNext.json().errors[0].message).toBe('This link would make the ladder go round in a circle');
    const cycleMiddle = await update(
      author.headers,
      mid.id,
      trackBody(industry.id, pick, { derived_career_track_id: senior.id, next_career_tracks: [junior.id, senior.id] }),
    );
    expect(cycleMiddle.statusCode).toBe(422);
    // A new track closes a circle too: derived from the senior track while listing it next, or
    // derived from senior while leading to junior (junior → middle → senior → new → junior).
    const tracksBefore = (
      await queryRows<{ n: number }>(ctx.database.db, sql`select count(*)::int as n from career_tracks`)
    )[0];
    for (const links of [
      { derived_career_track_id: senior.id, next_career_tracks: [senior.id] },
      { derived_career_track_id: senior.id, next_career_tracks: [junior.id] },
    ]) {
      const created = await create(author.headers, trackBody(industry.id, pick, { title: 'Loop', ...links }));
      expect(created.statusCode).toBe(422);
      expect(created.json().errors[0].message).toBe('This link would make the ladder go round in a circle');
    }
    expect(
      (await queryRows<{ n: number }>(ctx.database.db, sql`select count(*)::int as n from career_tracks`))[0],
    ).toEqual(tracksBefore);
    // A link that keeps the ladder going up is fine.
    const fine = await update(
      author.headers,
      junior.id,
      trackBody(industry.id, pick, { title: 'Junior', next_career_tracks: [senior.id] }),
    );
    expect(fine.statusCode).toBe(200);
  });
});

describe('outdated votes', () => {
  it('one vote per member, never on one’s own track, a second vote updates the note, the count stays exact', async () => {
    const author = await member(ctx);
    const voters = await Promise.all([member(ctx), member(ctx), member(ctx)]);
    const industry = await newIndustry(ctx);
    const track = (await create(author.headers, trackBody(industry.id, pick))).json();

    const own = await vote(author.headers, { career_track_id: track.id, vote_notes: 'Old' });
    expect(own.statusCode).toBe(400);
    expect(own.json().code).toBe('VOTE_OWN_TRACK');
    const blank = await vote(voters[0]?.headers ?? {}, { career_track_id: track.id, vote_notes: '  ' });
    expect(blank.statusCode).toBe(422);
    expect(blank.json().errors).toEqual([{ field: 'vote_notes', message: '* field is require' }]);

    const results = await Promise.all(
      voters.flatMap((v) => [
        vote(v.headers, { career_track_id: track.id, vote_notes: 'Kubernetes changed a lot' }),
        vote(v.headers, { career_track_id: track.id, vote_notes: 'Kubernetes changed a lot' }),
      ]),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(6).fill(200));
    const again = await vote(voters[0]?.headers ?? {}, {
      career_track_id: track.id,
      vote_notes: 'Công cụ đã lỗi thời',
    });
    expect(again.json()).toEqual({
      career_track_id: track.id,
      total_outdated_votes: 3,
      vote_notes: 'Công cụ đã lỗi thời',
    });
    const view = (await get(voters[0]?.headers ?? {}, track.id)).json();
    expect(view).toMatchObject({ total_outdated_votes: 3, my_outdated_vote: { vote_notes: 'Công cụ đã lỗi thời' } });
    expect((await get(author.headers, track.id)).json().my_outdated_vote).toBeNull();

    const draft = (await create(author.headers, trackBody(industry.id, pick, { status: 'new' }))).json();
    expect((await vote(voters[1]?.headers ?? {}, { career_track_id: draft.id, vote_notes: 'x' })).statusCode).toBe(404);
  });
});

describe('plan limit', () => {
  it('the User plan stops at CAREER_TRACK_LIMIT, even under parallel creates; the Educator plan has no limit', async () => {
    const planner = await member(ctx);
    const industry = await newIndustry(ctx);
    const responses = await Promise.all(
      Array.from({ length: 6 }, () => create(planner.headers, trackBody(industry.id, pick, { status: 'new' }))),
    );
    expect(responses.filter((r) => r.statusCode === 201)).toHaveLength(3);
    const refused = responses.find((r) => r.statusCode !== 201);
    expect(refused?.statusCode).toBe(403);
    expect(refused?.json()).toMatchObject({
      code: 'TRACK_LIMIT_REACHED',
      detail:
        'You can have at most 3 career tracks on the User plan. Upgrade to the Educator plan for unlimited career tracks.',
    });
    const [{ n } = { n: 0 }] = await queryRows<{ n: number }>(
      ctx.database.db,
      sql`select count(*)::int as n from career_tracks where user_id = ${planner.user.id}::uuid`,
    );
    expect(n).toBe(3);

    await ctx.database.db.insert(userSubscriptions).values({
      user_id: planner.user.id,
      subscription_plan: 'Education',
      billing_cycle: 'Monthly',
      payment_currency: 'VND',
    });
    for (let i = 0; i < 3; i += 1) {
      expect((await create(planner.headers, trackBody(industry.id, pick, { status: 'new' }))).statusCode).toBe(201);
    }
    await ctx.database.db
      .update(userSubscriptions)
      .set({ is_cancelled: true, cancelled_at: new Date() })
      .where(eq(userSubscriptions.user_id, planner.user.id));
    expect((await create(planner.headers, trackBody(industry.id, pick, { status: 'new' }))).statusCode).toBe(403);
  });
});
