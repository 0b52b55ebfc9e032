import type { PrivateUser, UpdateMeInput } from '@ladder/shared/schemas/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { meKey } from '../../../lib/query-keys/session';

export const updateMe = (input: UpdateMeInput) => api<PrivateUser>('/users/current/me', { method: 'PUT', body: input });

export function useUpdateMe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMe,
    onSuccess: (user) => queryClient.setQueryData(meKey, user),
  });
}
