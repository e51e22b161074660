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
  // dashboard, the landing page) is inert until here: a click while React was still hydrating it
  // was lost (a link's handler ran before the router's own effects and dropped the navigation),
  // so it takes clicks and focus only now. The browser tests wait for data-ready (tests/e2e/helpers.ts).
  useEffect(() => {
    for (const painted of document.querySelectorAll('#root > [inert]')) painted.removeAttribute('inert');
    document.documentElement.dataset.ready = 'true';
  }, []);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Toaster />
    </QueryClientProvider>
  );
}
