import type { Transparency } from '@ladder/shared/schemas/safety';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { safetyKeys } from '../../../lib/query-keys/safety';

/** The public transparency report (docs/api/safety.md "Transparency"); the server draws it with the page. */
export const transparencyQuery = queryOptions({
  queryKey: safetyKeys.transparency,
  queryFn: () => api<Transparency>('/transparency'),
  staleTime: 3600_000,
});
