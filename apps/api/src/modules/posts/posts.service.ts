import {
  extractHashtags,
  MAX_MEDIA_PER_POST,
  normalizeHashtag,
  PAGE_SIZES,
  type CreatePostInput,
  type Page,
  type Post,
  type UpdatePostInput,
} from '@ladder/shared/schemas/posts';
import { PEOPLE_LIMITS, type Activity } from '@ladder/shared/schemas/people';
import type { FastifyBaseLogger } from 'fastify';
import { createReadCaches, type ReadCaches } from '../../cache/read-caches';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { decodeIdCursor, decodeTimeCursor, isUuid, pageSize, toPage, type PagingInput } from '../../lib/paging';
import type { MediaStore } from '../../storage/media-store';
import type { Actor, Viewer } from '../users/actor';
import type { PrivacyService } from '../users/privacy.service';
import type { Locked } from '@ladder/shared/schemas/privacy-settings';
import { termWords } from '../../db/search';
import { searchTerm } from '../search/search.service';
import { createFeedService } from './feed.service';
import type { PostsPresenter } from './posts.presenter';
import { postPagesRepository, type HydratedPostRow } from './post-pages.repository';
import { postsRepository, type MediaRow, type PostRow } from './posts.repository';
import { assertFirstDayRoom } from '../safety/first-day';
import { assertMayChangePost, assertMayDeletePost, assertMayEditPost, assertMayReadPost } from './posts.policy';

export interface NewMedia {
  id: string;
  kind: 'image' | 'video';
  key: string;
  thumbnail_key: string | null;
  content_type: string;
  size: number;
  width: number | null;
  height: number | null;
}

