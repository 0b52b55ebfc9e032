import { asc, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { industrySkills, users } from '../../db/schema';
import type { UserRow } from '../../modules/users/users.repository';
import { signUpConsentNow } from '../../modules/users/users.service';
import type { Services } from '../../services';
import { industryIdsBySlug } from './lookups';
import { DEMO_FOLLOWS, DEMO_HANDLE, DEMO_LOGIN, HASHTAG_FOLLOWS, MEMBERS } from './members';
import { profilePictures } from './pictures';
import { intBetween, sample, type Rng } from './random';

/**
 * The people side of the demo: the members, whom and what they follow (through the follows
 * service, so counters and timelines obey the same rules as the app), and their photos (stored
 * in two sizes by the uploads service). No network.
 */

/**
 * Inserts the members, active, in the order of MEMBERS. No service creates an active member
 * with a chosen username and password (registration mails a link), so the rows go in as an
 * activated registration leaves them; one password hash serves them all.
 */
export async function insertMembers(db: Db, passwordHash: string): Promise<UserRow[]> {
  const industryIds = await industryIdsBySlug(
    db,
    MEMBERS.map((m) => m.industry),
  );
  const now = new Date();
  return db
    .insert(users)
    .values(
      MEMBERS.map((m) => ({
        email: m.handle === DEMO_HANDLE ? DEMO_LOGIN.email : `${m.handle.replace('.', '')}@example.com`,
        name: m.name,
        username: `@${m.handle}`,
        hashed_password: passwordHash,
        is_active: true,
        activated_at: now,
        // The demo members are settled in: no first run (docs/decisions/0049-the-first-run.md).
        first_run_done_at: now,
        // The demo members stand for people who registered, and so agreed, under this policy.
        ...signUpConsentNow(),
        default_language: m.language,
        date_of_birth: m.dateOfBirth,
        headline: m.headline,
        bio: m.bio,
        external_link_urls: m.links,
        working_industry_id: industryIds.get(m.industry) ?? null,
      })),
    )
    .returning();
}

/**
 * Whom and what each member follows: the demo member their chosen few, everyone else four to
 * eight others at random, then the hashtags. Before any post, so that publishing fans out to the
 * followers' timelines. Answers how many members were followed.
 */
export async function followMembers(
  services: Pick<Services, 'follows'>,
  rng: Rng,
  member: (handle: string) => UserRow,
): Promise<number> {
  let follows = 0;
  for (const m of MEMBERS) {
    const others = MEMBERS.filter((o) => o.handle !== m.handle).map((o) => o.handle);
    const followees = m.handle === DEMO_HANDLE ? DEMO_FOLLOWS : sample(rng, others, intBetween(rng, 4, 8));
    for (const followee of followees) {
      await services.follows.followUser(member(m.handle), member(followee).id);
      follows += 1;
    }
  }
  for (const [handle, tags] of Object.entries(HASHTAG_FOLLOWS)) {
    for (const tag of tags) await services.follows.followHashtag(member(handle), tag);
  }
  return follows;
}

/**
 * A few more follows (a ring, so nobody is left without followers), three skills suggested for
 * each member's industry, and each member's photo and cover.
 */
export async function seedDemoPeople(
  services: Pick<Services, 'follows' | 'uploads'>,
  deps: { db: Db; members: UserRow[] },
): Promise<void> {
  const { db, members } = deps;
  if (members.length < 2) return;

  // Every member follows the next two: already followed ones stay as they are.
  for (const [i, m] of members.entries()) {
    for (const step of [1, 2]) {
      const other = members[(i + step) % members.length];
      if (other && other.id !== m.id) await services.follows.followUser(m, other.id);
    }
  }

  // The first three skills of the member's industry, by category then id.
  const industryIds = [...new Set(members.flatMap((m) => (m.working_industry_id ? [m.working_industry_id] : [])))];
  const suggested = await db
    .select({ industry_id: industrySkills.industry_id, skill_id: industrySkills.skill_id })
    .from(industrySkills)
    .where(inArray(industrySkills.industry_id, industryIds))
    .orderBy(asc(industrySkills.category_key), asc(industrySkills.skill_id));
  for (const m of members) {
    const picks = suggested.filter((row) => row.industry_id === m.working_industry_id).slice(0, 3);
    for (const pick of picks) await services.follows.followSkill(m, pick.skill_id, m.default_language);
  }

  // Photos: rendered and re-encoded in parallel (sharp works on its own threads).
  await Promise.all(
    members.map(async (m, i) => {
      const [photo, cover] = await profilePictures(m.name, i);
      await services.uploads.replacePhoto(m, 'profile_photo', [photo]);
      await services.uploads.replacePhoto(m, 'cover_photo', [cover]);
    }),
  );
}
