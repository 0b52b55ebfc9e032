import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The email goes in the body, so it never lands in a URL or a log line. */
export const requestPasswordReset = (email: string) =>
  api<{ message: string }>('/password-recovery', { method: 'POST', body: { email } });

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
