import { CAREER_TRACK_DESC_MAX, CAREER_TRACK_TITLE_MAX } from '@ladder/shared/values/career-tracks';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type Headers } from '../../../test/helper';
import { member, newIndustry, row, trackBody } from '../../../test/factories';
import { useTrackApp } from '../../../test/track-test-app';

const { ctx, pick, create, update, get, remove, industryCount, postsOf } = useTrackApp();

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
    const decomposed = 'ệ'.normalize('NFD').repeat(CAREER_TRACK_TITLE_MAX);
    expect(decomposed.length).toBe(3 * CAREER_TRACK_TITLE_MAX);
    const response = await create(author.headers, trackBody(industry.id, pick, { title: decomposed, status: 'new' }));
    expect(response.statusCode).toBe(201);
    expect(response.json().title).toBe('ệ'.repeat(CAREER_TRACK_TITLE_MAX));
  });

  it('accepts a 1024-character description and refuses 1025', async () => {
    const author = await member(ctx);
    const industry = await newIndustry(ctx);
    expect(
      (
        await create(
          author.headers,
          trackBody(industry.id, pick, { desc: 'ữ'.repeat(CAREER_TRACK_DESC_MAX), status: 'new' }),
        )
      ).statusCode,
    ).toBe(201);
    const response = await create(
      author.headers,
      trackBody(industry.id, pick, { desc: 'ữ'.repeat(CAREER_TRACK_DESC_MAX + 1) }),
    );
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
        { field: 'industry_id', message: 'Choose an industry.' },
        { field: 'title', message: 'This field is required.' },
        { field: 'desc', message: 'This field is required.' },
      ]),
    );
  });

  it.each([
    ['industry knowledge', 1, 'Add at least one Industry Knowledge skill.'],
    ['tools and tech', 2, 'Add at least one Tools & Technologies skill.'],
    ['interpersonal', 3, 'Add at least one interpersonal skill.'],
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
      { field: 'skills', message: 'Add at least one Tools & Technologies skill.' },
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
        { field: 'skills.2.what', message: 'This field is required.' },
        { field: 'skills.2.why', message: 'This field is required.' },
        { field: 'skills.2.desired_level', message: 'Choose a desired level' },
        { field: 'skills.3.external_desc_urls.0', message: 'Enter a valid web address.' },
      ]),
    );
    const duplicate = await create(
      author.headers,
      trackBody(industry.id, pick, { status: 'new', skills: skills.slice(0, 2) }),
    );
    expect(duplicate.statusCode).toBe(422);
    expect(duplicate.json().errors).toEqual([
      { field: 'skills.1.skill_id', message: 'Each skill can appear only once.' },
    ]);
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
