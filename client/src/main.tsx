import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { preloadPlayerShell } from './app/lazy-pages.ts';
import { initI18n } from './i18n/i18n.ts';
import { currentUserQueryOptions } from './lib/current-user.ts';
import { createQueryClient } from './lib/query-client.ts';
import { registerServiceWorker } from './lib/service-worker.ts';
import { mayBeSignedIn } from './lib/session-hint.ts';
import './styles.css';

// Spec section 8: unhandled rejections and global errors are logged to the console only.
window.addEventListener('unhandledrejection', (event) => console.error('Unhandled rejection', event.reason));
window.addEventListener('error', (event) => console.error('Unhandled error', event.error ?? event.message));

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

registerServiceWorker();

const queryClient = createQueryClient();
const signedIn = mayBeSignedIn();
// First the session (a browser without the session hint asks nothing), then, while it is read, the
// visitor's language (its own chunk: the first paint is already translated) and, with a session,
// the player's shell (and on `/` the dashboard with its reads): the first render shows them at once,
// not a loading screen while their code arrives (and React's 300 ms reveal throttle after it). The
// head start (app/head-start.ts) has usually asked for all of it already: the same calls here get
// its loads (the reads' answers through lib/early-reads.ts), or start them when it has not run.
// On `/` a visitor already sees the landing page index.html carries (scripts/build/first-paint.ts):
// React hydrates it (shownLanding below), so the painted page stays.
// A promise, not a top-level await: those chunks import this one, which must finish evaluating first.
const session = queryClient.prefetchQuery(currentUserQueryOptions);
const ready = Promise.all([
  initI18n(),
  signedIn ? Promise.all([session, preloadPlayerShell(queryClient)]) : undefined,
]);
void ready.then(([i18n]) => {
  const app = (
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>
  );
  const landing = signedIn ? null : shownLanding(container, i18n.language);
  if (landing) hydrateRoot(landing, app);
  else createRoot(container).render(app);
});

/**
 * The landing page's copy the head start shows (scripts/build/first-paint.ts), when it is the page
 * React is about to render (`/` for a visitor, in the language i18next started with): React then
 * takes it over as it is (hydrates it), so the first paint stays the page's paint. The other
 * languages' copies go. Otherwise null: React renders into the root, replacing them all.
 */
function shownLanding(root: HTMLElement, language: string): HTMLElement | null {
  if (document.documentElement.dataset.firstPaint !== language) return null;
  const copies = [...root.querySelectorAll<HTMLElement>(':scope > [data-first-paint]')];
  const shown = copies.find((copy) => copy.dataset.firstPaint === language);
  // A copy built in another year (its footer's year) would not match React's page: render afresh.
  if (!shown || shown.dataset.year !== String(new Date().getFullYear())) return null;
  for (const copy of copies) if (copy !== shown) copy.remove();
  shown.removeAttribute('inert');
  return shown;
}
