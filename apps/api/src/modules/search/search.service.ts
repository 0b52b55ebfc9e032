import {
  PEOPLE_LIMITS,
  type SearchResult,
  type SuggestionReason,
  type Suggestions,
} from '@ladder/shared/schemas/people';
import type { Db } from '../../db/client';
import { pageSize } from '../../lib/paging';
import { smallPhotoKey } from '../../storage/photo-keys';
import type { UserRow } from '../users/users.repository';
import { searchRepository, type SuggestionRow } from './search.repository';

type MediaUrl = (key: string | null) => string | null;

const EMPTY: SearchResult = { people: [], hashtags: [], career_tracks: [] };

/** Trimmed, one space between words, cut to the bound; null when nothing searchable is left. */
export function searchTerm(keywords: string | undefined): string | null {
  const term = (keywords ?? '')
    .normalize('NFC')
    .replace(/[\p{Cc}\s]+/gu, ' ') // control characters (NUL cannot even be stored) count as spaces
    .trim()
    .slice(0, PEOPLE_LIMITS.keywords)
    .trim();
  // Trigrams are made of letters and digits only: without any, nothing can match.
  return /[\p{L}\p{N}]/u.test(term) ? term : null;
}

function reasonOf(row: SuggestionRow): SuggestionReason {
  if (row.mutual > 0) return 'followed_by_people_you_follow';
  if (row.skills > 0) return 'shared_skills';
  if (row.industry > 0) return 'same_industry';
  return 'active';
}

export function createSearchService(deps: { db: Db; mediaUrl: MediaUrl }) {
  const { db, mediaUrl } = deps;

  return {
    /** People, hashtags and shared career tracks matching the keywords, best first, each group bounded. */
    async search(_actor: UserRow, input: { keywords?: string | undefined; limit?: number | undefined }) {
      const term = searchTerm(input.keywords);
      if (!term) return EMPTY;
      const limits = PEOPLE_LIMITS.search;
      const size = pageSize(input.limit, limits.fallback, limits.max);
      const hashtagTerm = searchTerm(term.replace(/#/g, ' '));
      const [people, hashtags, tracks] = await Promise.all([
        searchRepository.people(db, term, size),
        hashtagTerm ? searchRepository.hashtags(db, hashtagTerm, size) : Promise.resolve([]),
        searchRepository.careerTracks(db, term, size),
      ]);
      return {
        people: people.map((p) => ({ ...p, photo_path: mediaUrl(smallPhotoKey(p.photo_path)) })),
        hashtags,
        career_tracks: tracks,
      } satisfies SearchResult;
    },

    async youMightLike(actor: UserRow, input: { limit?: number | undefined }): Promise<Suggestions> {
      const limits = PEOPLE_LIMITS.suggestions;
      const rows = await searchRepository.suggestions(db, actor.id, pageSize(input.limit, limits.fallback, limits.max));
      return {
        items: rows.map((row) => ({
          user_id: row.user_id,
          user_name: row.user_name,
          username: row.username,
          user_photo_path: mediaUrl(smallPhotoKey(row.user_photo_path)),
          headline: row.headline,
          reason: reasonOf(row),
        })),
      };
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
