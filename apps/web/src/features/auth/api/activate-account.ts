import { api } from '../../../lib/api-client';

export const activateAccount = (token: string) =>
  api<{ message: string }>(`/new-account/${encodeURIComponent(token)}`, { method: 'POST' });
