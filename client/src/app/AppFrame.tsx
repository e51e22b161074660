import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Toaster } from '../components/ui/toast.tsx';

/**
 * What holds the router, in the browser (App.tsx) and on the server (first-paint/player-home-markup.tsx)
 * alike: the same tree on both sides, so the ids React makes (useId: the menus' and tabs' ARIA
 * links) come out the same and the server's markup hydrates as it is.
 */
export function AppFrame({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Toaster />
    </QueryClientProvider>
  );
}
