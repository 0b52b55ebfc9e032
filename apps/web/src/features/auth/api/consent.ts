import { PRIVACY_POLICY_VERSION } from '@ladder/shared/constants';
import type { Legal } from '@ladder/shared/schemas/auth';
import type { PrivateUser } from '@ladder/shared/schemas/users';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { authKeys } from '../../../lib/query-keys/session';

/** Who controls the members' data, from the server's settings: the legal pages name them. */
export const legalQueryOptions = queryOptions({
  queryKey: authKeys.legal,
  queryFn: () => api<Legal>('/legal'),
  staleTime: Infinity,
});

/** Records that the member agreed to the policy version this app shows. */
export const recordConsent = () =>
  api<PrivateUser>('/users/current/me/consent', { method: 'POST', body: { version: PRIVACY_POLICY_VERSION } });
