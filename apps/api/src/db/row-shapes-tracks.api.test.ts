import { beforeAll, describe, expect, it } from 'vitest';
import { callApi, useTestApp } from '../../test/helper';
import { member, newIndustry, pickSkills, trackBody } from '../../test/factories';
import { expectRows } from '../../test/row-shapes';
import {
  industriesRepository,
  industryPageRowSchema,
  industryRowSchema,
} from '../modules/career-tracks/industries.repository';
import {
  skillCategoryRowSchema,
  skillItemRowSchema,
  skillListRowSchema,
  skillsRepository,
} from '../modules/career-tracks/skills.repository';
import {
  fullTrackRowSchema,
  ladderRowSchema,
  rungRowSchema,
  summaryRowSchema,
  trackViewsRepository,
} from '../modules/career-tracks/track-views.repository';
import {
  gapSourceRowSchema,
  goalRowSchema,
  growthRepository,
  userSkillRowSchema,
} from '../modules/growth/growth.repository';

// The raw-SQL statements of career tracks, industries, skills and growth: real rows, on this
// run's database, parse strictly with the schemas declared beside them.

describe('raw rows of tracks, industries, skills and growth match their declared shapes', () => {
  const ctx = useTestApp();
  let author: Awaited<ReturnType<typeof member>>;
  let reader: Awaited<ReturnType<typeof member>>;
  let industryId: string;
  let skillId: string;
  /** A ladder: `first` names `last` as next; `built` derives from `first` and names `last` too. */
  const track = { first: '', last: '', built: '' };

  beforeAll(async () => {
    author = await member(ctx, { name: 'Track Rowshape' });
    reader = await member(ctx, { name: 'Reader Rowshape' });
    const pick = await pickSkills(ctx);
    skillId = pick.tool_and_tech[0] ?? '';
    industryId = (await newIndustry(ctx)).id;
    const create = async (title: string, overrides: object) => {
      const answer = await callApi(ctx, 'POST', '/career-tracks', author.headers, {
        ...trackBody(industryId, pick, overrides),
        title,
      });
      expect(answer.statusCode).toBe(201);
      return answer.json<{ id: string }>().id;
    };
    track.last = await create('Rowshape Lead', {});
    track.first = await create('Rowshape Junior', { next_career_tracks: [track.last] });
    track.built = await create('Rowshape Builder', {
      derived_career_track_id: track.first,
      next_career_tracks: [track.last],
    });
    const vote = await callApi(ctx, 'POST', '/career-tracks/vote-career-track-outdated', reader.headers, {
      career_track_id: track.built,
      vote_notes: 'The tools moved on',
    });
    expect(vote.statusCode).toBe(200);
    for (const [path, body] of [
      ['/users/current/me/skills', { skill_id: skillId, level: 'Expert' }],
      ['/users/current/me/goals', { career_track_id: track.first }],
    ] as const)
      expect((await callApi(ctx, 'POST', path, reader.headers, body)).statusCode).toBe(200);
  });

  it('tracks: a whole track with its ladder and the viewer’s vote, its rungs and the lists', async () => {
    const db = ctx.database.db;
    const built = await trackViewsRepository.full(db, reader.user.id, 'vi', track.built, 'vi');
    expectRows(fullTrackRowSchema, [built]);
    expect([built?.derived_from, built?.my_vote_notes, built?.next.length]).toEqual([
      expect.objectContaining({ id: track.first }),
      'The tools moved on',
      1,
    ]);
    const first = await trackViewsRepository.full(db, author.user.id, 'en', track.first, 'original');
    expectRows(fullTrackRowSchema, [first]);
    expect(first?.derived.map((row) => row.id)).toEqual([track.built]);
    const skills = await trackViewsRepository.skillRows(db, reader.user.id, 'vi', track.first);
    expectRows(fullTrackRowSchema.shape.skills, [skills]);
    expect(skills?.some((row) => row.is_followed === false && row.declared_confidence === 4)).toBe(true);
    expectRows(rungRowSchema, await trackViewsRepository.rungs(db, reader.user.id, 'en', track.first), 2);
    expectRows(summaryRowSchema, await trackViewsRepository.visible(db, reader.user.id, 'vi', industryId, null, 10), 3);
    expectRows(
      summaryRowSchema,
      await trackViewsRepository.byUser(db, reader.user.id, 'en', author.user.id, null, 10),
      3,
    );
    expectRows(
      ladderRowSchema,
      await trackViewsRepository.ladderOrder(db, reader.user.id, 'vi', industryId, null, 10),
      3,
    );
  });

  it('industries and skills: pages, one by id, and the categories', async () => {
    const db = ctx.database.db;
    expectRows(industryPageRowSchema, await industriesRepository.page(db, 'vi', null, 5, true));
    expectRows(industryRowSchema, [await industriesRepository.findById(db, 'en', industryId)]);
    const suggested = await skillsRepository.page(db, {
      language: 'en',
      keywords: null,
      industryId: null,
      cursor: null,
      limit: 5,
    });
    expectRows(skillListRowSchema, suggested);
    expectRows(skillItemRowSchema, [await skillsRepository.findById(db, 'vi', skillId)]);
    expectRows(skillCategoryRowSchema, await skillsRepository.categories(db, 'vi'), 4);
  });

  it('growth: a member’s skills, a gap and the goals', async () => {
    const db = ctx.database.db;
    expectRows(userSkillRowSchema, await growthRepository.skillsOf(db, reader.user.id, 'vi'));
    const gap = await growthRepository.gapSource(db, reader.user.id, track.first, 'en');
    expectRows(gapSourceRowSchema, gap, 7);
    expect(gap.some((row) => row.my_level === 'Expert')).toBe(true);
    expectRows(goalRowSchema, await growthRepository.goalsOf(db, reader.user.id, 'vi'));
  });
});
