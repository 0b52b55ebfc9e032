import type { Language } from '@ladder/shared/constants';
import type { CareerTrack, CareerTrackSummary, SkillRow } from '@ladder/shared/schemas/career-tracks';
import type { MediaStore } from '../../storage/media-store';
import type { FullTrackRow, RungRow, SummaryRow } from './track-views.repository';
import { iso } from '../../lib/iso';

/** A timestamp as the API writes it. */
/** Shared, whether or not members voted it outdated: an outdated track stays shared (decision 0027). */
export const isPublic = (status: string) => status === 'shared' || status === 'outdated';

/** A track as lists show it: its title, author, status and counts. */
export function toSummary(row: SummaryRow): CareerTrackSummary {
  return {
    id: row.id,
    title: row.title,
    text_language: row.text_language,
    status: row.status,
    is_public: isPublic(row.status),
    industry_id: row.industry_id,
    user_id: row.user_id,
    user_name: row.user_name,
    user_username: row.user_username,
    total_outdated_votes: row.total_outdated_votes,
    total_next: row.total_next,
    updated_at: iso(row.updated_at),
  };
}

/**
 * Each row's links with the reader's language first, then those of no language said, then the
 * others, each group in the author's order (docs/decisions/0063).
 */
export function readerLinksFirst<R extends Pick<SkillRow, 'external_desc_urls' | 'external_desc_languages'>>(
  rows: R[],
  language: Language,
): R[] {
  const rank = (of: Language | null) => (of === language ? 0 : of === null ? 1 : 2);
  return rows.map((row) => {
    const links = row.external_desc_urls
      .map((url, index) => ({ url, language: row.external_desc_languages[index] ?? null, index }))
      .sort((a, b) => rank(a.language) - rank(b.language) || a.index - b.index);
    return {
      ...row,
      external_desc_urls: links.map((link) => link.url),
      external_desc_languages: links.map((link) => link.language),
    };
  });
}

/** One whole track as the answer shows it, from its row and its ladder's rungs. */
export function toTrack(row: FullTrackRow, rungs: RungRow[], mediaUrl: MediaStore['url']): CareerTrack {
  return {
    id: row.id,
    industry_id: row.industry_id,
    industry_name_en: row.industry_name_en,
    industry_name_vn: row.industry_name_vn,
    title: row.title,
    desc: row.desc,
    language: row.language,
    text_language: row.text_language,
    translation: row.translation && { ...row.translation, updated_at: iso(row.translation.updated_at) },
    open_suggestions: row.open_suggestions,
    status: row.status,
    is_public: isPublic(row.status),
    derived_career_track_id: row.derived_career_track_id,
    is_copy: row.is_copy,
    next_career_tracks: row.next_ids,
    skills: row.skills,
    user_id: row.user_id,
    user_name: row.user_name,
    user_username: row.user_username,
    user_photo_path: mediaUrl(row.user_photo_path),
    author_role: row.author_role,
    total_outdated_votes: row.total_outdated_votes,
    my_outdated_vote: row.my_vote_notes === null ? null : { vote_notes: row.my_vote_notes },
    post_id: row.post_id,
    total_built_on: row.total_built_on,
    previews_allowed: row.previews_allowed,
    ...(row.hidden_reason ? { hidden_reason: row.hidden_reason, hidden_decision_id: row.hidden_decision_id } : {}),
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    ladder: {
      derived_from: row.derived_from ? toSummary(row.derived_from) : null,
      next: row.next.map(toSummary),
      derived: row.derived.map(toSummary),
      rungs: rungs.map((rung) => ({ ...toSummary(rung), depth: rung.depth })),
    },
  };
}
