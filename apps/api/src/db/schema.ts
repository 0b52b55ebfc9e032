/*
 * Over 400 lines on purpose: this is the whole database in one file, the one drizzle-kit reads
 * (apps/api/drizzle.config.ts) to write migrations, and the one place to see how the tables
 * refer to each other.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  foreignKey,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { v7 as uuidv7 } from 'uuid';

/** Time-ordered UUIDs (v7): unique like v4, yet they sort by creation, which keeps keyset pages cheap. */
const id = () =>
  uuid('id')
    .primaryKey()
    .$defaultFn(() => uuidv7());
const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true, mode: 'date' })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

export const industries = pgTable(
  'industries',
  {
    id: id(),
    /** Stable key of the shipped reference data; null for industries a superuser adds. */
    slug: text('slug'),
    name_en: text('name_en').notNull(),
    name_vn: text('name_vn').notNull(),
    total_career_tracks: integer('total_career_tracks').notNull().default(0),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex('industries_slug_key').on(t.slug),
    index('industries_name_en_idx').on(t.name_en, t.id),
    index('industries_name_vn_idx').on(t.name_vn, t.id),
    check('industries_total_nonnegative', sql`${t.total_career_tracks} >= 0`),
  ],
);

export const users = pgTable(
  'users',
  {
    id: id(),
    /** Always stored trimmed and lower-cased. */
    email: text('email').notNull(),
    hashed_password: text('hashed_password'),
    name: text('name').notNull(),
    username: text('username').notNull(),
    is_active: boolean('is_active').notNull().default(false),
    is_superuser: boolean('is_superuser').notNull().default(false),
    activated_at: timestamp('activated_at', { withTimezone: true }),
    deactivated_at: timestamp('deactivated_at', { withTimezone: true }),
    term_privacy_accepted_at: timestamp('term_privacy_accepted_at', { withTimezone: true }),
    /** The PRIVACY_POLICY_VERSION the member agreed to at term_privacy_accepted_at (docs/decisions/0030). */
    term_privacy_version: text('term_privacy_version'),
    default_language: text('default_language', { enum: ['en', 'vi'] })
      .notNull()
      .default('en'),
    default_theme: text('default_theme', { enum: ['light', 'dark'] })
      .notNull()
      .default('dark'),
    date_of_birth: date('date_of_birth', { mode: 'string' }),
    headline: text('headline'),
    bio: text('bio'),
    phone_numbers: jsonb('phone_numbers').$type<string[]>().notNull().default([]),
    /** The mobile number the member proved by an SMS code (E.164), and when (docs/api/phone.md). */
    verified_phone: text('verified_phone'),
    phone_verified_at: timestamp('phone_verified_at', { withTimezone: true }),
    external_link_urls: jsonb('external_link_urls').$type<string[]>().notNull().default([]),
    working_industry_id: uuid('working_industry_id').references(() => industries.id, { onDelete: 'set null' }),
    photo_path: text('photo_path'),
    cover_photo_path: text('cover_photo_path'),
    identity_verified: boolean('identity_verified').notNull().default(false),
    signin_with: text('signin_with'),
    total_followings: integer('total_followings').notNull().default(0),
    total_followers: integer('total_followers').notNull().default(0),
    /** Whether others see the member's own skills (and the progress of their goals). */
    skills_public: boolean('skills_public').notNull().default(true),
    /**
     * When the member asked to delete their account: the account is erased once this time has
     * passed, and signing in before then clears it (docs/decisions/0033-erasing-an-account.md).
     */
    deletion_due_at: timestamp('deletion_due_at', { withTimezone: true }),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
    /** One account per verified number. */
    uniqueIndex('users_verified_phone_key').on(t.verified_phone),
    /** The media sweep asks whether a stored photo still belongs to a member. */
    index('users_photo_path_idx').on(t.photo_path),
    index('users_cover_photo_path_idx').on(t.cover_photo_path),
    /** Registrations never activated, so expired ones are found and removed without a scan. */
    index('users_pending_idx')
      .on(t.created_at)
      .where(sql`${t.activated_at} is null and ${t.deactivated_at} is null`),
    check('users_language_check', sql`${t.default_language} in ('en', 'vi')`),
    check('users_theme_check', sql`${t.default_theme} in ('light', 'dark')`),
    index('users_industry_idx').on(t.working_industry_id),
    /** The erasure job finds the accounts due without a scan. */
    index('users_deletion_due_idx')
      .on(t.deletion_due_at)
      .where(sql`${t.deletion_due_at} is not null`),
    check('users_counters_nonnegative', sql`${t.total_followings} >= 0 and ${t.total_followers} >= 0`),
  ],
);

