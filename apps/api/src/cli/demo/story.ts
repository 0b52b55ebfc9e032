import { sql } from 'drizzle-orm';
import { textArray, uuidArray } from '../../db/arrays';
import type { Db } from '../../db/client';
import type { UserRow } from '../../modules/users/users.repository';
import type { Services } from '../../services';
import { DEMO_HANDLE, MEMBERS, type Language } from './members';
import { AUTHOR_REPLIES, GENERIC_COMMENTS, isVietnamese, POSTS, type DemoComment } from './posts';
import { intBetween, pick, sample, type Rng } from './random';

/**
 * The demo's story, written through the posts, uploads, interactions and comments services:
 * the posts and their pictures, then likes, saves, shares and comments, then the dates that
 * spread it over three weeks.
 */

type Member = (handle: string) => UserRow;

/** Runs `task` over `items` with at most `limit` at a time, keeping the results in order. */
async function pool<T, R>(items: readonly T[], limit: number, task: (item: T, index: number) => Promise<R>) {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      results[index] = await task(items[index] as T, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/**
 * Publishes POSTS, oldest first, then attaches their pictures (`images[i]` for the i-th post;
 * several posts at once: decoding runs on sharp's threads). Answers the posts' ids, in order.
 */
export async function publishPosts(
  services: Pick<Services, 'posts' | 'uploads'>,
  member: Member,
  images: Buffer[][],
): Promise<{ postIds: string[]; images: number }> {
  const postIds: string[] = [];
  for (const post of POSTS) postIds.push((await services.posts.create(member(post.by), { content: post.text })).id);
  let attached = 0;
  await pool(POSTS, 3, async (post, i) => {
    const files = images[i] ?? [];
    const postId = postIds[i];
    if (files.length === 0 || !postId) return;
    await services.uploads.attachToPost(member(post.by), postId, files);
    attached += files.length;
  });
  return { postIds, images: attached };
}

/** Likes, saves and shares from other members; each post's comments and replies. */
export async function reactToPosts(
  services: Pick<Services, 'interactions' | 'comments'>,
  rng: Rng,
  member: Member,
  postIds: string[],
): Promise<{ likes: number; comments: number }> {
  let likes = 0;
  let comments = 0;
  const handles = MEMBERS.map((m) => m.handle);
  const languageOf = new Map(MEMBERS.map((m) => [m.handle, m.language]));
  for (const [i, post] of POSTS.entries()) {
    const postId = postIds[i];
    if (!postId) continue;
    const others = handles.filter((h) => h !== post.by);
    const savedByDemo = post.savedByDemo ?? false;
    for (const handle of sample(rng, others, intBetween(rng, 0, 9))) {
      const shared = rng() < 0.1;
      const saved = (handle !== DEMO_HANDLE && rng() < 0.12) || (handle === DEMO_HANDLE && savedByDemo);
      await services.interactions.set(member(handle), postId, {
        liked: true,
        ...(saved ? { saved } : {}),
        ...(shared ? { shared } : {}),
      });
      likes += 1;
    }
    if (savedByDemo && post.by !== DEMO_HANDLE) {
      await services.interactions.set(member(DEMO_HANDLE), postId, { saved: true });
    }

    // A post its author wrote no thread for may still get a comment, most often in its language.
    const language: Language = isVietnamese(post.text) ? 'vi' : 'en';
    const thread: DemoComment[] = [...(post.comments ?? [])];
    if (thread.length === 0 && rng() < 0.6) {
      const commenter = pick(
        rng,
        others.filter((h) => languageOf.get(h) === language || rng() < 0.3),
      );
      thread.push({
        by: commenter,
        text: pick(rng, GENERIC_COMMENTS[language]),
        ...(rng() < 0.4 ? { replies: [{ by: post.by, text: pick(rng, AUTHOR_REPLIES[language]) }] } : {}),
      });
    }
    for (const comment of thread) {
      const parent = await services.comments.create(member(comment.by), postId, { comment: comment.text });
      comments += 1;
      for (const reply of comment.replies ?? []) {
        await services.comments.create(member(reply.by), postId, { comment: reply.text, parent_comment_id: parent.id });
        comments += 1;
      }
    }
  }
  return { likes, comments };
}

/**
 * Spreads the story over the three weeks before `now` (ids keep their order; only the dates
 * move). No service moves a post back in time: these updates are the demo's own.
 */
export async function backdateStory(db: Db, rng: Rng, postIds: string[], now: Date): Promise<void> {
  const span = 21 * 24 * 60 * 60 * 1000;
  const times = postIds.map((_, i) => {
    const ago = (span * (postIds.length - i)) / postIds.length - rng() * (span / postIds.length / 2);
    return new Date(now.getTime() - Math.max(ago, 20 * 60 * 1000)).toISOString();
  });
  await db.execute(sql`
    update posts p set created_at = v.at, updated_at = v.at
    from unnest(${uuidArray(postIds)}, ${textArray(times)}::timestamptz[]) as v(id, at)
    where p.id = v.id`);
  await db.execute(sql`
    update post_comments c set created_at = r.at, updated_at = r.at
    from (
      select c.id, p.created_at + (now() - p.created_at) * (row_number() over (partition by c.post_id order by c.id))
        / (count(*) over (partition by c.post_id) + 1) as at
      from post_comments c join posts p on p.id = c.post_id
    ) r
    where c.id = r.id`);
  // Notifications (written by triggers as the story was seeded) take the time of what they tell;
  // a like or a follow, which keeps no time of its own, a moment after its post or at random.
  await db.execute(sql`
    update notifications n set created_at = r.at, updated_at = r.at, read_at = case when r.at < now() - interval '2 days' then r.at end
    from (
      select n.id, coalesce(c.created_at, p.created_at + interval '3 hours', now() - random() * interval '10 days') as at
      from notifications n left join post_comments c on c.id = n.comment_id left join posts p on p.id = n.post_id
    ) r
    where n.id = r.id`);
}
