import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { Toaster } from '../components/ui/toast.tsx';

/**
 * What holds the router, in the browser (App.tsx) and on the server (first-paint/player-home-markup.tsx)
 * alike: the same tree on both sides, so the ids React makes (useId: the menus' and tabs' ARIA
 * links) come out the same and the server's markup hydrates as it is.
 */
export function AppFrame({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  // After React's first commit (and the effects below it, which ask for the chunks a screen loads
  // right after): the page is React's now. A page painted before its scripts (the server's
  // dashboard, the landing page) says so here; the browser tests wait for it (tests/e2e/helpers.ts).
  useEffect(() => {
    document.documentElement.dataset.ready = 'true';
  }, []);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Toaster />
    </QueryClientProvider>
  );
}
