import { SKILL_NAME_MAX } from '@ladder/shared/values/career-tracks';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helper';
import { member, newIndustry, pickSkills, trackBody } from '../../../test/factories';

const ctx = useTestApp();

type Headers = Record<string, string>;
interface Item {
  id: string;
  name: string;
  name_en: string;
  name_vn: string;
  total_career_tracks: number;
}
const industriesPage = (query: string, body: object = {}, headers: Headers = {}) =>
  ctx.app.inject({ method: 'POST', url: `/api/v1/industries/get${query}`, headers, payload: body });

/** Every industry, page by page. */
async function allIndustries(query: string, headers: Headers = {}) {
  const items: Item[] = [];
  let key: string | null = null;
  let pages = 0;
  do {
    const response = await industriesPage(query, { last_evaluated_key: key }, headers);
    expect(response.statusCode).toBe(200);
    const page: { items: Item[]; total: number; last_evaluated_key: string | null } = response.json();
    items.push(...page.items);
    key = page.last_evaluated_key;
    pages += 1;
  } while (key && pages < 20);
  return items;
}

describe('industries', () => {
  it('pages through every industry in either language, ordered by the name in that language', async () => {
    const first = (await industriesPage('?limit=7')).json();
    expect(first.items).toHaveLength(7);
    expect(first.total).toBeGreaterThanOrEqual(29);
    const english = await allIndustries('?limit=7');
    expect(english).toHaveLength(first.total);
    expect(english.every((i) => i.name === i.name_en)).toBe(true);
    expect(new Set(english.map((i) => i.id)).size).toBe(english.length);
    expect(english.find((i) => i.name_en === 'Software Engineering')).toMatchObject({ name_vn: 'Kỹ thuật phần mềm' });

    const vietnamese = await allIndustries('?limit=10&language=vi');
    expect(vietnamese).toHaveLength(first.total);
    expect(vietnamese.every((i) => i.name === i.name_vn)).toBe(true);
    expect(vietnamese.map((i) => i.id)).not.toEqual(english.map((i) => i.id));
    // Without `language`, the request's language decides.
    const byHeader = (await industriesPage('?limit=100', {}, { 'accept-language': 'vi' })).json();
    expect(byHeader.items.map((i: Item) => i.id)).toEqual(vietnamese.map((i) => i.id));
    expect((await industriesPage('?limit=100000')).json().items.length).toBeLessThanOrEqual(100);
  });

  it('keeps the industries whose name in either language holds the keywords, accent-insensitively', async () => {
    const tag = Date.now().toString(36);
    const made = await newIndustry(ctx, `Hàng hải ${tag}`);
    const other = await newIndustry(ctx, `Maritime ${tag}`);
    const found = await allIndustries(`?limit=1&keywords=${encodeURIComponent(`hang hai ${tag}`)}`);
    expect(found.map((i) => i.id)).toEqual([made.id]);
    const both = await industriesPage(`?keywords=${tag}&language=vi`);
    expect(both.json<{ items: Item[]; total: number }>()).toMatchObject({ total: 2 });
    expect(
      both
        .json<{ items: Item[] }>()
        .items.map((i) => i.id)
        .sort(),
    ).toEqual([made.id, other.id].sort());
  });

  it('one industry; unknown → 404', async () => {
    const industry = await newIndustry(ctx, 'Aerospace');
    const response = await ctx.app.inject({ method: 'GET', url: `/api/v1/industries?industry_id=${industry.id}` });
    expect(response.json()).toEqual({
      id: industry.id,
      name: 'Aerospace',
      name_en: 'Aerospace',
      name_vn: 'Ngành Aerospace',
      total_career_tracks: 0,
    });
    const missing = await ctx.app.inject({ method: 'GET', url: '/api/v1/industries?industry_id=nope' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('INDUSTRY_NOT_FOUND');
  });

  it('only superusers create, rename and delete industries; one with tracks stays', async () => {
    const plain = await member(ctx);
    const admin = await member(ctx, { is_superuser: true });
    const body = { name_en: '  Space Industry ', name_vn: 'Công nghiệp vũ trụ' };
    const refused = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/industries',
      headers: plain.headers,
      payload: body,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('FORBIDDEN');
    expect((await ctx.app.inject({ method: 'POST', url: '/api/v1/industries', payload: body })).statusCode).toBe(401);

    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/industries',
      headers: { ...admin.headers, 'accept-language': 'vi' },
      payload: body,
    });
    expect(created.statusCode).toBe(201);
    const industry = created.json();
    expect(industry).toMatchObject({ name: 'Công nghiệp vũ trụ', name_en: 'Space Industry', total_career_tracks: 0 });

    const rename = { name_en: 'Space', name_vn: 'Vũ trụ' };
    const url = `/api/v1/industries/${industry.id}`;
    expect((await ctx.app.inject({ method: 'PUT', url, headers: plain.headers, payload: rename })).statusCode).toBe(
      403,
    );
    const renamed = await ctx.app.inject({ method: 'PUT', url, headers: admin.headers, payload: rename });
    expect(renamed.json()).toMatchObject({ name: 'Space', name_vn: 'Vũ trụ' });
    const blank = await ctx.app.inject({
      method: 'PUT',
      url,
      headers: admin.headers,
      payload: { name_en: ' ', name_vn: 'x' },
    });
    expect(blank.json().errors).toEqual([{ field: 'name_en', message: 'This field is required.' }]);

    const pick = await pickSkills(ctx);
    const track = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/career-tracks',
      headers: plain.headers,
      payload: trackBody(industry.id, pick, { status: 'new' }),
    });
    expect(track.statusCode).toBe(201);
    expect((await ctx.app.inject({ method: 'DELETE', url, headers: plain.headers })).statusCode).toBe(403);
    const inUse = await ctx.app.inject({ method: 'DELETE', url, headers: admin.headers });
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().code).toBe('INDUSTRY_IN_USE');
    await ctx.app.inject({ method: 'DELETE', url: `/api/v1/career-tracks/${track.json().id}`, headers: plain.headers });
    expect((await ctx.app.inject({ method: 'DELETE', url, headers: admin.headers })).statusCode).toBe(204);
    expect((await ctx.app.inject({ method: 'DELETE', url, headers: admin.headers })).statusCode).toBe(404);
  });
});

