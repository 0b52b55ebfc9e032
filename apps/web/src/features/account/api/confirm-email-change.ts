import { api } from '../../../lib/api-client';

export const confirmEmailChange = (token: string) =>
  api<{ message: string }>(`/email-change/${encodeURIComponent(token)}`, { method: 'POST' });
