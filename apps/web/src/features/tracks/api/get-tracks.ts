import type { Page } from '@ladder/shared/schemas/posts';
import type { CareerTrack, CareerTrackSummary } from '@ladder/shared/schemas/career-tracks';
import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { trackKeys } from '../../../lib/query-keys/tracks';

export const TRACK_PAGE_SIZE = 20;

/**
 * An industry's shared tracks for the tree, in ladder order: a member's own drafts stay in My
 * career tracks, so the tree lists as many tracks as the industry's count says. With a `title`,
 * those whose title contains it (accents ignored), newest first, the last list kept on screen
 * while the next one loads.
 */
export const useTracksByIndustry = (industryId: string, title = '') =>
  useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: trackKeys.sharedByIndustry(industryId, title),
      queryFn: ({ pageParam }) =>
        api<Page<CareerTrackSummary>>(
          `/career-tracks/get-by-industry?industry_id=${encodeURIComponent(industryId)}&limit=${TRACK_PAGE_SIZE}&shared_only=true` +
            (title ? `&title=${encodeURIComponent(title)}` : ''),
          { method: 'POST', body: { last_evaluated_key: pageParam } },
        ),
      initialPageParam: null as string | null,
      getNextPageParam: (last) => last.last_evaluated_key,
      placeholderData: title ? keepPreviousData : undefined,
      enabled: industryId !== '',
    }),
  );

/**
 * The tracks one may link as derived or next, in every industry (an engineer's next rung may be
 * a product role), whose title contains `title`; the first `limit` of them.
 */
export const useLinkableTracks = (title: string, limit: number) =>
  useQuery({
    queryKey: trackKeys.linkable(limit, title),
    queryFn: () =>
      api<Page<CareerTrackSummary>>(
        `/career-tracks/get-linkable?limit=${limit}` + (title ? `&title=${encodeURIComponent(title)}` : ''),
        { method: 'POST' },
      ),
    // While a narrower title is asked for, the last answer stays (and is narrowed by the picker).
    placeholderData: (previous) => (title ? previous : undefined),
  });

/** A member's tracks: one's own in every status (My career tracks), or the shared ones alone (a profile). */
export const useTracksByUser = (userId: string, isSharedOnly = false) =>
  useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: trackKeys.byUser(userId, isSharedOnly),
      queryFn: ({ pageParam }) =>
        api<Page<CareerTrackSummary>>(
          `/career-tracks/get-by-user?user_id=${encodeURIComponent(userId)}&limit=${TRACK_PAGE_SIZE}` +
            (isSharedOnly ? '&shared_only=true' : ''),
          { method: 'POST', body: { last_evaluated_key: pageParam } },
        ),
      initialPageParam: null as string | null,
      getNextPageParam: (last) => last.last_evaluated_key,
    }),
  );

export const fetchTrack = (id: string, text?: TextLanguage) =>
  api<CareerTrack>(
    `/career-tracks/?career_track_id=${encodeURIComponent(id)}` + (text ? `&text_language=${text}` : ''),
  );

/** The texts of a track asked in a language, or as written ('original'); by default the reader's. */
export type TextLanguage = 'en' | 'vi' | 'original';

/** One track with its skills and ladder; a 404 is an answer, not something to retry. */
export const trackQueryOptions = (id: string) =>
  queryOptions({ queryKey: trackKeys.one(id), queryFn: () => fetchTrack(id), retry: false });

export const useTrack = (id: string, isEnabled = true) =>
  useQuery({ ...trackQueryOptions(id), enabled: isEnabled && id !== '' });

/** One track with its texts in `text` (the editor loads the original; a reader may switch). */
export const useTrackIn = (id: string, text: TextLanguage, isEnabled = true) =>
  useQuery({
    queryKey: trackKeys.oneIn(id, text),
    queryFn: () => fetchTrack(id, text),
    retry: false,
    enabled: isEnabled && id !== '',
  });
