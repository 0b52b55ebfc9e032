import type { PrivateUser } from '@ladder/shared/schemas/users';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { meKey } from '../../../lib/query-keys/session';

export const getMe = () => api<PrivateUser>('/users/current/me');

export const meQueryOptions = (hasToken: boolean) =>
  queryOptions({ queryKey: meKey, queryFn: getMe, enabled: hasToken, staleTime: 5 * 60_000 });
