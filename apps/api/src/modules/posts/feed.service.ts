import { PAGE_SIZES, type Post } from '@ladder/shared/schemas/posts';
import type { ReadCaches } from '../../cache/read-caches';
import { cacheTags, TAG_KINDS } from '../../cache/tags';
import type { Db } from '../../db/client';
import { decodeIdCursor, pageSize, toPage, type PagingInput } from '../../lib/paging';
import type { Actor } from '../users/actor';
import type { PostsPresenter } from './posts.presenter';
import { postPagesRepository, type HydratedPostRow } from './post-pages.repository';

/**
 * A viewer's page without the posts themselves: each post's id with the viewer's own part of
 * it (their interaction, whether they follow the author).
 */
interface PageSkeleton {
  items: SkeletonItem[];
  lastKey: string | null;
  /**
   * The page last sent, and each post, counts and interaction it was made of (in that order,
   * post after post): sent again while every one of them is the same object.
   */
  sent?: { bytes: Buffer; parts: object[] };
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
 * The news feed, read from memory in two layers (docs/decisions/0011-read-caches.md; tags: docs/cache.md):
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
  caches.onValues(TAG_KINDS.postCounts, 1, ([id = ''], [likes, comments, shares]) => {
    const post = posts.peek(id);
    if (post)
      post.counts = {
        total_post_likes: Number(likes),
        total_post_comments: Number(comments),
        total_post_shares: Number(shares),
      };
  });
  caches.onValues(TAG_KINDS.interaction, 2, ([viewerId = '', postId = ''], [liked, saved, shared]) => {
    const interaction = { liked: liked === 't', saved: saved === 't', shared: shared === 't' };
    for (const key of skeletons.keysTagged(cacheTags.interaction(viewerId, postId))) {
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
      [
        cacheTags.post(row.id),
        cacheTags.postCounts(row.id),
        cacheTags.user(row.user_id),
        ...(row.career_track_id ? [cacheTags.careerTrack(row.career_track_id)] : []),
      ],
      since,
    );

  const postJson = ({ head, counts }: SharedPost, { interaction, authorFollowed }: SkeletonItem) =>
    `${head},"total_post_likes":${counts.total_post_likes},"total_post_comments":${counts.total_post_comments},` +
    `"total_post_shares":${counts.total_post_shares},"interaction":{"liked":${interaction.liked},` +
    `"saved":${interaction.saved},"shared":${interaction.shared}},"author_followed":${authorFollowed}}`;

  const assemble = (items: string[], lastKey: string | null) =>
    Buffer.from(`{"items":[${items.join(',')}],"last_evaluated_key":${JSON.stringify(lastKey)}}`);

  /** The page from PostgreSQL in one statement; its skeleton and posts are kept. */
  async function build(viewer: Actor, input: PagingInput, key: string): Promise<Buffer> {
    const since = caches.epoch;
    const size = pageSize(input.limit, PAGE_SIZES.posts, 50);
    const cursor = decodeIdCursor(input.last_evaluated_key);
    // total_followings is exact and comes with the session's user row: most members follow
    // someone, so only the others cost a look at their followed hashtags.
    const follows = viewer.total_followings > 0 || (await postPagesRepository.followsAnything(db, viewer.id));
    const rows = follows
      ? await postPagesRepository.timeline(db, viewer.id, cursor, size + 1)
      : await postPagesRepository.recent(db, viewer.id, cursor, size + 1);
    const page = toPage(
      rows,
      size,
      (row) => {
        const { shared, own } = split(row);
        keep(row, shared, since);
        return { shared, own };
      },
      (row) => [row.id],
    );
    // The look-ahead row only says that a next page exists; were it to go meanwhile (deleted:
    // `v:` or `g` evict the page; its author deactivated), the next page is merely shorter.
    const skeleton: PageSkeleton = { items: page.items.map((item) => item.own), lastKey: page.last_evaluated_key };
    const tags = [
      cacheTags.viewer(viewer.id),
      ...(follows ? [] : [cacheTags.posts]),
      ...skeleton.items.map((item) => cacheTags.interaction(viewer.id, item.id)),
    ];
    skeletons.set(key, skeleton, tags, since);
    return send(skeleton, new Map(page.items.map((item) => [item.own.id, item.shared])));
  }

  /** The page's JSON: the one sent last time when made of the same posts, counts and interactions. */
  function send(skeleton: PageSkeleton, postsById: ReadonlyMap<string, SharedPost | undefined>): Buffer {
    const pairs = skeleton.items.flatMap((item) => {
      const post = postsById.get(item.id);
      return post ? [{ item, post }] : [];
    });
    const parts = pairs.flatMap(({ item, post }) => [post, post.counts, item.interaction]);
    const { sent } = skeleton;
    if (sent?.parts.length === parts.length && parts.every((part, index) => sent.parts[index] === part))
      return sent.bytes;
    const bytes = assemble(
      pairs.map(({ item, post }) => postJson(post, item)),
      skeleton.lastKey,
    );
    skeleton.sent = { bytes, parts };
    return bytes;
  }

  return {
    /** A page of the viewer's feed as the JSON sent, from memory where nothing under it changed. */
    async pageJson(viewer: Actor, input: PagingInput): Promise<Buffer> {
      const key = `${viewer.id} ${input.limit ?? ''} ${input.last_evaluated_key ?? ''}`;
      const skeleton = skeletons.get(key);
      if (!skeleton) return build(viewer, input, key);
      const held = new Map(skeleton.items.map((item) => [item.id, posts.get(item.id)]));
      const missing = [...held].filter(([, post]) => !post).map(([id]) => id);
      if (missing.length > 0) {
        const since = caches.epoch;
        const rows = await postPagesRepository.hydrateIds(db, viewer.id, missing);
        // A post gone, or its author deactivated, changes the page itself.
        if (rows.length < missing.length) return build(viewer, input, key);
        for (const row of rows) {
          const { shared } = split(row);
          keep(row, shared, since);
          held.set(row.id, shared);
        }
      }
      return send(skeleton, held);
    },
  };
}

export type FeedService = ReturnType<typeof createFeedService>;
