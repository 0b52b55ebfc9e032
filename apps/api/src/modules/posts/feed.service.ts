import { PAGE_SIZES, type Post } from '@ladder/shared/schemas/posts';
import type { ReadCaches } from '../../cache/read-caches';
import type { Db } from '../../db/client';
import { decodeIdCursor, encodeCursor, pageSize } from '../../lib/paging';
import type { UserRow } from '../users/users.repository';
import type { PostsPresenter } from './posts.presenter';
import { postsRepository, type HydratedPostRow } from './posts.repository';

type PagingInput = { limit?: number | undefined; last_evaluated_key?: string | null | undefined };

/**
 * A viewer's page without the posts themselves: each post's id with the viewer's own part of
 * it (their interaction, whether they follow the author).
 */
interface PageSkeleton {
  items: SkeletonItem[];
  lastKey: string | null;
  /** The page last sent, and what it was made of: sent again while all of it is the same. */
  sent?: { bytes: Buffer; posts: SharedPost[]; counts: Counts[]; interactions: Post['interaction'][] };
}

interface SkeletonItem {
  id: string;
  interaction: Post['interaction'];
  authorFollowed: boolean;
}

/** A post as every viewer sees it: its JSON less the counts and the viewer's part, and the counts. */
interface SharedPost {
  head: string;
  counts: Counts;
}

type Counts = Pick<HydratedPostRow, 'total_post_likes' | 'total_post_comments' | 'total_post_shares'>;

/**
 * The news feed, read from memory in two layers (docs/decisions/0011-read-caches.md):
 * - a page skeleton per viewer, limit and cursor, evicted by the viewer's own changes
 *   (timeline and follows `v:`, their interactions `i:`) and, for the "recent posts" fallback,
 *   by any post added or removed (`g`);
 * - each post, shared by every viewer, evicted by a change to the post (`p:`), its author
 *   (`u:`) or its career track (`c:`); a change of its counts alone (a like, a comment
 *   elsewhere) arrives with the new counts (`n:`, migration 0008), written in place.
 * The viewer's own like, save or share arrives with its switches too (`i:`, migration 0010).
 * So a post liked hundreds of times a second on thousands of pages is read from memory.
 */
