import { MAX_GOALS } from '@ladder/shared/schemas/growth';
import { describe, expect, it } from 'vitest';
import { callApi, type ApiCall, type Headers } from '../../../test/helper';
import { member, newIndustry, newTrack, row, trackBody } from '../../../test/factories';
import { useTrackApp } from '../../../test/track-test-app';

const { ctx, pick } = useTrackApp();

const api = (...call: ApiCall) => callApi(ctx, ...call);
const setSkill = (headers: Headers, skill_id: string, level: string) =>
  api('POST', '/users/current/me/skills', headers, { skill_id, level });

describe('my skills', () => {
  it('adds a skill at a level, changes the level, removes it; others see them unless private', async () => {
    const me = await member(ctx);
    const other = await member(ctx);
    const skill = pick.tool_and_tech[0] ?? '';
    const added = await setSkill(me.headers, skill, 'Know-how');
    expect(added.statusCode).toBe(200);
    expect(added.json()).toMatchObject({ skill_id: skill, level: 'Know-how', skill_name: expect.any(String) });
    expect((await setSkill(me.headers, skill, 'Expert')).json().level).toBe('Expert');
    const mine = await api('GET', `/users/skills?user_id=${me.user.id}`, other.headers);
    expect(mine.json()).toMatchObject({ is_public: true, items: [{ skill_id: skill, level: 'Expert' }] });

    expect((await api('PUT', '/users/current/me/skills-visibility', me.headers, { is_public: false })).statusCode).toBe(
      200,
    );
    expect((await api('GET', `/users/skills?user_id=${me.user.id}`, other.headers)).json()).toEqual({
      is_public: false,
      items: [],
      locked: 'only_me',
    });
    expect((await api('GET', `/users/skills?user_id=${me.user.id}`, me.headers)).json().items).toHaveLength(1);

    expect((await api('DELETE', `/users/current/me/skills/${skill}`, me.headers)).statusCode).toBe(204);
    expect((await api('GET', `/users/skills?user_id=${me.user.id}`, me.headers)).json().items).toEqual([]);
  });

  it('refuses an unknown skill, a level off the scale and a visitor, with clear messages', async () => {
    const me = await member(ctx);
    const unknown = await setSkill(me.headers, '0190a000-0000-7000-8000-000000000999', 'Expert');
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual([{ field: 'skill_id', message: 'This skill does not exist' }]);
    const level = await setSkill(me.headers, pick.other[0] ?? '', 'Guru');
    expect(level.statusCode).toBe(422);
    expect(level.json().errors).toEqual([{ field: 'level', message: 'Choose your level' }]);
    expect((await setSkill({}, pick.other[0] ?? '', 'Expert')).statusCode).toBe(401);
    expect((await api('GET', '/users/skills?user_id=not-a-member', me.headers)).statusCode).toBe(404);
  });
});

describe('the gap to a track', () => {
  it('compares each skill exactly: met at or above the level, short by the difference, missing', async () => {
    const author = await member(ctx);
    const reader = await member(ctx);
    const industry = await newIndustry(ctx);
    const [k1, k2] = pick.industry_knowledge;
    const [t1] = pick.tool_and_tech;
    const [i1] = pick.interpersional;
    const track = await newTrack(
      ctx,
      author.headers,
      {
        skills: [
          row(k1 ?? '', 'industry_knowledge', { desired_level: 'Strong Experience' }),
          row(k2 ?? '', 'industry_knowledge', { desired_level: 'Know-how' }),
          row(t1 ?? '', 'tool_and_tech', { desired_level: 'Expert' }),
          row(i1 ?? '', 'interpersional', { desired_level: 'Beginner' }),
        ],
      },
      { industryId: industry.id },
    );
    await setSkill(reader.headers, k1 ?? '', 'Strong Experience'); // equal: met
    await setSkill(reader.headers, k2 ?? '', 'Expert'); // above: met
    await setSkill(reader.headers, t1 ?? '', 'Know-how'); // 2 of 5: short by 3
    const gap = await api('GET', `/career-tracks/gap?career_track_id=${track.id}`, reader.headers);
    expect(gap.statusCode).toBe(200);
    expect(gap.json()).toMatchObject({ career_track_id: track.id, total: 4, met: 2 });
    expect(
      gap
        .json()
        .items.map((i: { skill_id: string; status: string; short_by: number }) => [i.skill_id, i.status, i.short_by]),
    ).toEqual([
      [k1, 'met', 0],
      [k2, 'met', 0],
      [t1, 'short', 3],
      [i1, 'missing', 1],
    ]);
    // A skill removed from my list is missing again.
    await api('DELETE', `/users/current/me/skills/${k1}`, reader.headers);
    const after = await api('GET', `/career-tracks/gap?career_track_id=${track.id}`, reader.headers);
    expect(after.json()).toMatchObject({ met: 1 });
    expect(after.json().items[0]).toMatchObject({ skill_id: k1, status: 'missing', short_by: 4 });
  });

  it('is refused on a track the reader may not see, and to a visitor', async () => {
    const author = await member(ctx);
    const reader = await member(ctx);
    const draft = await newTrack(ctx, author.headers, { status: 'new' });
    expect((await api('GET', `/career-tracks/gap?career_track_id=${draft.id}`, reader.headers)).statusCode).toBe(404);
    expect((await api('GET', `/career-tracks/gap?career_track_id=${draft.id}`)).statusCode).toBe(401);
  });
});

