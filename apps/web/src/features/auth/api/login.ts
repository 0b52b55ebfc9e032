import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface LoginInput {
  username: string;
  password: string;
}

/** OAuth2 password form (docs/api/conventions.md, "Authentication"). */
export const login = (input: LoginInput) =>
  api<{ access_token: string; token_type: 'bearer' }>('/login/access-token', {
    method: 'POST',
    form: {
      username: input.username,
      password: input.password,
      grant_type: '',
      scope: '',
      client_id: '',
      client_secret: '',
    },
  });

export const useLogin = () => useMutation({ mutationFn: login });