/** One row per issued access token; a JWT is only honoured while its row is live. */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    created_at: createdAt(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    revoked_at: timestamp('revoked_at', { withTimezone: true }),
    user_agent: text('user_agent'),
  },
  (t) => [index('sessions_user_idx').on(t.user_id)],
);

export const ONE_TIME_TOKEN_PURPOSES = ['activation', 'password_reset', 'email_change'] as const;
export type OneTimeTokenPurpose = (typeof ONE_TIME_TOKEN_PURPOSES)[number];

/** Mailed one-time tokens, stored as SHA-256 hashes: single use and expiring. */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: id(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ONE_TIME_TOKEN_PURPOSES }).notNull(),
    token_hash: text('token_hash').notNull(),
    new_email: text('new_email'),
    /**
     * An activation link carries the password and name of the registration that sent it: the
     * password counts only once its chooser has proven the address (docs/decisions/0018).
     */
    hashed_password: text('hashed_password'),
    name: text('name'),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    used_at: timestamp('used_at', { withTimezone: true }),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex('one_time_tokens_hash_key').on(t.token_hash),
    index('one_time_tokens_user_idx').on(t.user_id, t.purpose),
    check('one_time_tokens_purpose_check', sql`${t.purpose} in ('activation', 'password_reset', 'email_change')`),
  ],
);

export const skillCategories = pgTable('skill_categories', {
  id: smallint('id').primaryKey(),
  order: smallint('order').notNull(),
  key: text('key').notNull().unique(),
  name_en: text('name_en').notNull(),
  name_vn: text('name_vn').notNull(),
  min_skill_pick: smallint('min_skill_pick').notNull(),
  max_skill_pick: smallint('max_skill_pick'),
});

export const skills = pgTable(
  'skills',
  {
    id: id(),
    name_en: text('name_en').notNull(),
    name_vn: text('name_vn').notNull(),
    /** NFKC, lower-cased, single-spaced English name: "exists in any case or Unicode form". */
    name_key: text('name_key').notNull(),
    created_by: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: createdAt(),
  },
  (t) => [uniqueIndex('skills_name_key_key').on(t.name_key), index('skills_name_en_idx').on(t.name_en, t.id)],
);

/** Which skills the reference data suggests for an industry, and in which category. */
export const industrySkills = pgTable(
  'industry_skills',
  {
    industry_id: uuid('industry_id')
      .notNull()
      .references(() => industries.id, { onDelete: 'cascade' }),
    skill_id: uuid('skill_id')
      .notNull()
      .references(() => skills.id, { onDelete: 'cascade' }),
    category_key: text('category_key').notNull(),
  },
  (t) => [primaryKey({ columns: [t.industry_id, t.skill_id] }), index('industry_skills_skill_idx').on(t.skill_id)],
);

export const EXTERNAL_PROVIDERS = ['google', 'linkedin'] as const;
export type ExternalProvider = (typeof EXTERNAL_PROVIDERS)[number];

