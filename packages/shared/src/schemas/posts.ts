import { z } from './zod';
import { LANGUAGES } from '../constants';
import { COMMENT_MAX_LENGTH, MAX_MEDIA_PER_POST, POST_CONTENT_MAX_LENGTH } from '../values/posts';

export * from '../values/posts';
const uuid = (message = 'validation.invalid') => z.uuid({ error: message });

const content = z
  .string({ error: 'validation.post_required' })
  .trim()
  .min(1, { error: 'validation.post_required', abort: true })
  .max(POST_CONTENT_MAX_LENGTH, { error: 'validation.post_too_long' });

/** `POST /posts/`: hashtags come from the content and media from uploads, whatever is sent. */
export const createPostSchema = z.object({
  content,
  prev_post_id: uuid().nullable().optional(),
  next_post_id: uuid().nullable().optional(),
  hashtags: z.array(z.string()).optional(),
  media_files: z.array(z.unknown()).optional(),
  status: z.enum(['new', 'shared']).optional(),
});
export type CreatePostInput = z.infer<typeof createPostSchema>;

/** `PUT /posts/{id}`: `media_files`, when given, lists the ids of the media to keep. */
export const updatePostSchema = z.object({
  content: content.optional(),
  prev_post_id: uuid().nullable().optional(),
  next_post_id: uuid().nullable().optional(),
  hashtags: z.array(z.string()).optional(),
  media_files: z
    .array(z.union([z.uuid(), z.object({ id: z.uuid() })]))
    .max(MAX_MEDIA_PER_POST, { error: 'validation.too_many_files' })
    .optional(),
});
export type UpdatePostInput = z.infer<typeof updatePostSchema>;

export const interactionSchema = z
  .object({ liked: z.boolean().optional(), saved: z.boolean().optional(), shared: z.boolean().optional() })
  .strict();
export type InteractionInput = z.infer<typeof interactionSchema>;

/** The answer to setting an interaction: the member's switches and the post's counters after it. */
export const interactionAnswerSchema = z.object({
  post_id: z.string(),
  user_id: z.string(),
  liked: z.boolean(),
  saved: z.boolean(),
  shared: z.boolean(),
  total_post_likes: z.number(),
  total_post_comments: z.number(),
  total_post_shares: z.number(),
});
export type InteractionAnswer = z.infer<typeof interactionAnswerSchema>;

/** A member who liked or shared a post, as the list of a post's interactions shows them. */
export const interactorSchema = z.object({
  user_id: z.string(),
  user_name: z.string(),
  user_username: z.string(),
  user_photo_path: z.string().nullable(),
  liked: z.boolean(),
  shared: z.boolean(),
});
export type Interactor = z.infer<typeof interactorSchema>;

export const commentSchema = z.object({
  comment: z
    .string({ error: 'validation.comment_required' })
    .trim()
    .min(1, { error: 'validation.comment_required', abort: true })
    .max(COMMENT_MAX_LENGTH, { error: 'validation.comment_too_long' }),
  parent_comment_id: uuid().nullable().optional(),
});
export type CommentInput = z.infer<typeof commentSchema>;

/** Paging of every list: `limit` and the opaque keyset cursor, in the body or the query. */
export const pageSchema = z.object({
  limit: z.coerce.number().int().min(1).optional(),
  last_evaluated_key: z.string().max(200).nullable().optional(),
});

export const mediaSchema = z.object({
  id: z.string(),
  kind: z.enum(['image', 'video']),
  url: z.string(),
  thumbnail_url: z.string().nullable(),
  content_type: z.string(),
  width: z.number().nullable(),
  height: z.number().nullable(),
});

export const postSchema = z.object({
  id: z.string(),
  user_id: z.string(),
  user_name: z.string(),
  user_username: z.string(),
  user_photo_path: z.string().nullable(),
  content: z.string(),
  media_files: z.array(mediaSchema),
  hashtags: z.array(z.string()),
  status: z.string(),
  career_track_id: z.string().nullable(),
  prev_post_id: z.string().nullable(),
  next_post_id: z.string().nullable(),
  total_post_likes: z.number(),
  total_post_comments: z.number(),
  total_post_shares: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
  interaction: z.object({ liked: z.boolean(), saved: z.boolean(), shared: z.boolean() }),
  /** Whether the viewer follows the author: the post menu's Follow / Unfollow. */
  author_followed: z.boolean(),
  /** Set when a moderator hid the post: only its author sees it, marked with the rule (docs/api/safety.md). */
  hidden_reason: z.string().nullable().optional(),
  /** With `hidden_reason`: the moderator's decision, which its author may appeal (`/appeal/{id}`). */
  hidden_decision_id: z.string().nullable().optional(),
  /** For a published career track's post: the track's card. */
  career_track: z
    .object({
      id: z.string(),
      title: z.string(),
      desc: z.string(),
      status: z.string(),
      industry_id: z.string(),
      industry_name_en: z.string(),
      industry_name_vn: z.string(),
      total_skills: z.number(),
      total_outdated_votes: z.number(),
      /**
       * The language `title` and `desc` are written in, and their translation if any: the same
       * answer serves every reader, who reads it by `textsFor` (docs/decisions/0063).
       */
      language: z.enum(LANGUAGES),
      translation: z.object({ language: z.enum(LANGUAGES), title: z.string(), desc: z.string() }).nullable(),
    })
    .nullable(),
});
export type Post = z.infer<typeof postSchema>;
export type Media = z.infer<typeof mediaSchema>;

export const commentViewSchema = z.object({
  id: z.string(),
  post_id: z.string(),
  user_id: z.string(),
  user_name: z.string(),
  user_username: z.string(),
  user_photo_path: z.string().nullable(),
  comment: z.string(),
  parent_comment_id: z.string().nullable(),
  replies: z.number(),
  /** Set when a moderator hid the comment: only its author sees it (docs/api/safety.md). */
  hidden_reason: z.string().nullable().optional(),
  /** With `hidden_reason`: the moderator's decision, which its author may appeal (`/appeal/{id}`). */
  hidden_decision_id: z.string().nullable().optional(),
  /** Present (true) when written in its author's first day: its links are shown as plain text. */
  is_plain_text: z.boolean().optional(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Comment = z.infer<typeof commentViewSchema>;

export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.number().optional(), last_evaluated_key: z.string().nullable() });
export interface Page<T> {
  items: T[];
  total?: number;
  last_evaluated_key: string | null;
}
