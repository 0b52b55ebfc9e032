import type { Page } from '@ladder/shared/schemas/posts';
import type { NewSkillInput, Skill, SkillCategory } from '@ladder/shared/schemas/career-tracks';
import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { trackKeys } from '../../../lib/query-keys/tracks';

/** The four fixed categories (docs/product.md "Fixed values and limits"); they never change while the app runs. */
export const skillCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: trackKeys.categories(),
    queryFn: () => api<SkillCategory[]>('/skill-categories'),
    staleTime: Infinity,
  });

export const useSkillCategories = () => useQuery(skillCategoriesQueryOptions());

/** Skills matching what was typed, the industry's suggestions first. */
export const useSkillSearch = (keywords: string, industryId: string, isEnabled: boolean) =>
  useQuery({
    queryKey: trackKeys.skills(keywords, industryId),
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({ limit: '20', keywords });
      if (industryId) query.set('industry_id', industryId);
      return api<Page<Skill>>(`/skills/get?${query.toString()}`, { method: 'POST', body: {}, signal });
    },
    enabled: isEnabled,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });

export const useCreateSkill = () =>
  useMutation({ mutationFn: (input: NewSkillInput) => api<Skill>('/skills/', { method: 'POST', body: input }) });

/** A skill's name in the reader's language (the name it was created with when it has none there). */
export const localizedSkillName = (skill: Pick<Skill, 'name' | 'name_en' | 'name_vn'>, language: string) =>
  (language === 'vi' ? skill.name_vn : skill.name_en) || skill.name;
