import type { PublicUser } from '@ladder/shared/schemas/users';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { userKeys } from '../../../lib/query-keys/users';

/** A leading '@' is optional: the server takes both. */
export const getUserByUsername = (username: string) =>
  api<PublicUser>(`/users/info/${encodeURIComponent(username.replace(/^@+/, ''))}`);

export const userByUsernameQueryOptions = (username: string) =>
  queryOptions({
    queryKey: userKeys.byUsername(username.replace(/^@+/, '').toLowerCase()),
    queryFn: () => getUserByUsername(username),
  });

export const useUserByUsername = (username: string) => useQuery(userByUsernameQueryOptions(username));
