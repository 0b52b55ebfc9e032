import { randomUUID } from 'node:crypto';
import { userSubscriptions, users } from '../src/db/schema';
import { hashPassword } from '../src/lib/passwords';
import type { UserRow } from '../src/modules/users/users.repository';
import { signUpConsentNow } from '../src/modules/users/users.service';
import { authHeader, callApi, type Headers, PASSWORD, type TestContext, uniqueEmail } from './helper';
import { newIndustry, pickSkills, trackBody, type SkillPick } from './track-bodies';

/**
 * What the API tests make: members, Educators, posts and career tracks (issue 40). A member is
 * inserted straight into the database (the register flow has its own tests); posts and tracks are
 * made through the API, as a member makes them, and the factory fails loudly when the API refuses.
 */

export * from './track-bodies';

/** The columns of a member a test may set: `{ is_superuser: true }`, `{ email }`, … */
export type MemberOverrides = Partial<typeof users.$inferInsert>;

let defaultHash: Promise<string> | undefined;

/** An active member who agreed to the policy in force, inserted straight into the database. */
export async function createUser(
  ctx: Pick<TestContext, 'database'>,
  overrides: MemberOverrides = {},
): Promise<UserRow> {
  defaultHash ??= hashPassword(PASSWORD);
  const email = overrides.email ?? uniqueEmail();
  const [row] = await ctx.database.db
    .insert(users)
    .values({
      name: 'Test Member',
      username: `@m${randomUUID().replaceAll('-', '').slice(0, 12)}`,
      hashed_password: await defaultHash,
      is_active: true,
      activated_at: new Date(),
      // A member who agreed to the policy in force, as registration records it.
      ...signUpConsentNow(),
      ...overrides,
      email,
    })
    .returning();
  if (!row) throw new Error('no user inserted');
  return row;
}

/** A signed-in member: the row and the Authorization header, for tests that act as several people. */
export async function member(ctx: TestContext, overrides: MemberOverrides = {}) {
  const user = await createUser(ctx, overrides);
  return { user, headers: await authHeader(ctx, user) };
}

export type Member = Awaited<ReturnType<typeof member>>;

/** A member whose account is older than a week, so that they may endorse (ENDORSER_MIN_ACCOUNT_DAYS). */
export const SEASONED = { created_at: new Date(Date.now() - 8 * 24 * 3600 * 1000) } satisfies MemberOverrides;

/** Starts the Education plan of a member, as a paid subscription records it: they are an Educator. */
export async function educationPlan(ctx: Pick<TestContext, 'database'>, userId: string) {
  await ctx.database.db.insert(userSubscriptions).values({
    user_id: userId,
    subscription_plan: 'Education',
    billing_cycle: 'Monthly',
    payment_currency: 'VND',
  });
}

/** A signed-in Educator: a member with the Education plan running. */
export async function educator(ctx: TestContext, overrides: MemberOverrides = {}): Promise<Member> {
  const who = await member(ctx, overrides);
  await educationPlan(ctx, who.user.id);
  return who;
}

/** A post by the member of `headers` (`content`, and any other field of the body); its id. */
export async function newPost(ctx: TestContext, headers: Headers, content = 'A post', body: object = {}) {
  const response = await callApi(ctx, 'POST', '/posts', headers, { content, ...body });
  if (response.statusCode !== 201) throw new Error(`no post: ${response.statusCode} ${response.body}`);
  return response.json<{ id: string }>().id;
}

const picks = new WeakMap<object, Promise<SkillPick>>();

/** The reference skills `pickSkills` reads, read once per test database. */
export function skillsOf(ctx: Pick<TestContext, 'database'>): Promise<SkillPick> {
  let pick = picks.get(ctx.database);
  if (!pick) {
    pick = pickSkills(ctx);
    picks.set(ctx.database, pick);
  }
  return pick;
}

export interface TrackOptions {
  /** The track's industry; a fresh one when not given. */
  industryId?: string;
  /** The skills the body draws from; the software-engineering ones when not given. */
  pick?: SkillPick;
}

/**
 * A career track by the member of `headers`: `trackBody`, complete and shared unless `overrides`
 * say otherwise (`{ status: 'new' }`, `{ title }`), made through the API. Its id, its industry and
 * the body sent, for a test that saves it again.
 */
export async function newTrack(ctx: TestContext, headers: Headers, overrides: object = {}, options: TrackOptions = {}) {
  const industryId = options.industryId ?? (await newIndustry(ctx)).id;
  const body = trackBody(industryId, options.pick ?? (await skillsOf(ctx)), overrides);
  const response = await callApi(ctx, 'POST', '/career-tracks', headers, body);
  if (response.statusCode !== 201) throw new Error(`no track: ${response.statusCode} ${response.body}`);
  return { id: response.json<{ id: string }>().id, industryId, body };
}
