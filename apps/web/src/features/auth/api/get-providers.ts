import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { authKeys } from '../../../lib/query-keys/session';

export interface Providers {
  google: { client_id: string } | null;
  linkedin: { client_id: string } | null;
}

/** Which third-party sign-ins the server has configured; their buttons show only then. */
export const getProviders = () => api<Providers>('/login/providers');

export const providersQueryOptions = queryOptions({
  queryKey: authKeys.loginProviders,
  queryFn: getProviders,
  staleTime: Infinity,
});

export const useProviders = () => useQuery(providersQueryOptions);
