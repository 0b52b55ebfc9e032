import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { peopleKeys } from '../../../lib/query-keys/people';
import type { Suggestions } from './types';

/** 'You Might Like': a few members to follow, each with why. */
export const useYouMightLike = () =>
  useQuery({
    queryKey: peopleKeys.suggestions(),
    queryFn: () => api<Suggestions>('/users/current/me/get-you-might-like?limit=5'),
    staleTime: 5 * 60_000,
  });
