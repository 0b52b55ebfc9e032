import type { RegisterInput } from '@ladder/shared/schemas/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const register = (input: RegisterInput) =>
  api<{ email: string; message: string }>('/users/open', { method: 'POST', body: input });

export const useRegister = () => useMutation({ mutationFn: register });
