import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/** A query cache with the app's defaults: the browser's one below, and one per server render. */
export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // A 4xx will not change by asking again.
        retry: (count, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
      },
      mutations: { retry: false },
    },
  });

export const queryClient = createQueryClient();
