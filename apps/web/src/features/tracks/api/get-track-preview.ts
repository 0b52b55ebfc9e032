import type { TrackPreview } from '@ladder/shared/schemas/sharing';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { trackKeys } from '../../../lib/query-keys/tracks';

/** A shared track's public preview (docs/api/sharing.md); a 404 is an answer, not something to retry. */
export const trackPreviewQueryOptions = (id: string) =>
  queryOptions({
    queryKey: trackKeys.preview(id),
    queryFn: () => api<TrackPreview>(`/career-tracks/${encodeURIComponent(id)}/preview`),
    retry: false,
  });

export const useTrackPreview = (id: string) => useQuery(trackPreviewQueryOptions(id));

/** The author's switch for the track's public preview. */
export const setTrackPreviews = (id: string, isAllowed: boolean) =>
  api<{ previews_allowed: boolean }>(`/career-tracks/${encodeURIComponent(id)}/preview`, {
    method: 'PUT',
    body: { previews_allowed: isAllowed },
  });
