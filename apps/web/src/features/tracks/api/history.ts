import type { CareerTrack } from '@ladder/shared/schemas/career-tracks';
import type { Page } from '@ladder/shared/schemas/posts';
import type { OriginComparison, TrackVersion, VersionComparison } from '@ladder/shared/schemas/track-history';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { trackKeys } from '../../../lib/query-keys/tracks';

/** A shared track's versions, newest first (docs/api/people-and-career-tracks.md "History"). */
export const useTrackVersions = (trackId: string) =>
  useInfiniteQuery({
    queryKey: trackKeys.versions(trackId),
    queryFn: ({ pageParam }) =>
      api<Page<TrackVersion>>(
        `/career-tracks/${encodeURIComponent(trackId)}/versions${pageParam ? `?last_evaluated_key=${encodeURIComponent(pageParam)}` : ''}`,
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.last_evaluated_key,
  });

/** What changed from version `from` to `to`, skill names in the reader's language. */
export const useVersionComparison = (trackId: string, from: number, to: number, language: string) =>
  useQuery({
    queryKey: trackKeys.compare(trackId, from, to, language),
    queryFn: () =>
      api<VersionComparison>(`/career-tracks/${encodeURIComponent(trackId)}/versions/compare?from=${from}&to=${to}`),
    enabled: from > 0 && to > 0 && from !== to,
  });

/**
 * A track built on another, compared with it: what it changed from the version it was built on,
 * and what the original changed since. A track built on nothing (or on one the reader cannot
 * see) answers 404 (a 4xx is not asked again: lib/query-client.ts).
 */
export const useOriginComparison = (trackId: string, language: string) =>
  useQuery({
    queryKey: trackKeys.origin(trackId, language),
    queryFn: () => api<OriginComparison>(`/career-tracks/${encodeURIComponent(trackId)}/versions/origin`),
  });

/** The author makes an older version current: every cache of tracks is asked again. */
export function useRestoreVersion(trackId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (number: number) =>
      api<CareerTrack>(`/career-tracks/${encodeURIComponent(trackId)}/versions/${number}/restore`, { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: trackKeys.all }),
  });
}
