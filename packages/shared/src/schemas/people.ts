import { z } from './zod';
import { LANGUAGES } from '../constants';
import { pageOf } from './posts';
import { lockedSchema } from './privacy-settings';

/** Page sizes and bounds of the people calls (docs/api/people-and-career-tracks.md). */
export const PEOPLE_LIMITS = {
  follows: { fallback: 20, max: 100 },
  search: { fallback: 5, max: 10 },
  /** A group's page on the full results page; a search reaches the best 60 of each group. */
  searchPage: { fallback: 10, max: 20 },
  suggestions: { fallback: 5, max: 20 },
  subscriptions: { fallback: 20, max: 100 },
  activities: { fallback: 5, max: 50 },
  /** Search keywords are trimmed and cut to this many characters. */
  keywords: 100,
} as const;

/** `follow-user` / `unfollow-user`: the new state and both counters. */
export const followUserResultSchema = z.object({
  user_id: z.string(),
  is_followed: z.boolean(),
  total_followers: z.number(),
  total_followings: z.number(),
});
export type FollowUserResult = z.infer<typeof followUserResultSchema>;

/** A member in the followers / followings lists and in the suggestions. */
export const personItemSchema = z.object({
  user_id: z.string(),
  user_name: z.string(),
  username: z.string(),
  user_photo_path: z.string().nullable(),
  headline: z.string().nullable(),
  is_followed: z.boolean(),
});
export type PersonItem = z.infer<typeof personItemSchema>;
/** `locked`: the member's privacy setting keeps the reader out of the list (then empty). */
export const personPageSchema = pageOf(personItemSchema).extend({ locked: lockedSchema });

export const followedHashtagSchema = z.object({
  hashtag: z.string(),
  total_followers: z.number(),
  is_followed: z.boolean(),
});
export type FollowedHashtag = z.infer<typeof followedHashtagSchema>;
export const followedHashtagPageSchema = pageOf(followedHashtagSchema).extend({ locked: lockedSchema });

export const followedSkillSchema = z.object({
  skill_id: z.string(),
  skill_name: z.string(),
  is_followed: z.boolean(),
});
export type FollowedSkill = z.infer<typeof followedSkillSchema>;
export const followedSkillPageSchema = pageOf(followedSkillSchema).extend({ locked: lockedSchema });

export const personHitSchema = z.object({
  id: z.string(),
  name: z.string(),
  username: z.string(),
  photo_path: z.string().nullable(),
  headline: z.string().nullable(),
  /** Whether the viewer follows them (they come first among equal matches). */
  is_followed: z.boolean(),
});
export const hashtagHitSchema = z.object({ hashtag: z.string(), total_posts: z.number(), total_followers: z.number() });
export const trackHitSchema = z.object({
  id: z.string(),
  /** In the reader's language when the track has it, else as written (docs/decisions/0063). */
  title: z.string(),
  text_language: z.enum(LANGUAGES),
  industry_id: z.string(),
  /** In the viewer's language. */
  industry_name: z.string(),
  user_id: z.string(),
  user_name: z.string(),
});

/** `GET /users/current/me/search`. */
export const searchResultSchema = z.object({
  people: z.array(personHitSchema),
  hashtags: z.array(hashtagHitSchema),
  career_tracks: z.array(trackHitSchema),
});
/** `GET /users/current/me/search/{people,hashtags,career-tracks}`: one group, paged. */
export type PersonHit = z.infer<typeof personHitSchema>;
export type HashtagHit = z.infer<typeof hashtagHitSchema>;
export type TrackHit = z.infer<typeof trackHitSchema>;
export const personHitPageSchema = pageOf(personHitSchema);
export type PersonHitPage = z.infer<typeof personHitPageSchema>;
/**
 * `GET /users/current/me/search/people` may narrow the people found (or, without keywords, list
 * them): `organization`, part of a workplace's or school's name on their profile; `endorsed_skill_id`,
 * a skill others vouched for. Blank means no filter.
 */
