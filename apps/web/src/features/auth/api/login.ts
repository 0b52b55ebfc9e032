import type { tokenSchema } from '@ladder/shared/schemas/auth';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';

/** A sign-in's answer; `deletion_cancelled` when it cancelled the account's pending deletion. */
export type TokenAnswer = z.infer<typeof tokenSchema>;

export interface LoginInput {
  username: string;
  password: string;
}

/** OAuth2 password form (docs/api/conventions.md, "Authentication"). */
export const login = (input: LoginInput) =>
  api<TokenAnswer>('/login/access-token', {
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
