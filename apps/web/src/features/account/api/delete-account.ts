import type { DeleteAccountAnswer, DeleteAccountInput } from '@ladder/shared/schemas/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Schedules the account's erasure (docs/api/people-and-career-tracks.md "Deleting one's account"). */
export const deleteAccount = (input: DeleteAccountInput) =>
  api<DeleteAccountAnswer>('/users/current/me/delete', { method: 'POST', body: input });

export const useDeleteAccount = () => useMutation({ mutationFn: deleteAccount });
