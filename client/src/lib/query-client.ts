import { QueryClient } from '@tanstack/react-query';
import { defaultQueryFn } from './api.ts';

const FIVE_MINUTES = 5 * 60 * 1000;

/** Caching defaults of spec section 9. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: defaultQueryFn,
        staleTime: FIVE_MINUTES,
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
      },
      mutations: { retry: false },
    },
  });
}
