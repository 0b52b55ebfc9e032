import { api } from '../../../lib/api-client';
import type { TokenAnswer } from './login';

export type ExternalStart =
  | { signin_with: 'google'; nonce: string }
  | { signin_with: 'linkedin'; nonce: string; state: string; authorization_url: string; redirect_uri: string };

/** Begins a provider sign-in: the server issues the nonce (and for LinkedIn the state and URL). */
export const startExternalSignIn = (provider: 'google' | 'linkedin') =>
  api<ExternalStart>('/login/external/start', { method: 'POST', body: { signin_with: provider } });

/**
 * The three sign-up boxes the person ticked (18 or older, the User Agreement, the processing of
 * their data); asked only when the sign-in creates an account (docs/decisions/0055-privacy-choices-and-sign-up-consent.md).
 */
export interface SignUpBoxes {
  adult: boolean;
  terms: boolean;
  consent: boolean;
}
export const NO_BOXES: SignUpBoxes = { adult: false, terms: false, consent: false };
/** The codes of a sign-in refused for want of one of them. */
export const SIGN_UP_BOX_CODES: readonly string[] = ['AGE_CONFIRMATION_REQUIRED', 'TERMS_REQUIRED', 'CONSENT_REQUIRED'];

export type ExternalProof =
  | ({ signin_with: 'google'; credential: string } & SignUpBoxes)
  | ({ signin_with: 'linkedin'; code: string; state: string; redirect_uri: string } & SignUpBoxes);

/** Hands the provider's proof to the server, which verifies it; the browser's word is never trusted. */
export const finishExternalSignIn = (proof: ExternalProof) =>
  api<TokenAnswer>('/login/external', { method: 'POST', body: proof });