export const peopleFiltersQuerySchema = z.object({
  organization: z
    .string({ error: 'validation.invalid' })
    .max(500, { error: 'validation.invalid' })
    .transform((value) => value.normalize('NFC').replace(/\s+/g, ' ').trim().slice(0, 120) || null)
    .optional(),
  endorsed_skill_id: z
    .union([z.literal(''), z.uuid({ error: 'validation.invalid' })], { error: 'validation.invalid' })
    .transform((value) => value.toLowerCase() || null)
    .optional(),
});
export type PeopleFiltersQuery = z.infer<typeof peopleFiltersQuerySchema>;
export const hashtagHitPageSchema = pageOf(hashtagHitSchema);
export const trackHitPageSchema = pageOf(trackHitSchema);
export type SearchResult = z.infer<typeof searchResultSchema>;
/**
 * `GET /users/current/me/search/counts`: how many each tab of the full results page holds, each
 * counted up to `reach` (a tab holding `reach` may hold more).
 */
export const searchCountsSchema = z.object({
  people: z.number().int(),
  hashtags: z.number().int(),
  career_tracks: z.number().int(),
  posts: z.number().int(),
  reach: z.number().int(),
});
export type SearchCounts = z.infer<typeof searchCountsSchema>;

export const SUGGESTION_REASONS = [
  'followed_by_people_you_follow',
  'shared_skills',
  'same_industry',
  'active',
] as const;
export type SuggestionReason = (typeof SUGGESTION_REASONS)[number];

/** `GET /users/current/me/get-you-might-like`. */
export const suggestionsSchema = z.object({
  items: z.array(
    z.object({
      user_id: z.string(),
      user_name: z.string(),
      username: z.string(),
      user_photo_path: z.string().nullable(),
      headline: z.string().nullable(),
      reason: z.enum(SUGGESTION_REASONS),
    }),
  ),
});
export type Suggestions = z.infer<typeof suggestionsSchema>;

/** The plan values of docs/product.md "Subscriptions and plans"; the server sets them, whatever a client sends. */
export const EDUCATION_PLAN = {
  subscription_plan: 'Education',
  billing_cycle: 'Monthly',
  is_trial: false,
  payment_amount: 0,
  payment_currency: 'VND',
  is_payment_recurred: true,
} as const;

export const subscriptionSchema = z.object({
  id: z.string(),
  subscription_plan: z.string(),
  billing_cycle: z.string(),
  is_trial: z.boolean(),
  payment_amount: z.number(),
  payment_currency: z.string(),
  is_payment_recurred: z.boolean(),
  is_active: z.boolean(),
  is_cancelled: z.boolean(),
  service_start: z.string(),
  service_end: z.string().nullable(),
  cancelled_at: z.string().nullable(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;
export const subscriptionPageSchema = pageOf(subscriptionSchema);

/** What the member's plan is: educator while an Education subscription is active and not cancelled. */
export const PLANS = ['user', 'educator'] as const;
export type Plan = (typeof PLANS)[number];

/** `GET /plans`: what each plan allows and costs, so a member sees the User plan's cap before reaching it. */
export const planInfoSchema = z.object({
  plan: z.enum(PLANS),
  /** Career tracks a member on this plan may own; null for no cap. */
  career_track_limit: z.number().int().nullable(),
  payment_amount: z.number(),
  payment_currency: z.string(),
  /** null for the free User plan. */
  billing_cycle: z.string().nullable(),
});
export type PlanInfo = z.infer<typeof planInfoSchema>;
export const plansSchema = z.object({ items: z.array(planInfoSchema) });

/** A post of the profile's "Likes & comments" tab carries what the member did with it. */
export const activitySchema = z.object({ liked: z.boolean(), commented: z.boolean(), at: z.string() });
export type Activity = z.infer<typeof activitySchema>;
