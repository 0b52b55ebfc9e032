import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { queryRows, type Db } from '../../db/client';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import type { UserRow } from '../../modules/users/users.repository';
import type { Services } from '../../services';
import { DEMO_LOGIN, MEMBERS } from './members';
import { followMembers, insertMembers, seedDemoPeople } from './people';
import { postImage, skipFirstProfilePictures } from './pictures';
import { POSTS } from './posts';
import { mulberry32 } from './random';
import { backdateStory, publishPosts, reactToPosts } from './story';
import { seedDemoTracks } from './tracks';

/**
 * The demo a fresh embedded database starts with (README, DEMO_DATA): fourteen members, their
 * follows, career ladders, three weeks of posts with pictures, likes and comments. The data lives
 * in ./members.ts, ./posts*.ts, ./ladders.ts and ./skill-notes.ts; the writing goes through the
 * services (./people.ts, ./tracks.ts, ./story.ts). One seeded random sequence drives every choice,
 * so the demo is the same on every fresh start: its draws happen in a fixed order.
 */

export { DEMO_LOGIN } from './members';

/** Whether the demo member exists, is active and still has the demo password (to print it). */
export async function hasDemoLogin(services: Pick<Services, 'users'>): Promise<boolean> {
  const user = await services.users.findByEmail(DEMO_LOGIN.email);
  return !!user?.is_active && (await verifyPassword(user.hashed_password, DEMO_LOGIN.password));
}

/** Seeds only when the users table is empty; returns whether it seeded. */
export async function seedDemoData(services: Services, deps: { db: Db; log: FastifyBaseLogger }): Promise<boolean> {
  const { db, log } = deps;
  const started = performance.now();
  const phases: Record<string, number> = {};
  let mark = started;
  const lap = (name: string) => {
    const at = performance.now();
    phases[name] = Math.round(at - mark);
    mark = at;
  };
  const [state] = await queryRows<{ exists: boolean }>(db, sql`select exists(select 1 from users) as "exists"`);
  if (state?.exists) return false;

  const rng = mulberry32(20_260_101);
  const hashed = hashPassword(DEMO_LOGIN.password);

  // Pictures first (sharp works on its own threads while the password hashes); every draw from
  // rng happens synchronously, in a fixed order, so the pictures never vary.
  MEMBERS.forEach(() => skipFirstProfilePictures(rng));
  const postImages = await Promise.all(
    POSTS.map((post) => Promise.all((post.images ?? []).map((shape) => postImage(rng, shape, post.png ?? false)))),
  );
  lap('pictures');

  const rows = await insertMembers(db, await hashed);
  const byHandle = new Map<string, UserRow>(rows.map((row) => [row.username.slice(1), row]));
  const member = (handle: string): UserRow => {
    const row = byHandle.get(handle);
    if (!row) throw new Error(`unknown demo member ${handle}`);
    return row;
  };
  lap('members');

  const follows = await followMembers(services, rng, member);
  await seedDemoPeople(services, { db, members: rows });
  lap('follows');
  await seedDemoTracks(services, { db, member });
  lap('career tracks');

  const { postIds, images } = await publishPosts(services, member, postImages);
  lap('posts');
  const { likes, comments } = await reactToPosts(services, rng, member, postIds);
  lap('interactions');
  await backdateStory(db, rng, postIds, new Date());
  lap('dates');

  log.info(
    {
      members: rows.length,
      follows,
      posts: postIds.length,
      images,
      likes,
      comments,
      ms: Math.round(performance.now() - started),
      phases,
    },
    'demo data seeded',
  );
  return true;
}