export function createPostsService(deps: {
  db: Db;
  presenter: PostsPresenter;
  media: MediaStore;
  log: FastifyBaseLogger;
  caches?: ReadCaches;
  privacy: PrivacyService;
  /** NEW_ACCOUNT_HOURS: a new account's first-day limits (modules/safety/first-day.ts); 0 by default. */
  newAccountHours?: number;
}) {
  const { db, presenter, media, privacy, caches = createReadCaches(null), newAccountHours = 0 } = deps;
  const byId = (row: HydratedPostRow) => [row.id];
  const feed = createFeedService({ db, presenter, caches });

  async function hydrateOne(viewerId: string | null, id: string): Promise<Post> {
    const [row] = await postPagesRepository.hydrateIds(db, viewerId, [id]);
    if (!row) throw new AppError('POST_NOT_FOUND');
    return presenter.toPost(row);
  }

  /** The post, locked for a change; who may make it is posts.policy.ts's to say. */
  const lockPost = (tx: DbOrTx, postId: string): Promise<PostRow | undefined> =>
    isUuid(postId) ? postsRepository.lockById(tx, postId) : Promise.resolve(undefined);

  /** Previous / next post links may only name other posts of the same author. */
  async function checkLinks(
    tx: DbOrTx,
    authorId: string,
    postId: string | null,
    input: { prev_post_id?: string | null; next_post_id?: string | null },
  ) {
    const ids = [input.prev_post_id, input.next_post_id].filter((id): id is string => typeof id === 'string');
    if (postId && ids.includes(postId))
      throw AppError.field(input.prev_post_id === postId ? 'prev_post_id' : 'next_post_id', 'validation.invalid');
    const owned = await postsRepository.ownedIds(tx, authorId, ids);
    for (const field of ['prev_post_id', 'next_post_id'] as const) {
      const id = input[field];
      if (typeof id === 'string' && !owned.has(id)) throw AppError.field(field, 'validation.invalid');
    }
  }

  async function removeObjects(rows: Pick<MediaRow, 'key' | 'thumbnail_key'>[]) {
    const keys = rows.flatMap((row) => [row.key, ...(row.thumbnail_key ? [row.thumbnail_key] : [])]);
    await media
      .delete(keys)
      .catch((err: unknown) => deps.log.error({ err, keys }, 'media objects could not be deleted'));
  }

  return {
    /**
     * With `createKey` (the request's Idempotency-Key), a retry of the same create, even one
     * racing the first, answers the post already made instead of making a second.
     */
    async create(actor: Actor, input: CreatePostInput, createKey?: string): Promise<Post> {
      const display = extractHashtags(input.content);
      const normalized = display.map(normalizeHashtag);
      const postId = await db.transaction(async (tx) => {
        await postsRepository.holdAuthor(tx, actor.id);
        // A retry of a create that went through answers that post before any limit counts it.
        const earlier = createKey ? await postsRepository.findByCreateKey(tx, actor.id, createKey) : undefined;
        if (earlier) return earlier.id;
        await assertFirstDayRoom(tx, actor, newAccountHours, { kind: 'posts', text: input.content });
        await checkLinks(tx, actor.id, null, input);
        const values = {
          user_id: actor.id,
          content: input.content,
          hashtags: display,
          status: input.status ?? 'shared',
          prev_post_id: input.prev_post_id ?? null,
          next_post_id: input.next_post_id ?? null,
        };
        const row = createKey
          ? await postsRepository.insertOnce(tx, { ...values, create_key: createKey })
          : await postsRepository.insert(tx, values);
        if (!row) {
          const made = createKey ? await postsRepository.findByCreateKey(tx, actor.id, createKey) : undefined;
          if (!made) throw new Error('a post with this create key was neither inserted nor found');
          return made.id;
        }
        await postsRepository.replaceHashtags(tx, row.id, normalized);
        await postsRepository.fanOut(tx, row.id, actor.id, normalized);
        return row.id;
      });
      return hydrateOne(actor.id, postId);
    },

    async update(actor: Actor, postId: string, input: UpdatePostInput): Promise<Post> {
      const removed = await db.transaction(async (tx) => {
        const post = assertMayEditPost(actor, await lockPost(tx, postId));
        await checkLinks(tx, actor.id, post.id, input);
        const changes: Parameters<typeof postsRepository.update>[2] = {};
        if (input.content !== undefined) {
          const display = extractHashtags(input.content);
          const normalized = display.map(normalizeHashtag);
          changes.content = input.content;
          changes.hashtags = display;
          await postsRepository.replaceHashtags(tx, post.id, normalized);
          await postsRepository.fanOut(tx, post.id, actor.id, normalized);
        }
        if (input.prev_post_id !== undefined) changes.prev_post_id = input.prev_post_id;
        if (input.next_post_id !== undefined) changes.next_post_id = input.next_post_id;
        await postsRepository.update(tx, post.id, changes);
        if (!input.media_files) return [];
        const keep = new Set(input.media_files.map((m) => (typeof m === 'string' ? m : m.id)));
        const gone = (await postsRepository.mediaOf(tx, post.id)).filter((m) => !keep.has(m.id));
        await postsRepository.deleteMedia(
          tx,
          post.id,
          gone.map((m) => m.id),
        );
        return gone;
      });
      await removeObjects(removed);
      return hydrateOne(actor.id, postId);
    },

    /** Deletes the post, its comments, interactions and timeline entries, then its files. */
    async delete(actor: Actor, postId: string): Promise<void> {
      const files = await db.transaction(async (tx) => {
        const post = assertMayDeletePost(actor, await lockPost(tx, postId));
        const rows = await postsRepository.mediaOf(tx, post.id);
        await postsRepository.delete(tx, post.id);
        return rows;
      });
      await removeObjects(files);
    },

    async get(viewer: Viewer, postId: string): Promise<Post> {
      if (!isUuid(postId)) throw new AppError('POST_NOT_FOUND');
      assertMayReadPost(viewer, await postsRepository.findLive(db, postId, false, viewer?.id ?? null));
      return hydrateOne(viewer?.id ?? null, postId);
    },

    /**
     * The stored files of a career track's post, read in the transaction that deletes the track
     * (its post and media rows go with it by cascade); remove them with `removeMedia` after commit.
     */
    async mediaOfCareerTrack(tx: DbOrTx, trackId: string): Promise<Pick<MediaRow, 'key' | 'thumbnail_key'>[]> {
      const post = await postsRepository.findByCareerTrack(tx, trackId);
      return post ? postsRepository.mediaOf(tx, post.id) : [];
    },

    /** Deletes stored files whose rows are gone; a failure is logged (the sweep retries later). */
    removeMedia: (rows: Pick<MediaRow, 'key' | 'thumbnail_key'>[]) => removeObjects(rows),

    /** Existence check for other modules (comments, interactions, uploads). */
    async findVisible(viewer: Viewer, postId: string, tx: DbOrTx = db): Promise<PostRow> {
      const post = isUuid(postId) ? await postsRepository.findLive(tx, postId, false, viewer?.id ?? null) : undefined;
      return assertMayReadPost(viewer, post);
    },

    /**
     * Locks a post of an active author (comments, media); undefined when there is none, or when
     * it is blocked or hidden from `viewerId` (db/visibility.ts).
     */
    lockForUpdate(tx: DbOrTx, postId: string, viewerId: string | null = null): Promise<PostRow | undefined> {
      return isUuid(postId) ? postsRepository.findLive(tx, postId, true, viewerId) : Promise.resolve(undefined);
    },

    /** A page of the viewer's news feed as the JSON sent (see feed.service.ts). */
    feedJson: (viewer: Actor, input: PagingInput) => feed.pageJson(viewer, input),

    async byUser(
      viewer: Viewer,
      userId: string,
      input: PagingInput,
      /** Only posts whose text contains these words (the composer's series pickers). */
      keywords?: string,
    ) {
      if (!isUuid(userId)) return { items: [], last_evaluated_key: null };
      const size = pageSize(input.limit, PAGE_SIZES.posts, 50);
      const rows = await postPagesRepository.byUser(
        db,
        viewer?.id ?? null,
        userId,
        decodeIdCursor(input.last_evaluated_key),
        size + 1,
        keywords?.trim() || undefined,
      );
      return toPage(rows, size, presenter.toPost, byId);
    },

    async byHashtag(viewer: Viewer, hashtag: string, input: PagingInput) {
      const size = pageSize(input.limit, PAGE_SIZES.posts, 50);
      const tag = normalizeHashtag(hashtag.trim());
      const rows = await postPagesRepository.byHashtag(
        db,
        viewer?.id ?? null,
        tag,
        decodeIdCursor(input.last_evaluated_key),
        size + 1,
      );
      return toPage(rows, size, presenter.toPost, byId);
    },

    async byCareerTrack(viewer: Actor, careerTrackId: string, input: PagingInput) {
      if (!isUuid(careerTrackId)) return { items: [], last_evaluated_key: null };
      const size = pageSize(input.limit, PAGE_SIZES.posts, 50);
      const rows = await postPagesRepository.byCareerTrack(
        db,
        viewer.id,
        careerTrackId,
        decodeIdCursor(input.last_evaluated_key),
        size + 1,
      );
      return toPage(rows, size, presenter.toPost, byId);
    },

    /** Posts the member liked or commented on, each with what they did and when (newest first). */
    async byActivity(
      viewer: Viewer,
      userId: string,
      input: PagingInput,
    ): Promise<Page<Post & { activity: Activity }> & { locked?: Locked }> {
      if (!isUuid(userId)) return { items: [], last_evaluated_key: null };
      // The member's privacy setting may keep the reader out (docs/decisions/0060-privacy-settings.md).
      const locked = await privacy.lockedFor(viewer, userId.toLowerCase(), 'activity');
      if (locked) return { items: [], last_evaluated_key: null, locked };
      const size = pageSize(input.limit, PAGE_SIZES.posts, 50);
      const cursor = decodeTimeCursor(input.last_evaluated_key);
      const rows = await postPagesRepository.byActivity(db, viewer?.id ?? null, userId, cursor, size + 1);
      return toPage(
        rows,
        size,
        (row) => ({
          ...presenter.toPost(row),
          activity: { liked: row.activity_liked, commented: row.activity_commented, at: row.activity_at },
        }),
        (row) => [row.activity_at, row.id],
      );
    },

    async byInteraction(viewer: Actor, kind: 'liked' | 'saved' | 'shared', input: PagingInput): Promise<Page<Post>> {
      const size = pageSize(input.limit, PAGE_SIZES.savedPosts, 100);
      const cursor = decodeTimeCursor(input.last_evaluated_key);
      const rows = await postPagesRepository.byInteraction(db, viewer.id, kind, cursor, size + 1);
      return toPage(rows, size, presenter.toPost, (row) => [row.interacted_key, row.id]);
    },

    /** How many posts the search page's Posts tab holds for a term (search.service.ts), up to `reach`. */
    async countMatching(viewerId: string, term: string, reach: number): Promise<number> {
      const words = termWords(term);
      return words.length > 0 ? postPagesRepository.countMatching(db, viewerId, words, reach) : 0;
    },

    /** Posts holding every word of the keywords, newest first: the search page's Posts tab. */
    async search(viewer: Actor, keywords: string | undefined, input: PagingInput): Promise<Page<Post>> {
      const cursor = decodeIdCursor(input.last_evaluated_key);
      const term = searchTerm(keywords);
      const words = term ? termWords(term) : [];
      if (words.length === 0) return { items: [], last_evaluated_key: null };
      const { fallback, max } = PEOPLE_LIMITS.searchPage;
      const size = pageSize(input.limit, fallback, max);
      const rows = await postPagesRepository.matching(db, viewer.id, words, cursor, size + 1);
      return toPage(rows, size, presenter.toPost, byId);
    },

    /** Adds processed uploads to a post of the actor's, at most five in all, counted under the post's lock. */
    async attachMedia(actor: Actor, postId: string, files: NewMedia[]): Promise<Post> {
      await db.transaction(async (tx) => {
        const post = assertMayChangePost(actor, await lockPost(tx, postId));
        const count = await postsRepository.countMedia(tx, post.id);
        if (count + files.length > MAX_MEDIA_PER_POST) throw new AppError('TOO_MANY_FILES');
        await postsRepository.insertMedia(
          tx,
          files.map((file) => ({ ...file, post_id: post.id })),
        );
        // The post changed (new media): its updated_at moves too.
        await postsRepository.update(tx, post.id, {});
      });
      return hydrateOne(actor.id, postId);
    },

    /**
     * The feed post of a shared career track: created once (content = the title, fanned out
     * like any post of its author), or its content updated when the title changed. The
     * caller holds the track's row lock, so parallel publishes see the first one's post;
     * `posts_career_track_key` backs that up.
     */
    async publishCareerTrack(tx: DbOrTx, track: { id: string; user_id: string; title: string }): Promise<string> {
      const existing = await postsRepository.findByCareerTrack(tx, track.id);
      if (existing) {
        if (existing.content !== track.title) await postsRepository.update(tx, existing.id, { content: track.title });
        return existing.id;
      }
      await postsRepository.holdAuthor(tx, track.user_id);
      const row = await postsRepository.insert(tx, {
        user_id: track.user_id,
        content: track.title,
        hashtags: [],
        status: 'shared',
        career_track_id: track.id,
      });
      await postsRepository.fanOut(tx, row.id, track.user_id, []);
      return row.id;
    },

    /** Whether the actor owns the post: the upload route checks this before reading any bytes. */
    async assertOwner(actor: Actor, postId: string): Promise<void> {
      assertMayChangePost(actor, isUuid(postId) ? await postsRepository.findById(db, postId) : undefined);
    },
  };
}

export type PostsService = ReturnType<typeof createPostsService>;
