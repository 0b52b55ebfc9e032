import type { Industry, Skill } from '@ladder/shared/schemas/career-tracks';
import type { Page } from '@ladder/shared/schemas/posts';
import type { SkillMergeResult } from '@ladder/shared/schemas/safety';
import {
  infiniteQueryOptions,
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { safetyKeys } from '../../../lib/query-keys/safety';
import { trackKeys } from '../../../lib/query-keys/tracks';

/** What the console edits: an industry or a skill, by its names in both languages. */
export type ReferenceKind = 'industries' | 'skills';
export type ReferenceItem = Pick<Industry | Skill, 'id' | 'name' | 'name_en' | 'name_vn'>;
export interface ReferenceNames {
  name_en: string;
  name_vn: string;
}

const PAGE = 20;

/** Industries or skills matching `keywords` (either language, accents ignored), page by page on the API's keyset. */
export const useReferenceList = (kind: ReferenceKind, keywords: string) =>
  useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: safetyKeys.referenceList(kind, keywords),
      queryFn: ({ pageParam, signal }) => {
        const query = new URLSearchParams({ limit: String(PAGE) });
        if (keywords) query.set('keywords', keywords);
        return api<Page<ReferenceItem>>(`/${kind}/get?${query.toString()}`, {
          method: 'POST',
          body: { last_evaluated_key: pageParam },
          signal,
        });
      },
      initialPageParam: null as string | null,
      getNextPageParam: (last) => last.last_evaluated_key,
      placeholderData: keepPreviousData,
    }),
  );

/** Skills to merge a duplicate into, matching what was typed. */
export const useMergeTargets = (keywords: string) =>
  useQuery({
    queryKey: safetyKeys.mergeTargets(keywords),
    queryFn: ({ signal }) =>
      api<Page<Skill>>(`/skills/get?${new URLSearchParams({ limit: '10', keywords }).toString()}`, {
        method: 'POST',
        body: {},
        signal,
      }),
    enabled: keywords.trim().length > 0,
    placeholderData: keepPreviousData,
  });

/**
 * Adds or renames an industry or a skill. A new skill is added by its English name, then named in
 * Vietnamese (the member's `POST /skills` takes one name). Every list of them refreshes.
 */
export function useSaveReference(kind: ReferenceKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, names }: { id: string | null; names: ReferenceNames }) => {
      if (id) return api<ReferenceItem>(`/${kind}/${encodeURIComponent(id)}`, { method: 'PUT', body: names });
      if (kind === 'industries') return api<ReferenceItem>('/industries', { method: 'POST', body: names });
      const made = await api<ReferenceItem>('/skills', { method: 'POST', body: { name: names.name_en } });
      return api<ReferenceItem>(`/skills/${encodeURIComponent(made.id)}`, { method: 'PUT', body: names });
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: safetyKeys.reference() });
      void queryClient.invalidateQueries({ queryKey: trackKeys.all });
    },
  });
}

/** Merges a duplicate skill into the one that stays (docs/api/safety.md "Merging a duplicate skill"). */
export function useMergeSkill() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ skillId, intoId }: { skillId: string; intoId: string }) =>
      api<SkillMergeResult>(`/moderation/skills/${encodeURIComponent(skillId)}/merge`, {
        method: 'POST',
        body: { into_skill_id: intoId },
      }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: safetyKeys.reference() });
      void queryClient.invalidateQueries({ queryKey: trackKeys.all });
    },
  });
}