describe('skills', () => {
  const createSkill = (headers: Headers, name: unknown) =>
    ctx.app.inject({ method: 'POST', url: '/api/v1/skills', headers, payload: { name } });

  it('a member adds a skill once, whatever its case or Unicode form', async () => {
    const someone = await member(ctx);
    const created = await createSkill(someone.headers, '  Quantum   Basic  ');
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ name: 'Quantum Basic', name_en: 'Quantum Basic', name_vn: 'Quantum Basic' });
    const got = await ctx.app.inject({ method: 'GET', url: `/api/v1/skills?skill_id=${created.json().id}` });
    expect(got.json().name).toBe('Quantum Basic');

    for (const name of ['Python', 'python', 'Ｐｙｔｈｏｎ', 'PYTHON ']) {
      const response = await createSkill(someone.headers, name);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({
        code: 'SKILL_EXISTS',
        detail: `The skill "${name.trim()}" already exists.`,
      });
    }
    expect((await createSkill(someone.headers, 'quantum basic')).statusCode).toBe(409);
    expect((await createSkill({}, 'Rust')).statusCode).toBe(401);
  });

  it.each([
    ['', 'This field is required.'],
    ['   ', 'This field is required.'],
    ['ễ'.repeat(SKILL_NAME_MAX + 1), 'Use 255 characters or fewer.'],
  ])('refuses the name %j', async (name, message) => {
    const someone = await member(ctx);
    const response = await createSkill(someone.headers, name);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual([{ field: 'name', message }]);
  });

  it('lists skills by keywords, accent-insensitively, and an industry’s suggestions first', async () => {
    const list = (query: string, body: object = {}, headers: Headers = {}) =>
      ctx.app.inject({ method: 'POST', url: `/api/v1/skills/get${query}`, headers, payload: body });
    const vi = await list(`?keywords=${encodeURIComponent('giao tiep')}`, {}, { 'accept-language': 'vi' });
    expect(vi.json().items.map((s: { name: string }) => s.name)).toContain('Giao tiếp');

    const [software] = (await allIndustries('?limit=100')).filter((i) => i.name_en === 'Software Engineering');
    const first = (await list(`?industry_id=${software?.id}&limit=5`)).json();
    expect(first.items).toHaveLength(5);
    expect(first.items.every((s: { category_key: string | null }) => s.category_key !== null)).toBe(true);
    const names: string[] = [];
    let key: string | null = null;
    do {
      const page: { items: { id: string }[]; last_evaluated_key: string | null } = (
        await list(`?industry_id=${software?.id}&limit=50`, { last_evaluated_key: key })
      ).json();
      names.push(...page.items.map((s) => s.id));
      key = page.last_evaluated_key;
    } while (key);
    expect(new Set(names).size).toBe(names.length);
    const total = (await list('?limit=100')).json();
    expect(total.items.length).toBe(100);
    expect((await list('?keywords=%25')).json().items).toEqual([]);

    // The skill named as typed comes first, before names that only contain it, even before
    // the industry's suggestions (Cybersecurity suggests Digital Forensics, not Git).
    const [security] = (await allIndustries('?limit=100')).filter((i) => i.name_en === 'Cybersecurity');
    for (const query of ['?keywords=GIT', `?keywords=git&industry_id=${security?.id}`]) {
      const names = ((await list(query)).json().items as { name: string }[]).map((s) => s.name);
      expect(names[0]).toBe('Git');
      expect(names).toContain('Digital Forensics');
    }
  });

  it('lists the four skill categories in the request’s language', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/skill-categories',
      headers: { 'accept-language': 'vi' },
    });
    expect(response.json()).toEqual([
      { id: 1, order: 1, name: 'Kiến thức ngành', key: 'industry_knowledge', min_skill_pick: 1, max_skill_pick: null },
      { id: 2, order: 2, name: 'Công cụ & công nghệ', key: 'tool_and_tech', min_skill_pick: 1, max_skill_pick: null },
      {
        id: 3,
        order: 3,
        name: 'Kỹ năng giao tiếp ứng xử',
        key: 'interpersional',
        min_skill_pick: 1,
        max_skill_pick: null,
      },
      { id: 4, order: 4, name: 'Kỹ năng khác', key: 'other', min_skill_pick: 0, max_skill_pick: null },
    ]);
  });
});

