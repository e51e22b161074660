import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect, useLayoutEffect } from 'react';
import { Toaster } from '../components/ui/toast.tsx';

/**
 * What holds the router, in the browser (App.tsx) and on the server (first-paint/player-home-markup.tsx)
 * alike: the same tree on both sides, so the ids React makes (useId: the menus' and tabs' ARIA
 * links) come out the same and the server's markup hydrates as it is.
 */
export function AppFrame({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  // A page painted before its scripts (the server's dashboard, the landing page) is inert until
  // React's first commit: a click while React was still hydrating it was lost (a link's handler ran
  // before the router's own effects and dropped the navigation). Lifted in a layout effect: every
  // handler of the commit is in place by then (the router's layout effects run before this
  // parent's), and no passive effect has run yet, so a screen's effect may move the focus into the
  // page (the newcomer's quick add).
  useLayoutEffect(() => {
    for (const painted of document.querySelectorAll('#root > [inert]')) painted.removeAttribute('inert');
  }, []);
  // After the effects below, which ask for the chunks a screen loads right after: the page is
  // React's now. The browser tests wait for it (tests/e2e/helpers.ts).
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
