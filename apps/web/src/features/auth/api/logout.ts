import { api } from '../../../lib/api-client';

export const logout = () => api<{ message: string }>('/logout', { method: 'POST' });
