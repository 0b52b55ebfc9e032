import type { Industry } from '@ladder/shared/schemas/career-tracks';
import type { Page } from '@ladder/shared/schemas/posts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { profileKeys } from '../../../lib/query-keys/profile';

/** Every industry (29 of them) in the reader's language, for the profile's industry select and label. */
export const useIndustryOptions = (language: string) =>
  useQuery({
    queryKey: profileKeys.industries(language),
    queryFn: () => api<Page<Industry>>(`/industries/get?limit=100&language=${language}`, { method: 'POST' }),
    staleTime: 60 * 60_000,
    retry: false,
  });
