import type { PrivateUser } from '@ladder/shared/schemas/users';
import { api } from '../../../lib/api-client';

/** Finished or skipped: the first run never leads the member again (docs/decisions/0049-the-first-run.md). */
export const endFirstRun = () => api<PrivateUser>('/users/current/me/first-run', { method: 'POST' });
