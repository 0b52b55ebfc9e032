import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { member, newIndustry, trackBody } from '../../../test/factories';
import { useTrackApp } from '../../../test/track-test-app';

/** Ladders: the whole ladder, an industry in ladder order, the tracks one may link and find by title, and the links themselves. */

const { ctx, pick, create, update, get } = useTrackApp();

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
      { field: 'next_career_tracks.0', message: "A career track can't be linked to itself." },
    ]);
    // junior → middle → senior; junior deriving from senior, or senior listing junior next, closes a circle.
    const cycleDerived = await update(
      author.headers,
      junior.id,
      trackBody(industry.id, pick, { title: 'Junior', derived_career_track_id: senior.id }),
    );
    expect(cycleDerived.statusCode).toBe(422);
    expect(cycleDerived.json().errors).toEqual([
      { field: 'derived_career_track_id', message: 'This link would make the ladder loop back on itself.' },
    ]);
    const cycleNext = await update(
      other.headers,
      senior.id,
      trackBody(industry.id, pick, { title: 'Senior', next_career_tracks: [junior.id] }),
    );
    expect(cycleNext.statusCode).toBe(422);
    expect(cycleNext.json().errors[0].message).toBe('This link would make the ladder loop back on itself.');
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
      expect(created.json().errors[0].message).toBe('This link would make the ladder loop back on itself.');
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
