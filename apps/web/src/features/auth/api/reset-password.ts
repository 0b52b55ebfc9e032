import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const resetPassword = (input: { token: string; new_password: string }) =>
  api<{ message: string }>('/reset-password', { method: 'POST', body: input });

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
