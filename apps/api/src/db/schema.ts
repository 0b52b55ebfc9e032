/** The tables, as drizzle-kit reads them (apps/api/drizzle.config.ts): this file and the *-schema.ts files it re-exports. */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
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
} from 'drizzle-orm/pg-core';

import { PRIVACY_AUDIENCES } from '@ladder/shared/schemas/privacy-settings';
import { createdAt, id, memberId, updatedAt, foreignKeyIndex } from './columns';

export const industries = pgTable(
  'industries',
  {
    id: id(),
    /** Stable key of the shipped reference data; null for industries a superuser adds. */
    slug: text('slug'),
    name_en: text('name_en').notNull(),
    name_vn: text('name_vn').notNull(),
    total_career_tracks: integer('total_career_tracks').notNull().default(0),
    /** When a superuser last renamed it: from then on the shipped data's names no longer overwrite it. */
    names_edited_at: timestamp('names_edited_at', { withTimezone: true }),
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
    /** A moderator's lock: until then no posting, commenting or following (docs/product.md "Reports, blocks and moderation"). */
    locked_until: timestamp('locked_until', { withTimezone: true }),
    term_privacy_accepted_at: timestamp('term_privacy_accepted_at', { withTimezone: true }),
    /** The PRIVACY_POLICY_VERSION the member agreed to at term_privacy_accepted_at (docs/decisions/0030). */
    term_privacy_version: text('term_privacy_version'),
    /** When the member confirmed at sign-up that they are MINIMUM_AGE or older (docs/decisions/0055-privacy-choices-and-sign-up-consent.md). */
    adult_confirmed_at: timestamp('adult_confirmed_at', { withTimezone: true }),
    /** When the member accepted the User Agreement, of version term_privacy_version (docs/decisions/0055-privacy-choices-and-sign-up-consent.md). */
    terms_accepted_at: timestamp('terms_accepted_at', { withTimezone: true }),
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
    /** Who sees the member's follow lists, likes and comments, skills and goals: everyone, members or only_me (docs/decisions/0060-privacy-settings.md). */
    privacy_follows: text('privacy_follows', { enum: PRIVACY_AUDIENCES }).notNull().default('everyone'),
    privacy_activity: text('privacy_activity', { enum: PRIVACY_AUDIENCES }).notNull().default('everyone'),
    privacy_skills: text('privacy_skills', { enum: PRIVACY_AUDIENCES }).notNull().default('everyone'),
    privacy_goals: text('privacy_goals', { enum: PRIVACY_AUDIENCES }).notNull().default('everyone'),
    /**
     * When the member asked to delete their account: the account is erased once this time has
     * passed, and signing in before then clears it (docs/decisions/0033-erasing-an-account.md).
     */
    deletion_due_at: timestamp('deletion_due_at', { withTimezone: true }),
    /**
     * When the member finished or skipped the first run (industry, rung, skills, goal); null
     * while it is still to come (docs/decisions/0049-the-first-run.md).
     */
    first_run_done_at: timestamp('first_run_done_at', { withTimezone: true }),
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
    check(
      'users_privacy_check',
      sql`${t.privacy_follows} in ('everyone', 'members', 'only_me') and ${t.privacy_activity} in ('everyone', 'members', 'only_me')
        and ${t.privacy_skills} in ('everyone', 'members', 'only_me') and ${t.privacy_goals} in ('everyone', 'members', 'only_me')`,
    ),
  ],
);

/** One row per issued access token; a JWT is only honoured while its row is live. */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    user_id: memberId(),
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
    user_id: memberId(),
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
    /** When a superuser last renamed it: from then on the shipped data's names no longer overwrite it. */
    names_edited_at: timestamp('names_edited_at', { withTimezone: true }),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex('skills_name_key_key').on(t.name_key),
    index('skills_name_en_idx').on(t.name_en, t.id),
    foreignKeyIndex('skills_created_by_idx', t.created_by),
  ],
);

/**
 * Skill keys the shipped reference data must not create again at the next start: a duplicate
 * merged into another skill, or the English name a superuser renamed a skill from.
 */
export const retiredSkillKeys = pgTable('retired_skill_keys', {
  name_key: text('name_key').primaryKey(),
  created_at: createdAt(),
});

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
    user_id: memberId(),
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
    follower_id: memberId('follower_id'),
    followee_id: memberId('followee_id'),
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
    user_id: memberId(),
    hashtag: text('hashtag').notNull(),
    created_at: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.user_id, t.hashtag] }),
    index('hashtag_follows_hashtag_idx').on(t.hashtag, t.user_id),
  ],
);

/** Skills a member follows. */
export const skillFollows = pgTable(
  'skill_follows',
  {
    user_id: memberId(),
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
    user_id: memberId(),
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

export * from './mail-schema';
export * from './data-exports-schema';
export * from './posts-schema';
export * from './career-tracks-schema';
export * from './search-schema';
export * from './notifications-schema';
export * from './phone-schema';
export * from './goal-plan-schema';
export * from './goal-nudge-schema';
export * from './share-cards-schema';
export * from './safety-schema';
export * from './profile-schema';
export * from './push-schema';
export * from './track-versions-schema';
export * from './endorsements-schema';
export * from './track-languages-schema';
