import {
  careerTrackEditorSchema,
  type CareerTrack,
  type CareerTrackInput,
  type CareerTrackInputStatus,
  type DesiredLevel,
} from '@ladder/shared/schemas/career-tracks';
import type { FieldError, Resolver } from 'react-hook-form';
import { schemaResolver } from '../../../lib/schema-resolver';
import type { Language } from '@ladder/shared/constants';

/** The track editor's form: its values, how a track becomes them and back, and how they are checked. */

export interface SkillRowForm {
  skill_category_id: number;
  skill_id: string;
  skill_name: string;
  what: string;
  why: string;
  desired_level: DesiredLevel | '';
  external_desc_urls: string[];
  /** Each link's language, in the links' order (null: not said). */
  external_desc_languages: (Language | null)[];
  declared_objective: string;
  declared_confidence: number | null;
}

export interface TrackForm {
  industry_id: string;
  title: string;
  desc: string;
  /** The language it is written in, its original (docs/decisions/0063). */
  language: Language;
  status: CareerTrackInputStatus;
  derived_career_track_id: string | null;
  next_career_tracks: string[];
  skills: SkillRowForm[];
  /** A shared track's save: the author's one line for its history; empty lets Ladder write one. */
  version_summary: string;
}

/**
 * The shared schema checks the form (careerTrackEditorSchema: every rule at once), keeping every
 * message of a path (`types`), so the three missing-category messages, all on `skills`, show
 * together. They live at `skills.root`, the field array's own error, whether or not a row
 * exists yet. The form's values are not the schema's input type (a level not chosen yet is '',
 * each row keeps its skill's name for display), hence the cast; the values handed on are the
 * form's own (`raw`), which toInput turns into the request.
 */
const checkTrack = schemaResolver(careerTrackEditorSchema, undefined, { raw: true }) as unknown as Resolver<TrackForm>;

export const trackResolver: Resolver<TrackForm> = async (values, context, options) => {
  const result = await checkTrack(values, context, { ...options, criteriaMode: 'all' });
  const skills = result.errors.skills as (FieldError & Record<string, unknown>) | undefined;
  if (skills && typeof skills.type === 'string') {
    const { type, message, types, ref, ...rows } = skills;
    result.errors.skills = { ...rows, root: { type, message, types, ref } };
  }
  return result;
};

/** A server field path as the form names it (a link's own index is shown on the links field). */
export function formPath(field: string): string {
  if (field === 'skills') return 'skills.root';
  return field.replace(/^(skills\.\d+\.external_desc_urls)\.\d+$/, '$1').replace(/^(next_career_tracks)\.\d+$/, '$1');
}

export function messagesOf(error: FieldError | undefined): string[] {
  if (!error) return [];
  const typed = Object.values(error.types ?? {})
    .flat()
    .filter((message): message is string => typeof message === 'string');
  return [...new Set(typed.length > 0 ? typed : [error.message ?? ''])].filter(Boolean);
}

export const emptyRow = (categoryId: number): SkillRowForm => ({
  skill_category_id: categoryId,
  skill_id: '',
  skill_name: '',
  what: '',
  why: '',
  desired_level: '',
  external_desc_urls: [],
  external_desc_languages: [],
  declared_objective: '',
  declared_confidence: null,
});

/** A posted track stays posted: one voted outdated is still in the feed and the tree (docs/product.md). */
export const isPosted = (track: CareerTrack) => track.status === 'shared' || track.status === 'outdated';

/** The form of a track (its original texts), or of a new one written in `language`. */
export function toForm(track: CareerTrack | null, industryId: string, language: Language): TrackForm {
  if (!track) {
    return {
      industry_id: industryId,
      title: '',
      desc: '',
      language,
      status: 'new',
      derived_career_track_id: null,
      next_career_tracks: [],
      skills: [],
      version_summary: '',
    };
  }
  return {
    industry_id: track.industry_id,
    title: track.title,
    desc: track.desc,
    language: track.language,
    status: isPosted(track) ? 'shared' : track.status === 'completed' ? 'completed' : 'new',
    derived_career_track_id: track.derived_career_track_id,
    next_career_tracks: track.next_career_tracks,
    skills: track.skills.map((row) => ({ ...row, declared_objective: row.declared_objective ?? '' })),
    version_summary: '',
  };
}

/**
 * "Use as a starting point": a new track filled from another and derived from it. Nothing is
 * stored until the member saves, so leaving the editor leaves no draft (issue 41).
 */
export function copyForm(source: CareerTrack): TrackForm {
  return {
    ...toForm(source, source.industry_id, source.text_language),
    // The copy takes the texts its member read: in their language when the track has it.
    language: source.text_language,
    status: 'new',
    derived_career_track_id: source.id,
    next_career_tracks: [],
  };
}

export function toInput(values: TrackForm): CareerTrackInput {
  return {
    industry_id: values.industry_id,
    title: values.title,
    desc: values.desc,
    language: values.language,
    status: values.status,
    derived_career_track_id: values.derived_career_track_id,
    next_career_tracks: values.next_career_tracks,
    skills: values.skills.map((row) => ({
      skill_category_id: row.skill_category_id,
      skill_id: row.skill_id,
      what: row.what,
      why: row.why,
      desired_level: row.desired_level as DesiredLevel,
      external_desc_urls: row.external_desc_urls,
      external_desc_languages: row.external_desc_languages,
      declared_objective: row.declared_objective || null,
      declared_confidence: row.declared_confidence,
    })),
    ...(values.version_summary.trim() ? { version_summary: values.version_summary.trim() } : {}),
  };
}
