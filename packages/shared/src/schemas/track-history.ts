import { z } from './zod';
import { DESIRED_LEVELS } from '../values/career-tracks';
import { pageOf } from './posts';

/**
 * A shared track's history (docs/api/people-and-career-tracks.md "History"; docs/decisions/
 * 0057-a-track-keeps-its-history.md): its versions, newest first, and the comparison of two.
 */
export * from './track-history-values';

export const versionChangesSchema = z.object({
  skills_added: z.number(),
  skills_removed: z.number(),
  levels_changed: z.number(),
  categories_moved: z.number(),
  texts_changed: z.number(),
  resources_changed: z.number(),
  skills_changed: z.number(),
  title_changed: z.boolean(),
  desc_changed: z.boolean(),
});
export type VersionChanges = z.infer<typeof versionChangesSchema>;

export const trackVersionSchema = z.object({
  number: z.number(),
  created_at: z.string(),
  author: z.object({ id: z.string(), name: z.string(), username: z.string() }),
  /** The author's own line; null: the reader's language writes one from `changes`. */
  summary: z.string().nullable(),
  /** What this save changed from the one before; null for the first. */
  changes: versionChangesSchema.nullable(),
  /** The older version this one made current again. */
  restored_from: z.number().nullable(),
  /** Outdated votes cast on this version; when they made the track outdated. */
  outdated_votes: z.number(),
  voted_outdated_at: z.string().nullable(),
});
export type TrackVersion = z.infer<typeof trackVersionSchema>;
export const trackVersionPageSchema = pageOf(trackVersionSchema);

/** A word-level change of a text: kept, added or removed words, in order. */
export const textPartSchema = z.object({ kind: z.enum(['same', 'added', 'removed']), text: z.string() });
export type TextPart = z.infer<typeof textPartSchema>;

const skillRef = { skill_id: z.string(), skill_name: z.string() };
const level = z.enum(DESIRED_LEVELS);

export const versionComparisonSchema = z.object({
  from: trackVersionSchema,
  to: trackVersionSchema,
  /** Null when the text did not change. */
  title: z.array(textPartSchema).nullable(),
  desc: z.array(textPartSchema).nullable(),
  skills_added: z.array(z.object({ ...skillRef, skill_category_id: z.number(), desired_level: level })),
  skills_removed: z.array(z.object({ ...skillRef, skill_category_id: z.number(), desired_level: level })),
  levels: z.array(z.object({ ...skillRef, from: level, to: level, direction: z.enum(['raised', 'lowered']) })),
  categories: z.array(z.object({ ...skillRef, from: z.number(), to: z.number() })),
  texts: z.array(z.object({ ...skillRef, field: z.enum(['what', 'why']), parts: z.array(textPartSchema) })),
  resources_added: z.array(z.object({ ...skillRef, url: z.string() })),
  resources_removed: z.array(z.object({ ...skillRef, url: z.string() })),
});
export type VersionComparison = z.infer<typeof versionComparisonSchema>;

/** A track built on another, compared with it: what it changed from the version it was built on, and what the origin changed since. */
export const originComparisonSchema = z.object({
  origin_id: z.string(),
  /** The origin's version current when this track was made; null when the origin keeps none. */
  base_version: z.number().nullable(),
  /** The origin's newest version. */
  origin_version: z.number().nullable(),
  changed: versionComparisonSchema.omit({ from: true, to: true }),
  /** Null when the origin has not changed since. */
  since: versionComparisonSchema.omit({ from: true, to: true }).nullable(),
});
export type OriginComparison = z.infer<typeof originComparisonSchema>;

export const versionCompareQuerySchema = z.object({
  from: z.coerce.number().int().min(1).max(2_000_000_000),
  to: z.coerce.number().int().min(1).max(2_000_000_000),
});