describe('goals', () => {
  it('holds up to five goals with their progress, which moves as my skills change; a sixth is refused', async () => {
    const me = await member(ctx);
    const authors = [await member(ctx), await member(ctx)];
    const industry = await newIndustry(ctx);
    const tracks: { id: string }[] = [];
    for (let i = 0; i <= MAX_GOALS; i += 1)
      tracks.push(await newTrack(ctx, authors[i % 2]!.headers, { title: `Goal ${i}` }, { industryId: industry.id }));
    for (const track of tracks.slice(0, MAX_GOALS)) {
      expect((await api('POST', '/users/current/me/goals', me.headers, { career_track_id: track.id })).statusCode).toBe(
        200,
      );
    }
    // Setting one again changes nothing; a sixth is refused, in the request's language.
    expect(
      (await api('POST', '/users/current/me/goals', me.headers, { career_track_id: tracks[0]?.id })).json().items,
    ).toHaveLength(MAX_GOALS);
    const sixth = await api(
      'POST',
      '/users/current/me/goals',
      { ...me.headers, 'accept-language': 'vi' },
      { career_track_id: tracks[MAX_GOALS]?.id },
    );
    expect(sixth.statusCode).toBe(400);
    expect(sixth.json()).toMatchObject({
      code: 'GOAL_LIMIT_REACHED',
      detail: expect.stringContaining(`tối đa ${MAX_GOALS} mục tiêu`),
    });

    const goals = async () =>
      (await api('GET', `/users/goals?user_id=${me.user.id}`, me.headers)).json<{
        items: { career_track: { id: string }; total: number; met: number }[];
      }>().items;
    const first = (await goals()).find((g) => g.career_track.id === tracks[0]?.id);
    expect(first).toMatchObject({ total: 7, met: 0 });
    await setSkill(me.headers, pick.industry_knowledge[0] ?? '', 'Expert');
    await setSkill(me.headers, pick.tool_and_tech[0] ?? '', 'Beginner'); // below Applied Experience
    expect((await goals()).find((g) => g.career_track.id === tracks[0]?.id)).toMatchObject({ met: 1 });

    // A deleted track takes its goal with it; another member sees none while my skills are private.
    await api('DELETE', `/career-tracks/${tracks[0]?.id}`, authors[0]!.headers);
    expect(await goals()).toHaveLength(4);
    const other = await member(ctx);
    expect((await api('GET', `/users/goals?user_id=${me.user.id}`, other.headers)).json().items).toHaveLength(4);
    await api('PUT', '/users/current/me/skills-visibility', me.headers, { is_public: false });
    expect((await api('GET', `/users/goals?user_id=${me.user.id}`, other.headers)).json().items).toEqual([]);
    expect((await api('DELETE', `/users/current/me/goals/${tracks[1]?.id}`, me.headers)).statusCode).toBe(204);
    expect(await goals()).toHaveLength(3);
  });

  it('refuses a track one may not see', async () => {
    const me = await member(ctx);
    const author = await member(ctx);
    const draft = await newTrack(ctx, author.headers, { status: 'new' });
    expect((await api('POST', '/users/current/me/goals', me.headers, { career_track_id: draft.id })).statusCode).toBe(
      404,
    );
  });
});

describe('building on a track', () => {
  it('copies a shared track into a new draft derived from it; the original counts what was built on it once shared', async () => {
    const author = await member(ctx);
    const builder = await member(ctx);
    const industry = await newIndustry(ctx);
    const original = await newTrack(ctx, author.headers, { title: 'Data engineer' }, { industryId: industry.id });
    const copy = await api('POST', `/career-tracks/${original.id}/copy`, builder.headers);
    expect(copy.statusCode).toBe(201);
    const made = copy.json();
    const source = (await api('GET', `/career-tracks?career_track_id=${original.id}`, author.headers)).json();
    expect(made).toMatchObject({
      title: 'Data engineer',
      desc: source.desc,
      industry_id: industry.id,
      status: 'new',
      user_id: builder.user.id,
      derived_career_track_id: original.id,
      ladder: { derived_from: { id: original.id, user_name: source.user_name } },
    });
    expect(made.skills.map((s: { skill_id: string; desired_level: string }) => [s.skill_id, s.desired_level])).toEqual(
      source.skills.map((s: { skill_id: string; desired_level: string }) => [s.skill_id, s.desired_level]),
    );
    // Only shared tracks count as built on it.
    expect(
      (await api('GET', `/career-tracks?career_track_id=${original.id}`, author.headers)).json().total_built_on,
    ).toBe(0);
    await api('PUT', `/career-tracks/${made.id}`, builder.headers, {
      ...trackBody(industry.id, pick),
      title: 'My data path',
      derived_career_track_id: original.id,
    });
    expect(
      (await api('GET', `/career-tracks?career_track_id=${original.id}`, author.headers)).json().total_built_on,
    ).toBe(1);
  });

  it('obeys the plan’s track limit and refuses a track one may not see', async () => {
    const builder = await member(ctx);
    const author = await member(ctx);
    const industry = await newIndustry(ctx);
    const draft = await newTrack(ctx, author.headers, { status: 'new' }, { industryId: industry.id });
    expect((await api('POST', `/career-tracks/${draft.id}/copy`, builder.headers)).statusCode).toBe(404);
    const shared = await newTrack(ctx, author.headers, {}, { industryId: industry.id });
    for (let i = 0; i < 3; i += 1)
      expect((await api('POST', `/career-tracks/${shared.id}/copy`, builder.headers)).statusCode).toBe(201);
    const over = await api('POST', `/career-tracks/${shared.id}/copy`, builder.headers);
    expect(over.statusCode).toBe(403);
    expect(over.json().code).toBe('TRACK_LIMIT_REACHED');
  });
});
