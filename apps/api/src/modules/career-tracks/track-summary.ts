import type { CareerTrackSummary } from '@ladder/shared/schemas/career-tracks';
import type { SummaryRow } from './track-views.repository';
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
