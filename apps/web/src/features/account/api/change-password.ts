import type { ChangePasswordInput } from '@ladder/shared/schemas/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Every other session ends; the answer carries this device's new token. */
export const changePassword = (input: ChangePasswordInput) =>
  api<{ message: string; access_token: string; token_type: 'bearer' }>('/users/current/me/change-password', {
    method: 'PUT',
    body: input,
  });

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
