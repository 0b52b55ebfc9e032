import type { PrivateUser } from '@ladder/shared/schemas/users';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const getMe = () => api<PrivateUser>('/users/current/me');

export const meQueryKey = ['me'] as const;

export const meQueryOptions = (hasToken: boolean) =>
  queryOptions({ queryKey: meQueryKey, queryFn: getMe, enabled: hasToken, staleTime: 5 * 60_000 });
