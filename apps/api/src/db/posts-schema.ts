import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { createdAt, id, memberId, updatedAt, foreignKeyIndex } from './columns';
import { careerTracks } from './career-tracks-schema';

/** Posts and what hangs on them: hashtags, media, likes and saves, comments, timelines (docs/product.md). */

export const POST_STATUSES = ['new', 'outdated', 'shared'] as const;

export const posts = pgTable(
  'posts',
  {
    /** UUID v7: the id orders posts by time, so it is the keyset cursor of every list. */
    id: id(),
    user_id: memberId(),
    content: text('content').notNull(),
    /** As written (first spelling of each), for display; matching goes through post_hashtags. */
    hashtags: text('hashtags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    status: text('status', { enum: POST_STATUSES }).notNull().default('shared'),
    /** The career track this post publishes (at most one post a track). */
    career_track_id: uuid('career_track_id').references((): AnyPgColumn => careerTracks.id, { onDelete: 'cascade' }),
    prev_post_id: uuid('prev_post_id').references((): AnyPgColumn => posts.id, { onDelete: 'set null' }),
    next_post_id: uuid('next_post_id').references((): AnyPgColumn => posts.id, { onDelete: 'set null' }),
    total_post_likes: integer('total_post_likes').notNull().default(0),
    total_post_comments: integer('total_post_comments').notNull().default(0),
    total_post_shares: integer('total_post_shares').notNull().default(0),
    /** The Idempotency-Key of the request that created it: a retried create finds this post. */
    create_key: uuid('create_key'),
    /** Hidden by a moderator, with the rule: only its author still sees it. */
    hidden_reason: text('hidden_reason'),
    /** Removed by a moderator: seen by no one, kept as evidence until erased (docs/decisions/0046-reports-blocks-and-moderation.md). */
    removed_at: timestamp('removed_at', { withTimezone: true }),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index('posts_user_idx').on(t.user_id, t.id),
    /** The search page's Posts tab: every typed word `like '%word%'` (db/search.ts containsEveryWord). */
    index('posts_content_trgm_idx').using('gin', sql`ladder_search_key(${t.content}) gin_trgm_ops`),
    uniqueIndex('posts_user_create_key')
      .on(t.user_id, t.create_key)
      .where(sql`${t.create_key} is not null`),
    uniqueIndex('posts_career_track_key').on(t.career_track_id),
    // A deleted post finds the posts that link to it as their previous or next one.
    foreignKeyIndex('posts_prev_post_idx', t.prev_post_id),
    foreignKeyIndex('posts_next_post_idx', t.next_post_id),
    check('posts_status_check', sql`${t.status} in ('new', 'outdated', 'shared')`),
    check(
      'posts_counters_nonnegative',
      sql`${t.total_post_likes} >= 0 and ${t.total_post_comments} >= 0 and ${t.total_post_shares} >= 0`,
    ),
  ],
);

export const postHashtags = pgTable(
  'post_hashtags',
  {
    hashtag: text('hashtag').notNull(),
    post_id: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.hashtag, t.post_id] }), index('post_hashtags_post_idx').on(t.post_id)],
);

export const MEDIA_KINDS = ['image', 'video'] as const;

export const postMedia = pgTable(
  'post_media',
  {
    id: id(),
    post_id: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: MEDIA_KINDS }).notNull(),
    key: text('key').notNull(),
    thumbnail_key: text('thumbnail_key'),
    content_type: text('content_type').notNull(),
    size: integer('size').notNull(),
    width: integer('width'),
    height: integer('height'),
    created_at: createdAt(),
  },
  (t) => [
    index('post_media_post_idx').on(t.post_id, t.id),
    uniqueIndex('post_media_key_key').on(t.key),
    /** The media sweep asks whether a stored thumbnail still belongs to a row. */
    index('post_media_thumbnail_key_idx').on(t.thumbnail_key),
  ],
);

/** A member's like, save and share of a post: one row, three switches. */
export const postInteractions = pgTable(
  'post_interactions',
  {
    post_id: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    user_id: memberId(),
    liked: boolean('liked').notNull().default(false),
    saved: boolean('saved').notNull().default(false),
    shared: boolean('shared').notNull().default(false),
    /** When each switch was last turned on: the order of the saved / liked / shared lists. */
    liked_at: timestamp('liked_at', { withTimezone: true }),
    saved_at: timestamp('saved_at', { withTimezone: true }),
    shared_at: timestamp('shared_at', { withTimezone: true }),
    updated_at: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.post_id, t.user_id] }),
    index('post_interactions_saved_idx')
      .on(t.user_id, t.saved_at, t.post_id)
      .where(sql`${t.saved}`),
    index('post_interactions_liked_idx')
      .on(t.user_id, t.liked_at, t.post_id)
      .where(sql`${t.liked}`),
    index('post_interactions_shared_idx')
      .on(t.user_id, t.shared_at, t.post_id)
      .where(sql`${t.shared}`),
  ],
);

export const postComments = pgTable(
  'post_comments',
  {
    id: id(),
    post_id: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    user_id: memberId(),
    parent_comment_id: uuid('parent_comment_id'),
    comment: text('comment').notNull(),
    total_replies: integer('total_replies').notNull().default(0),
    /** Hidden by a moderator, with the rule: only its author still sees it. */
    hidden_reason: text('hidden_reason'),
    /** Removed by a moderator: seen by no one, kept as evidence until erased (docs/decisions/0046-reports-blocks-and-moderation.md). */
    removed_at: timestamp('removed_at', { withTimezone: true }),
    /** Written in its author's first day: apps show its links as plain text (docs/api/safety.md "New accounts"). */
    is_plain_text: boolean('is_plain_text').notNull().default(false),
    /** The create's Idempotency-Key: a retry answers this comment instead of writing a second. */
    create_key: uuid('create_key'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index('post_comments_thread_idx').on(t.post_id, t.parent_comment_id, t.id),
    uniqueIndex('post_comments_user_create_key')
      .on(t.user_id, t.create_key)
      .where(sql`${t.create_key} is not null`),
    index('post_comments_parent_idx').on(t.parent_comment_id, t.id),
    index('post_comments_user_idx').on(t.user_id, t.id),
    foreignKey({ columns: [t.parent_comment_id], foreignColumns: [t.id], name: 'post_comments_parent_fk' }).onDelete(
      'cascade',
    ),
  ],
);

/**
 * Home timelines, written when a post is published (fan-out on write, as Mastodon and
 * Misskey do): reading a page is one index range scan, whoever the reader follows.
 */
export const timelineEntries = pgTable(
  'timeline_entries',
  {
    user_id: memberId(),
    post_id: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.post_id] }), index('timeline_entries_post_idx').on(t.post_id)],
);

/**
 * Every hashtag ever used or followed, by its matching form (no '#', NFC, lower case), with
 * the spelling first seen and exact counters. Search and the followed-hashtags list read it.
 */
export const hashtags = pgTable(
  'hashtags',
  {
    tag: text('tag').primaryKey(),
    display: text('display').notNull(),
    total_posts: integer('total_posts').notNull().default(0),
    total_followers: integer('total_followers').notNull().default(0),
    created_at: createdAt(),
  },
  (t) => [
    check('hashtags_counters_nonnegative', sql`${t.total_posts} >= 0 and ${t.total_followers} >= 0`),
    index('hashtags_tag_trgm_idx').using('gist', sql`ladder_search_key(${t.tag}) gist_trgm_ops`),
  ],
);