/** A member's accounts at OpenID Connect providers, keyed by the provider's subject. */
export const userIdentities = pgTable(
  'user_identities',
  {
    id: id(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: EXTERNAL_PROVIDERS }).notNull(),
    subject: text('subject').notNull(),
    email: text('email'),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex('user_identities_provider_subject_key').on(t.provider, t.subject),
    index('user_identities_user_idx').on(t.user_id),
  ],
);

/**
 * One sign-in attempt with a provider: the nonce the ID token must carry, and for the code
 * flow the state, PKCE verifier and redirect URI. Single use, short-lived, stored hashed.
 */
export const oauthRequests = pgTable(
  'oauth_requests',
  {
    id: id(),
    provider: text('provider', { enum: EXTERNAL_PROVIDERS }).notNull(),
    nonce_hash: text('nonce_hash').notNull(),
    state_hash: text('state_hash'),
    code_verifier: text('code_verifier'),
    redirect_uri: text('redirect_uri'),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    used_at: timestamp('used_at', { withTimezone: true }),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex('oauth_requests_nonce_key').on(t.nonce_hash),
    uniqueIndex('oauth_requests_state_key').on(t.state_hash),
  ],
);

/** Who follows whom. The follow API comes with the people work; the feed reads it already. */
export const userFollows = pgTable(
  'user_follows',
  {
    follower_id: uuid('follower_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    followee_id: uuid('followee_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    created_at: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.follower_id, t.followee_id] }),
    index('user_follows_followee_idx').on(t.followee_id, t.follower_id),
    // The follow lists page by (created_at, other id) desc for one member.
    index('user_follows_follower_created_idx').on(t.follower_id, t.created_at, t.followee_id),
    index('user_follows_followee_created_idx').on(t.followee_id, t.created_at, t.follower_id),
  ],
);

/** Hashtags a member follows, lower-cased without the '#'. */
export const hashtagFollows = pgTable(
  'hashtag_follows',
  {
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    hashtag: text('hashtag').notNull(),
    created_at: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.user_id, t.hashtag] }),
    index('hashtag_follows_hashtag_idx').on(t.hashtag, t.user_id),
  ],
);

export const POST_STATUSES = ['new', 'outdated', 'shared'] as const;

export const posts = pgTable(
  'posts',
  {
    /** UUID v7: the id orders posts by time, so it is the keyset cursor of every list. */
    id: id(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
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
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index('posts_user_idx').on(t.user_id, t.id),
    uniqueIndex('posts_user_create_key')
      .on(t.user_id, t.create_key)
      .where(sql`${t.create_key} is not null`),
    uniqueIndex('posts_career_track_key').on(t.career_track_id),
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
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
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
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    parent_comment_id: uuid('parent_comment_id'),
    comment: text('comment').notNull(),
    total_replies: integer('total_replies').notNull().default(0),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index('post_comments_thread_idx').on(t.post_id, t.parent_comment_id, t.id),
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
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
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

/** Skills a member follows. */
export const skillFollows = pgTable(
  'skill_follows',
  {
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    skill_id: uuid('skill_id')
      .notNull()
      .references(() => skills.id, { onDelete: 'cascade' }),
    created_at: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.skill_id] }), index('skill_follows_skill_idx').on(t.skill_id, t.user_id)],
);

