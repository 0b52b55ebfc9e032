import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { callApi, useTestApp } from '../../../test/helper';
import { createUser, member, newTrack } from '../../../test/factories';
import { searchRepository } from './search.repository';
import { typedWords } from './search.words';

const ctx = useTestApp();

/**
 * Each (word, kind) with its count, as kept by migration 0055's triggers and as counted now: a
 * word no posting holds any more has no row (it could tell something of an erased member).
 */
async function countsKeptAndCounted() {
  const kept = await queryRows<{ word: string; kind: number; postings: number }>(
    ctx.database.db,
    sql`select word, kind::int as kind, postings from search_word_counts order by word, kind`,
  );
  const counted = await queryRows<{ word: string; kind: number; postings: number }>(
    ctx.database.db,
    sql`select word, kind::int as kind, count(*)::int as postings from search_postings
        group by word, kind order by word, kind`,
  );
  // Each writer here, one at a time, folds its own changes (migration 0056): none is left.
  const pending = await queryRows(ctx.database.db, sql`select word from search_word_count_changes`);
  return { kept, counted, pending };
}

/** Name postings of made-up members: `count` of each word (kind 1). */
async function addPostings(counts: Record<string, number>) {
  for (const [word, count] of Object.entries(counts))
    await queryRows(
      ctx.database.db,
      sql`insert into search_postings (word, kind, entity_id)
          select ${word}, 1, gen_random_uuid() from generate_series(1, ${count}::int) returning 1 as ok`,
    );
}

/** Each typed word of `term` found as it is, with the postings counted for it. */
async function exactSpreads(term: string) {
  const typed = typedWords(await searchRepository.candidates(ctx.database.db, term));
  return { typed, spreads: typed?.candidates.filter((c) => c.grade === 4).map((c) => [c.word, c.people_spread]) };
}

// docs/decisions/0023-search-by-words.md: a search chooses the typed word with the fewest
// postings to walk, from counts kept beside the postings rather than counted at each search.
describe('the count of postings of each word', () => {
  it('moves with every write of names, headlines and shared titles, and with deletions', async () => {
    const author = await member(ctx, { name: 'Quỳnh Đặng', headline: 'Kỹ sư dữ liệu' });
    const other = await createUser(ctx, { name: 'Đặng Văn Quỳnh', headline: 'Data engineer' });
    const track = await newTrack(ctx, author.headers, { title: 'Kỹ sư dữ liệu cao cấp' });
    await queryRows(
      ctx.database.db,
      sql`update users set name = 'Quỳnh Lê', headline = null where id = ${other.id}::uuid returning 1 as ok`,
    );
    await queryRows(
      ctx.database.db,
      sql`update users set photo_path = 'photos/x.webp' where id = ${author.user.id}::uuid returning 1 as ok`,
    );
    const renamed = await callApi(ctx, 'PUT', `/career-tracks/${track.id}`, author.headers, {
      ...track.body,
      title: 'Kỹ sư phân tích',
    });
    expect(renamed.statusCode).toBe(200);
    const { kept, counted, pending } = await countsKeptAndCounted();
    expect(pending).toEqual([]);
    expect(kept.find((c) => c.word === 'quynh' && c.kind === 1)?.postings).toBeGreaterThanOrEqual(2);
    expect(kept.find((c) => c.word === 'phan' && c.kind === 3)?.postings).toBeGreaterThanOrEqual(1);
    expect(kept).toEqual(counted);

    await queryRows(ctx.database.db, sql`delete from users where id = ${other.id}::uuid returning 1 as ok`);
    await queryRows(
      ctx.database.db,
      sql`update career_tracks set status = 'new' where id = ${track.id}::uuid returning 1 as ok`,
    );
    const after = await countsKeptAndCounted();
    expect(after.kept.find((c) => c.word === 'phan' && c.kind === 3)).toBeUndefined();
    expect([after.kept, after.pending]).toEqual([after.counted, []]);
  });

  it('leaves the postings alone when a save keeps the words (a photo, a track saved as it was)', async () => {
    const author = await member(ctx, { name: 'Khánh Vũ', headline: 'Nhà phân tích' });
    const track = await newTrack(ctx, author.headers, { title: 'Phân tích kinh doanh' });
    // The version of each posting row: a row deleted and written again has a new one.
    const versions = async () =>
      queryRows<{ word: string; xmin: string }>(
        ctx.database.db,
        sql`select word, xmin::text as xmin from search_postings
            where entity_id in (${author.user.id}::uuid, ${track.id}::uuid) order by word, kind`,
      );
    const before = await versions();
    await queryRows(
      ctx.database.db,
      sql`update users set photo_path = 'photos/k.webp', is_active = true where id = ${author.user.id}::uuid returning 1 as ok`,
    );
    const saved = await callApi(ctx, 'PUT', `/career-tracks/${track.id}`, author.headers, track.body);
    expect(saved.statusCode).toBe(200);
    expect(before.map((p) => p.word)).toEqual(expect.arrayContaining(['khanh', 'phan', 'kinh']));
    expect(await versions()).toEqual(before);
  });

  it('drives the walk by the rarer typed word however many postings both have', async () => {
    // More postings than the 500 the count once stopped at, so both words looked alike.
    await addPostings({ phobienxx: 900, hiemxx: 600 });
    const { typed, spreads } = await exactSpreads('phobienxx hiemxx');
    expect(spreads).toEqual([
      ['phobienxx', 900],
      ['hiemxx', 600],
    ]);
    expect(typed?.driving.people).toBe(1);
  });

  it('counts a change another writer left unfolded, and the next writer folds it', async () => {
    // A writer that found the fold's lock taken leaves its change behind (migration 0056): here
    // 200 of one word's 400 postings whose change is written as such a writer would have left it.
    await addPostings({ donglaixx: 400, songsongxx: 300 });
    await queryRows(
      ctx.database.db,
      sql`with moved as (update search_word_counts set postings = postings - 200
                         where word = 'donglaixx' and kind = 1 returning word, kind)
          insert into search_word_count_changes (word, kind, delta) select word, kind, 200 from moved returning 1 as ok`,
    );
    expect((await exactSpreads('donglaixx songsongxx')).spreads).toEqual([
      ['donglaixx', 400],
      ['songsongxx', 300],
    ]);
    await createUser(ctx, { name: 'Người Viết Sau' });
    const { kept, counted, pending } = await countsKeptAndCounted();
    expect(kept.find((c) => c.word === 'donglaixx')?.postings).toBe(400);
    expect([kept, pending]).toEqual([counted, []]);
  });
});
