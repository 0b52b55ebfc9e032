import type { PrivateUser, UpdateMeInput } from '@ladder/shared/schemas/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { userKeys } from '../../../lib/query-keys/users';
import { useSession } from '../../../lib/session';

/** `PUT /users/current/me`; the session and every cached copy of the profile take the answer. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  const { setUser } = useSession();
  return useMutation({
    mutationFn: (input: UpdateMeInput) => api<PrivateUser>('/users/current/me', { method: 'PUT', body: input }),
    onSuccess: (user) => {
      setUser(user);
      void queryClient.invalidateQueries({ queryKey: userKeys.all });
    },
  });
}
