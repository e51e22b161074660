import { QueryClient } from '@tanstack/react-query';
import { defaultQueryFn } from './api.ts';
import { isNetworkError, onReconnect, startConnectivity } from './connectivity.ts';

const FIVE_MINUTES = 5 * 60 * 1000;
/** Reads that got no answer are tried again; the retry waits while offline (onlineManager). */
const NETWORK_RETRIES = 3;

/** Caching defaults of spec section 9. */
export function createQueryClient(): QueryClient {
  startConnectivity();
  const client = new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: defaultQueryFn,
        staleTime: FIVE_MINUTES,
        // Only a missing answer is worth repeating; a server's refusal would answer the same.
        retry: (failures, error) => isNetworkError(error) && failures < NETWORK_RETRIES,
        refetchOnWindowFocus: false,
        refetchInterval: false,
      },
      // A change made while offline is tried at once and fails visibly ('Not saved: you are
      // offline'), the typed text kept: a paused change would look saved and vanish on a reload, as
      // nothing keeps it on the device yet. Its toast offers 'Try again' (lib/errors.ts retryAction).
      mutations: { retry: false, networkMode: 'always' },
    },
  });
  // Screens that failed to load while offline load again by themselves once the server answers.
  onReconnect(() => {
    void client.refetchQueries({ predicate: (query) => query.state.status === 'error', type: 'active' });
  });
  return client;
}
