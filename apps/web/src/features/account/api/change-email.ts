import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const changeEmail = (toEmail: string) =>
  api<{ message: string }>('/users/current/me/change-email', { method: 'PUT', body: { to_email: toEmail } });

export const useChangeEmail = () => useMutation({ mutationFn: changeEmail });
