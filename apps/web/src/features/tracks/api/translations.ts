import type { Page } from '@ladder/shared/schemas/posts';
import type { Translation, TranslationInput, TranslationSuggestion } from '@ladder/shared/schemas/track-languages';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, ApiError } from '../../../lib/api-client';
import { postKeys } from '../../../lib/query-keys/posts';
import { trackKeys } from '../../../lib/query-keys/tracks';

// A track in both languages (docs/api/people-and-career-tracks.md "Both languages").
const base = (trackId: string) => `/career-tracks/${encodeURIComponent(trackId)}`;

/**
 * Its translation, or null: a track with none answers 404, an answer like any other here, so
 * that asking again after a save keeps what is on screen (a query with no data would be pending).
 */
export const useTrackTranslation = (trackId: string) =>
  useQuery({
    queryKey: trackKeys.translation(trackId),
    queryFn: () =>
      api<Translation>(`${base(trackId)}/translation`).catch((error: unknown) => {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }),
  });

/** The open suggestions: every one for the author, the reader's own for anyone else. */
export const useTranslationSuggestions = (trackId: string, isEnabled = true) =>
  useQuery({
    queryKey: trackKeys.suggestions(trackId),
    queryFn: () => api<Page<TranslationSuggestion>>(`${base(trackId)}/translation-suggestions?limit=20`),
    enabled: isEnabled,
  });

/** A translation changes what every list and the feed show of the track: refresh them. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: trackKeys.all }),
      queryClient.invalidateQueries({ queryKey: postKeys.all }),
    ]);
}

export function useSaveTranslation(trackId: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: TranslationInput) =>
      api<Translation>(`${base(trackId)}/translation`, { method: 'PUT', body: input }),
    onSuccess: () => refresh(),
  });
}

export function useDeleteTranslation(trackId: string) {
  const queryClient = useQueryClient();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: () => api<void>(`${base(trackId)}/translation`, { method: 'DELETE' }),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: trackKeys.translation(trackId) });
      return refresh();
    },
  });
}

export function useSuggestTranslation(trackId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TranslationInput) =>
      api<TranslationSuggestion>(`${base(trackId)}/translation-suggestions`, { method: 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: trackKeys.suggestions(trackId) }),
  });
}

export function useDecideSuggestion() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: 'accepted' | 'declined' }) =>
      api<TranslationSuggestion>(`/translation-suggestions/${encodeURIComponent(id)}`, {
        method: 'PUT',
        body: { status },
      }),
    onSuccess: () => refresh(),
  });
}
