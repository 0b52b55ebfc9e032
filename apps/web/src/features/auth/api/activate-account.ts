import { api } from '../../../lib/api-client';

/**
 * Activates the account with the password its registration chose, typed again; the answer signs
 * the member in (docs/decisions/0049-the-first-run.md).
 */
export const activateAccount = (token: string, password: string) =>
  api<{ message: string; access_token: string }>(`/new-account/${encodeURIComponent(token)}`, {
    method: 'POST',
    body: { password },
  });
