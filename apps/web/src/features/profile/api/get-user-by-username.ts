import type { PublicUser } from '@ladder/shared/schemas/users';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** A leading '@' is optional: the server takes both. */
export const getUserByUsername = (username: string) =>
  api<PublicUser>(`/users/info/${encodeURIComponent(username.replace(/^@+/, ''))}`);

export const userByUsernameQueryOptions = (username: string) =>
  queryOptions({
    queryKey: ['users', 'by-username', username.replace(/^@+/, '').toLowerCase()],
    queryFn: () => getUserByUsername(username),
  });

export const useUserByUsername = (username: string) => useQuery(userByUsernameQueryOptions(username));