/** Plan subscriptions. The server sets plan, price and currency (docs/product.md "Subscriptions and plans"). */
export const userSubscriptions = pgTable(
  'user_subscriptions',
  {
    id: id(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subscription_plan: text('subscription_plan').notNull(),
    billing_cycle: text('billing_cycle').notNull(),
    is_trial: boolean('is_trial').notNull().default(false),
    payment_amount: integer('payment_amount').notNull().default(0),
    payment_currency: text('payment_currency').notNull(),
    is_payment_recurred: boolean('is_payment_recurred').notNull().default(true),
    is_active: boolean('is_active').notNull().default(true),
    is_cancelled: boolean('is_cancelled').notNull().default(false),
    service_start: timestamp('service_start', { withTimezone: true }).notNull().defaultNow(),
    service_end: timestamp('service_end', { withTimezone: true }),
    cancelled_at: timestamp('cancelled_at', { withTimezone: true }),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index('user_subscriptions_user_idx').on(t.user_id, t.id),
    /** At most one active, non-cancelled subscription of a plan per member, whatever the races. */
    uniqueIndex('user_subscriptions_one_active_key')
      .on(t.user_id, t.subscription_plan)
      .where(sql`${t.is_active} and not ${t.is_cancelled}`),
  ],
);

export const CAREER_TRACK_STATUSES = ['new', 'completed', 'shared', 'outdated'] as const;
export const DESIRED_LEVELS = ['Beginner', 'Know-how', 'Applied Experience', 'Strong Experience', 'Expert'] as const;

export const careerTracks = pgTable(
  'career_tracks',
  {
    id: id(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    industry_id: uuid('industry_id')
      .notNull()
      .references(() => industries.id, { onDelete: 'restrict' }),
    title: text('title').notNull(),
    desc: text('desc').notNull(),
    status: text('status', { enum: CAREER_TRACK_STATUSES }).notNull().default('new'),
    derived_career_track_id: uuid('derived_career_track_id').references((): AnyPgColumn => careerTracks.id, {
      onDelete: 'set null',
    }),
    total_outdated_votes: integer('total_outdated_votes').notNull().default(0),
    /**
     * When enough members voted a shared track out of date (decision 0027); cleared when its author
     * saves it. It stays shared (visible, counted, searchable); the API shows its status as 'outdated'.
     */
    outdated_at: timestamp('outdated_at', { withTimezone: true }),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index('career_tracks_user_idx').on(t.user_id, t.id),
    index('career_tracks_industry_idx').on(t.industry_id, t.id),
    index('career_tracks_derived_idx').on(t.derived_career_track_id),
    check('career_tracks_status_check', sql`${t.status} in ('new', 'completed', 'shared', 'outdated')`),
    check('career_tracks_votes_nonnegative', sql`${t.total_outdated_votes} >= 0`),
    check('career_tracks_not_own_parent', sql`${t.derived_career_track_id} is distinct from ${t.id}`),
  ],
);

/** The skill rows of a track, in the order the planner put them. */
export const careerTrackSkills = pgTable(
  'career_track_skills',
  {
    career_track_id: uuid('career_track_id')
      .notNull()
      .references(() => careerTracks.id, { onDelete: 'cascade' }),
    skill_id: uuid('skill_id')
      .notNull()
      .references(() => skills.id, { onDelete: 'restrict' }),
    skill_category_id: smallint('skill_category_id')
      .notNull()
      .references(() => skillCategories.id),
    position: smallint('position').notNull(),
    what: text('what').notNull(),
    why: text('why').notNull(),
    desired_level: text('desired_level', { enum: DESIRED_LEVELS }).notNull(),
    external_desc_urls: jsonb('external_desc_urls').$type<string[]>().notNull().default([]),
    declared_objective: text('declared_objective'),
    /** How sure the planner is of reaching the level, 1 (not at all) to 5 (very). */
    declared_confidence: smallint('declared_confidence'),
  },
  (t) => [
    primaryKey({ columns: [t.career_track_id, t.skill_id] }),
    index('career_track_skills_skill_idx').on(t.skill_id),
    check(
      'career_track_skills_level_check',
      sql`${t.desired_level} in ('Beginner', 'Know-how', 'Applied Experience', 'Strong Experience', 'Expert')`,
    ),
    check(
      'career_track_skills_confidence_check',
      sql`${t.declared_confidence} is null or ${t.declared_confidence} between 1 and 5`,
    ),
  ],
);

/** The rungs above a track: its next career tracks, in order. */
export const careerTrackNext = pgTable(
  'career_track_next',
  {
    career_track_id: uuid('career_track_id')
      .notNull()
      .references(() => careerTracks.id, { onDelete: 'cascade' }),
    next_career_track_id: uuid('next_career_track_id')
      .notNull()
      .references(() => careerTracks.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.career_track_id, t.next_career_track_id] }),
    index('career_track_next_next_idx').on(t.next_career_track_id),
    check('career_track_next_not_self', sql`${t.career_track_id} <> ${t.next_career_track_id}`),
  ],
);

