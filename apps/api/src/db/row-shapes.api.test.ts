import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { callApi, uploadFiles, useTestApp } from '../../test/helper';
import { member, newIndustry, pickSkills, trackBody } from '../../test/factories';
import { expectRows } from '../../test/row-shapes';
import {
  followsRepository,
  hashtagFollowRowSchema,
  personRowSchema,
  skillFollowRowSchema,
} from '../modules/follows/follows.repository';
import { hydratedPostRowSchema, postPagesRepository } from '../modules/posts/post-pages.repository';
import {
  hashtagHitRowSchema,
  personHitRowSchema,
  searchRepository,
  suggestionRowSchema,
  trackHitRowSchema,
} from '../modules/search/search.repository';
import { typedWords } from '../modules/search/search.words';

// The raw-SQL statements of posts, follows and search: real rows, on this run's database, parse
// strictly with the schemas declared beside them (row-shapes-*.api.test.ts check the others).

describe('raw rows match their declared shapes', () => {
  const ctx = useTestApp();
  let author: Awaited<ReturnType<typeof member>>;
  let reader: Awaited<ReturnType<typeof member>>;
  let skillId: string;

  beforeAll(async () => {
    author = await member(ctx, { name: 'Phạm Rowshape', headline: 'Shapes rows for a living' });
    reader = await member(ctx, { name: 'Reader Rowshape' });
    const post = await callApi(ctx, 'POST', '/posts', author.headers, { content: 'Rows and #rowshapes' });
    const png = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#336699' } })
      .png()
      .toBuffer();
    const upload = await uploadFiles(ctx, author.headers, `posts/${post.json<{ id: string }>().id}`, [
      { name: 'shape.png', type: 'image/png', body: png },
    ]);
    expect(upload.statusCode).toBe(200);
    const pick = await pickSkills(ctx);
    skillId = pick.tool_and_tech[0] ?? '';
    const industry = await newIndustry(ctx);
    const track = await callApi(ctx, 'POST', '/career-tracks', author.headers, {
      ...trackBody(industry.id, pick),
      title: 'Rowshape Engineer',
    });
    expect(track.statusCode).toBe(201);
    for (const path of [
      `/users/current/me/follow-user?user_id=${author.user.id}`,
      '/hashtags/follow-hashtag?hashtag=rowshapes',
      `/skills/follow-skill?skill_id=${skillId}`,
    ])
      expect((await callApi(ctx, 'POST', path, reader.headers)).statusCode).toBe(200);
  });

  it('posts: a hydrated page with media and a career track card', async () => {
    const rows = await postPagesRepository.timeline(ctx.database.db, reader.user.id, null, 10);
    expectRows(hydratedPostRowSchema, rows, 2);
    expect(rows.some((row) => row.media.length > 0)).toBe(true);
    expect(rows.some((row) => row.career_track !== null)).toBe(true);
  });

  it('follows: people, hashtags and skills, and the lone total of an empty list', async () => {
    const db = ctx.database.db;
    expectRows(personRowSchema, await followsRepository.listPeople(db, 'followers', author.user.id, null, null, 5));
    expectRows(hashtagFollowRowSchema, await followsRepository.listHashtags(db, reader.user.id, null, null, 5));
    expectRows(skillFollowRowSchema, await followsRepository.listSkills(db, reader.user.id, null, null, 5));
    const empty = await followsRepository.listPeople(db, 'followings', author.user.id, null, null, 5);
    expect(empty).toEqual([expect.objectContaining({ total: 0 })]);
  });

  it('search: people, tracks, hashtags and suggestions', async () => {
    const db = ctx.database.db;
    const typed = typedWords(await searchRepository.candidates(db, 'rowshape'));
    if (!typed) throw new Error('the term typed no word');
    expectRows(personHitRowSchema, await searchRepository.people(db, typed));
    expectRows(personHitRowSchema, await searchRepository.people(db, typed, reader.user.id));
    expectRows(trackHitRowSchema, await searchRepository.tracks(db, typed));
    expectRows(hashtagHitRowSchema, await searchRepository.hashtags(db, 'rowshapes'));
    const stranger = await member(ctx);
    expectRows(suggestionRowSchema, await searchRepository.suggestions(db, stranger.user.id, 20));
  });
});
