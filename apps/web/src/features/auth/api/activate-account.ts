import { api } from '../../../lib/api-client';

/** Activates the account with the password its registration chose, typed again. */
export const activateAccount = (token: string, password: string) =>
  api<{ message: string }>(`/new-account/${encodeURIComponent(token)}`, { method: 'POST', body: { password } });