/** One outdated vote per member per track; a second vote replaces the note. */
export const careerTrackOutdatedVotes = pgTable(
  'career_track_outdated_votes',
  {
    career_track_id: uuid('career_track_id')
      .notNull()
      .references(() => careerTracks.id, { onDelete: 'cascade' }),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    vote_notes: text('vote_notes').notNull(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.career_track_id, t.user_id] }),
    index('career_track_outdated_votes_user_idx').on(t.user_id),
  ],
);

/** A member's own skills, each at their level on the tracks' scale (docs/decisions/0019). */
export const userSkills = pgTable(
  'user_skills',
  {
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    skill_id: uuid('skill_id')
      .notNull()
      .references(() => skills.id, { onDelete: 'cascade' }),
    level: text('level', { enum: DESIRED_LEVELS }).notNull(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.user_id, t.skill_id] }),
    check(
      'user_skills_level_check',
      sql`${t.level} in ('Beginner', 'Know-how', 'Applied Experience', 'Strong Experience', 'Expert')`,
    ),
  ],
);

/** The career tracks a member aims for (at most MAX_GOALS), newest first. */
export const userGoals = pgTable(
  'user_goals',
  {
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    career_track_id: uuid('career_track_id')
      .notNull()
      .references(() => careerTracks.id, { onDelete: 'cascade' }),
    created_at: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.career_track_id] }), index('user_goals_track_idx').on(t.career_track_id)],
);

/**
 * Mail waiting to be handed to SMTP (or the outbox folder), written in the transaction of what
 * it announces, so that a crash or restart loses none (docs/decisions/0021). A row is claimed
 * with a short lease, retried with backoff, and deleted once sent.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    to_address: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text_body: text('text_body').notNull(),
    html_body: text('html_body').notNull(),
    action_url: text('action_url'),
    status: text('status', { enum: ['pending', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    next_attempt_at: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    locked_until: timestamp('locked_until', { withTimezone: true }),
    last_error: text('last_error'),
    created_at: createdAt(),
  },
  (t) => [
    index('mail_outbox_due_idx')
      .on(t.next_attempt_at)
      .where(sql`${t.status} = 'pending'`),
    check('mail_outbox_status_check', sql`${t.status} in ('pending', 'failed')`),
  ],
);

/** Binary data (bytea): PGlite reads it as a Uint8Array, node-postgres as a Buffer. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/**
 * A member's download of their data (docs/api/people-and-career-tracks.md "Downloading one's
 * data"): asked for, then built in the background into one zip kept in the row, so every instance
 * can serve it and erasing the member removes it with them.
 */
export const dataExports = pgTable(
  'data_exports',
  {
    id: id(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['pending', 'ready', 'failed'] })
      .notNull()
      .default('pending'),
    archive: bytea('archive'),
    size: integer('size'),
    attempts: integer('attempts').notNull().default(0),
    created_at: createdAt(),
    ready_at: timestamp('ready_at', { withTimezone: true }),
  },
  (t) => [
    index('data_exports_user_idx').on(t.user_id, t.created_at),
    index('data_exports_pending_idx')
      .on(t.created_at)
      .where(sql`${t.status} = 'pending'`),
    /** One export being built per member, whatever the races. */
    uniqueIndex('data_exports_one_pending_key')
      .on(t.user_id)
      .where(sql`${t.status} = 'pending'`),
    check('data_exports_status_check', sql`${t.status} in ('pending', 'ready', 'failed')`),
  ],
);

export * from './search-schema';
export * from './notifications-schema';
export * from './phone-schema';