describe('the industry tree', () => {
  it('tracks_first lists industries with shared tracks first, each part by name, paging through all; shared_only keeps drafts out', async () => {
    const pick = await pickSkills(ctx);
    const author = await member(ctx);
    const withTracks = await newIndustry(ctx, `Zeta tracks ${Date.now().toString(36)}`);
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/career-tracks',
      headers: author.headers,
      payload: trackBody(withTracks.id, pick),
    });
    expect(created.statusCode).toBe(201);
    await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/career-tracks',
      headers: author.headers,
      payload: trackBody(withTracks.id, pick, { title: 'My draft', status: 'new' }),
    });
    const all = await allIndustries('?limit=7&language=en&tracks_first=true');
    const firstEmpty = all.findIndex((item) => item.total_career_tracks === 0);
    expect(all.slice(firstEmpty).every((item) => item.total_career_tracks === 0)).toBe(true);
    expect(all.slice(0, firstEmpty).map((item) => item.id)).toContain(withTracks.id);
    expect(new Set(all.map((item) => item.id)).size).toBe(all.length);
    expect(all.length).toBe((await allIndustries('?limit=50&language=en')).length);

    const tree = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/career-tracks/get-by-industry?industry_id=${withTracks.id}&shared_only=true`,
      headers: author.headers,
    });
    expect(tree.json<{ items: { status: string }[] }>().items.map((t) => t.status)).toEqual(['shared']);
  });
});
