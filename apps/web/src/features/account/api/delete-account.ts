import type { DeleteAccountAnswer, DeleteAccountInput } from '@ladder/shared/schemas/auth';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { accountKeys } from '../../../lib/query-keys/account';

/** Schedules the account's erasure (docs/api/people-and-career-tracks.md "Deleting one's account"). */
export const deleteAccount = (input: DeleteAccountInput) =>
  api<DeleteAccountAnswer>('/users/current/me/delete', { method: 'POST', body: input });

export const useDeleteAccount = () => useMutation({ mutationFn: deleteAccount });

/** The date an account deleted now would be erased on (null: at once): the deletion page states it. */
export const useDeletionDate = () =>
  useQuery({
    queryKey: accountKeys.deletionDate,
    queryFn: ({ signal }) => api<Pick<DeleteAccountAnswer, 'deletion_due_at'>>('/users/current/me/delete', { signal }),
    staleTime: 60_000,
  });
