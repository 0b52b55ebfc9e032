import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { uuidArray } from '../src/db/arrays';
import { randomUUID } from 'node:crypto';
import { queryRows, type Database } from '../src/db/client';
import { industries, posts } from '../src/db/schema';

/**
 * Industries and complete career-track bodies, for the API tests (through factories.ts) and for
 * bench/soak, which runs outside Vitest: this file imports nothing of Vitest nor of helper.ts.
 */

/** What the fixtures read: a test's context, or a bench's database. */
type WithDatabase = { database: Pick<Database, 'db'> };

export interface SkillPick {
  industry_knowledge: string[];
  tool_and_tech: string[];
  interpersional: string[];
  other: string[];
}

export const CATEGORY_IDS = { industry_knowledge: 1, tool_and_tech: 2, interpersional: 3, other: 4 } as const;

/** Reference skills of software engineering, by category, plus common ones for "other". */
export async function pickSkills(ctx: WithDatabase): Promise<SkillPick> {
  const rows = await queryRows<{ id: string; category_key: keyof SkillPick }>(
    ctx.database.db,
    sql`select s.id, isk.category_key from industry_skills isk
        join industries i on i.id = isk.industry_id and i.slug = 'software-engineering'
        join skills s on s.id = isk.skill_id order by s.name_en`,
  );
  const pick: SkillPick = { industry_knowledge: [], tool_and_tech: [], interpersional: [], other: [] };
  for (const row of rows) pick[row.category_key]?.push(row.id);
  const others = await queryRows<{ id: string }>(
    ctx.database.db,
    sql`select id from skills where id <> all(${uuidArray(rows.map((r) => r.id))}) order by name_en limit 5`,
  );
  pick.other.push(...others.map((r) => r.id));
  return pick;
}

export async function newIndustry(ctx: WithDatabase, name = `Industry ${randomUUID().slice(0, 8)}`) {
  const [row] = await ctx.database.db
    .insert(industries)
    .values({ name_en: name, name_vn: `Ngành ${name}` })
    .returning();
  if (!row) throw new Error('no industry');
  return row;
}

export function row(skillId: string, category: keyof typeof CATEGORY_IDS, extra: object = {}) {
  return {
    skill_category_id: CATEGORY_IDS[category],
    skill_id: skillId,
    what: 'Know it well enough to teach it',
    why: 'Every senior engineer is asked about it',
    desired_level: 'Applied Experience',
    external_desc_urls: ['https://example.com/learn'],
    ...extra,
  };
}

/** Two skills in each required category and one "other": complete for every status. */
export function completeSkills(pick: SkillPick) {
  return [
    row(pick.industry_knowledge[0] ?? '', 'industry_knowledge'),
    row(pick.industry_knowledge[1] ?? '', 'industry_knowledge'),
    row(pick.tool_and_tech[0] ?? '', 'tool_and_tech'),
    row(pick.tool_and_tech[1] ?? '', 'tool_and_tech'),
    row(pick.interpersional[0] ?? '', 'interpersional', {
      declared_objective: 'Lead a design review',
      declared_confidence: 4,
    }),
    row(pick.interpersional[1] ?? '', 'interpersional'),
    row(pick.other[0] ?? '', 'other'),
  ];
}

export function trackBody(industryId: string, pick: SkillPick, overrides: object = {}) {
  return {
    industry_id: industryId,
    title: 'Backend Engineer',
    desc: 'From junior to senior backend engineer in three years.',
    status: 'shared',
    skills: completeSkills(pick),
    ...overrides,
  };
}

type Headers = Record<string, string>;

/**
 * The career-tracks API calls and checks the tests make; `context` answers the test's app and
 * database once its `beforeAll` has made them.
 */
export function trackCalls(context: () => WithDatabase & { app: Pick<FastifyInstance, 'inject'> }) {
  const inject = (options: InjectOptions) => context().app.inject(options);
  return {
    create: (headers: Headers, body: object) =>
      inject({ method: 'POST', url: '/api/v1/career-tracks', headers, payload: body }),
    update: (headers: Headers, id: string, body: object) =>
      inject({ method: 'PUT', url: `/api/v1/career-tracks/${id}`, headers, payload: body }),
    get: (headers: Headers, id: string) =>
      inject({ method: 'GET', url: `/api/v1/career-tracks?career_track_id=${id}`, headers }),
    remove: (headers: Headers, id: string) => inject({ method: 'DELETE', url: `/api/v1/career-tracks/${id}`, headers }),
    vote: (headers: Headers, body: object) =>
      inject({ method: 'POST', url: '/api/v1/career-tracks/vote-career-track-outdated', headers, payload: body }),
    industryCount: async (id: string) =>
      (await context().database.db.select().from(industries).where(eq(industries.id, id)))[0]?.total_career_tracks,
    postsOf: (trackId: string) => context().database.db.select().from(posts).where(eq(posts.career_track_id, trackId)),
  };
}
