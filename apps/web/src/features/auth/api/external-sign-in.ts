import { api } from '../../../lib/api-client';
import type { TokenAnswer } from './login';

export type ExternalStart =
  | { signin_with: 'google'; nonce: string }
  | { signin_with: 'linkedin'; nonce: string; state: string; authorization_url: string; redirect_uri: string };

/** Begins a provider sign-in: the server issues the nonce (and for LinkedIn the state and URL). */
export const startExternalSignIn = (provider: 'google' | 'linkedin') =>
  api<ExternalStart>('/login/external/start', { method: 'POST', body: { signin_with: provider } });

/** `consent`: the person ticked the box; asked only when the sign-in creates an account. */
export type ExternalProof =
  | { signin_with: 'google'; credential: string; consent: boolean }
  | { signin_with: 'linkedin'; code: string; state: string; redirect_uri: string; consent: boolean };

/** Hands the provider's proof to the server, which verifies it; the browser's word is never trusted. */
export const finishExternalSignIn = (proof: ExternalProof) =>
  api<TokenAnswer>('/login/external', { method: 'POST', body: proof });
