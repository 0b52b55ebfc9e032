import { z } from './zod';
import { currentRoleSchema } from './profile';
import { LANGUAGES } from '../constants';
import { DESIRED_LEVELS } from '../values/career-tracks';

/**
 * What a visitor and a link's crawler read of a shared track, post or profile
 * (docs/decisions/0047-shared-links.md, docs/api/sharing.md). A track's preview never carries the
 * member-only parts of its skills (what, why, resources, objective, confidence).
 */
const rungSchema = z.object({ id: z.string(), title: z.string() });

export const trackPreviewSchema = z.object({
  id: z.string(),
  /** In the reader's language when the track has it, else as written (docs/decisions/0063). */
  title: z.string(),
  desc: z.string(),
  /** The language it was written in, and the one `title` and `desc` are in. */
  language: z.enum(LANGUAGES),
  text_language: z.enum(LANGUAGES),
  industry_id: z.string(),
  industry_name_en: z.string(),
  industry_name_vn: z.string(),
  user_name: z.string(),
  user_username: z.string(),
  user_photo_path: z.string().nullable(),
  /** The skills, in the planner's order, by category: names and levels only. */
  skills: z.array(
    z.object({ skill_category_id: z.number(), skill_name: z.string(), desired_level: z.enum(DESIRED_LEVELS) }),
  ),
  /** The rungs right below it (what it builds on, tracks naming it as next) and right above. */
  below: z.array(rungSchema),
  above: z.array(rungSchema),
  total_built_on: z.number().int(),
  total_next: z.number().int(),
  updated_at: z.string(),
});
export type TrackPreview = z.infer<typeof trackPreviewSchema>;

export const profilePreviewSchema = z.object({
  id: z.string(),
  name: z.string(),
  username: z.string(),
  headline: z.string().nullable(),
  photo_path: z.string().nullable(),
  /** Shared tracks whose previews are on, newest first (at most PROFILE_PREVIEW_TRACKS). */
  tracks: z.array(rungSchema.extend({ industry_name_en: z.string(), industry_name_vn: z.string() })),
  total_followers: z.number().int(),
  /** Where the member works now, when that job is public (their newest experience with no end). */
  current_role: currentRoleSchema.nullable(),
  updated_at: z.string(),
});
export type ProfilePreview = z.infer<typeof profilePreviewSchema>;
export const PROFILE_PREVIEW_TRACKS = 20;

/** The author's switch for a track's public preview. */
export const previewSettingSchema = z.object({ previews_allowed: z.boolean() });
export type PreviewSetting = z.infer<typeof previewSettingSchema>;

/** What a sitemap lists, in its order: track previews, public posts, members' public pages. */
export const SITEMAP_KINDS = ['track', 'post', 'profile'] as const;
export type SitemapKind = (typeof SITEMAP_KINDS)[number];