export function createFeedService(deps: { db: Db; presenter: PostsPresenter; caches: ReadCaches }) {
  const { db, presenter, caches } = deps;
  const skeletons = caches.create<PageSkeleton>('feed pages', { max: 20_000, ttlMs: 5 * 60_000 });
  const posts = caches.create<SharedPost>('feed posts', { max: 50_000, ttlMs: 5 * 60_000 });
  caches.onValues('n', 1, ([id = ''], [likes, comments, shares]) => {
    const post = posts.peek(id);
    if (post)
      post.counts = {
        total_post_likes: Number(likes),
        total_post_comments: Number(comments),
        total_post_shares: Number(shares),
      };
  });
  caches.onValues('i', 2, ([viewerId = '', postId = ''], [liked, saved, shared]) => {
    const interaction = { liked: liked === 't', saved: saved === 't', shared: shared === 't' };
    for (const key of skeletons.keysTagged(`i:${viewerId}:${postId}`)) {
      const item = skeletons.peek(key)?.items.find((candidate) => candidate.id === postId);
      if (item) item.interaction = interaction;
    }
  });

  /** The post as shared by every viewer (its JSON less the closing brace, the counts and the viewer's part), and that part. */
  function split(row: HydratedPostRow): { shared: SharedPost; own: SkeletonItem } {
    const {
      interaction,
      author_followed: authorFollowed,
      total_post_likes: likes,
      total_post_comments: comments,
      total_post_shares: shares,
      ...rest
    } = presenter.toPost(row);
    return {
      shared: {
        head: JSON.stringify(rest).slice(0, -1),
        counts: { total_post_likes: likes, total_post_comments: comments, total_post_shares: shares },
      },
      own: { id: row.id, interaction, authorFollowed },
    };
  }

  const keep = (row: HydratedPostRow, shared: SharedPost, since: number) =>
    posts.set(
      row.id,
      shared,
      [`p:${row.id}`, `n:${row.id}`, `u:${row.user_id}`, ...(row.career_track_id ? [`c:${row.career_track_id}`] : [])],
      since,
    );

  const postJson = ({ head, counts }: SharedPost, { interaction, authorFollowed }: SkeletonItem) =>
    `${head},"total_post_likes":${counts.total_post_likes},"total_post_comments":${counts.total_post_comments},` +
    `"total_post_shares":${counts.total_post_shares},"interaction":{"liked":${interaction.liked},` +
    `"saved":${interaction.saved},"shared":${interaction.shared}},"author_followed":${authorFollowed}}`;

  const assemble = (items: string[], lastKey: string | null) =>
    Buffer.from(`{"items":[${items.join(',')}],"last_evaluated_key":${JSON.stringify(lastKey)}}`);

  /** The page from PostgreSQL in one statement; its skeleton and posts are kept. */
  async function build(viewer: UserRow, input: PagingInput, key: string): Promise<Buffer> {
    const since = caches.epoch;
    const size = pageSize(input.limit, PAGE_SIZES.posts, 50);
    const cursor = decodeIdCursor(input.last_evaluated_key);
    // total_followings is exact and comes with the session's user row: most members follow
    // someone, so only the others cost a look at their followed hashtags.
    const follows = viewer.total_followings > 0 || (await postsRepository.followsAnything(db, viewer.id));
    const rows = follows
      ? await postsRepository.timeline(db, viewer.id, cursor, size + 1)
      : await postsRepository.recent(db, viewer.id, cursor, size + 1);
    const shown = rows.slice(0, size);
    const last = shown.at(-1);
    const lastKey = rows.length > size && last ? encodeCursor([last.id]) : null;
    const items = shown.map(split);
    shown.forEach((row, index) => {
      const item = items[index];
      if (item) keep(row, item.shared, since);
    });
    // The look-ahead row only says that a next page exists; were it to go meanwhile (deleted:
    // `v:` or `g` evict the page; its author deactivated), the next page is merely shorter.
    const tags = [`v:${viewer.id}`, ...(follows ? [] : ['g']), ...shown.map((row) => `i:${viewer.id}:${row.id}`)];
    const skeleton: PageSkeleton = {
      items: items.map((item) => item.own),
      lastKey,
    };
    skeletons.set(key, skeleton, tags, since);
    return send(
      skeleton,
      items.map((item) => item.shared),
    );
  }

  /** The page's JSON: the one sent last time when made of the same posts, counts and interactions. */
  function send(skeleton: PageSkeleton, shared: SharedPost[]): Buffer {
    const { sent, items } = skeleton;
    const isSame = (post: SharedPost, index: number) =>
      sent?.posts[index] === post &&
      sent.counts[index] === post.counts &&
      sent.interactions[index] === items[index]?.interaction;
    if (sent && shared.every(isSame)) return sent.bytes;
    const bytes = assemble(
      items.map((item, index) => {
        const post = shared[index];
        return post ? postJson(post, item) : '{}';
      }),
      skeleton.lastKey,
    );
    skeleton.sent = {
      bytes,
      posts: shared,
      counts: shared.map((post) => post.counts),
      interactions: items.map((item) => item.interaction),
    };
    return bytes;
  }

  return {
    /** A page of the viewer's feed as the JSON sent, from memory where nothing under it changed. */
    async pageJson(viewer: UserRow, input: PagingInput): Promise<Buffer> {
      const key = `${viewer.id} ${input.limit ?? ''} ${input.last_evaluated_key ?? ''}`;
      const skeleton = skeletons.get(key);
      if (!skeleton) return build(viewer, input, key);
      const shared: (SharedPost | undefined)[] = skeleton.items.map((item) => posts.get(item.id));
      const missing = skeleton.items.filter((_, index) => shared[index] === undefined).map((item) => item.id);
      if (missing.length > 0) {
        const since = caches.epoch;
        const rows = await postsRepository.hydrateIds(db, viewer.id, missing);
        // A post gone, or its author deactivated, changes the page itself.
        if (rows.length < missing.length) return build(viewer, input, key);
        for (const row of rows) {
          const post = split(row).shared;
          keep(row, post, since);
          shared[skeleton.items.findIndex((item) => item.id === row.id)] = post;
        }
      }
      const complete = shared.filter((post) => post !== undefined);
      return complete.length === skeleton.items.length ? send(skeleton, complete) : build(viewer, input, key);
    },
  };
}

export type FeedService = ReturnType<typeof createFeedService>;
