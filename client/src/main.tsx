import {
  PLAYER_HOME_ANSWERS_ID,
  PLAYER_HOME_ATTRIBUTE,
  type PlayerHomeAnswers,
} from '@protocol/playerHomePage.ts';
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
// React hydrates it (shownLanding below), so the painted page stays. A signed-in player on `/` sees
// the dashboard the server rendered (server/routes/playerHomePage.ts): its answers go into the cache
// in place of the reads, and React hydrates it (shownPlayerHome below).
// A promise, not a top-level await: those chunks import this one, which must finish evaluating first.
const served = signedIn ? servedPlayerHome(container) : null;
// The first read's answer is kept until the first render observes it: with the session's own gcTime
// (1 s) a slow machine loading the language collected it, and the landing page then rendered the
// loading screen in place of the painted page (React's hydration error #418, then a fresh render).
const firstSession = { ...currentUserQueryOptions, gcTime: 60_000 };
const session = served ? undefined : queryClient.prefetchQuery(firstSession);
const ready = Promise.all([
  initI18n(),
  signedIn
    ? Promise.all([session, preloadPlayerShell(queryClient, served?.answers)]).then(([, seeded]) => seeded)
    : Promise.resolve(session).then(() => false),
]);
void ready.then(([i18n, seeded]) => {
  const app = (
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>
  );
  const landing = signedIn ? null : shownLanding(container, i18n.language);
  const home = served && seeded ? shownPlayerHome(served, i18n.language) : null;
  if (landing) hydrateRoot(landing, app);
  else if (home) hydrateRoot(home, app);
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
  // Still inert: app/AppFrame.tsx lets go once React has taken it over.
  return shown;
}

interface ServedPlayerHome {
  element: HTMLElement;
  language: string;
  year: string;
  answers: PlayerHomeAnswers;
}

/**
 * The dashboard the server rendered into the page for a signed-in player (protocol/playerHomePage.ts):
 * its markup and the answers it was rendered from, or null (another page, an older server).
 */
function servedPlayerHome(root: HTMLElement): ServedPlayerHome | null {
  const element = root.querySelector<HTMLElement>(`:scope > [${PLAYER_HOME_ATTRIBUTE}]`);
  const script = document.getElementById(PLAYER_HOME_ANSWERS_ID);
  if (!element || !script) return null;
  script.remove();
  try {
    // Parsed by the API's schemas in the player's chunk (app/pages/PlayerHome.tsx seedPlayerHome).
    const answers = JSON.parse(script.textContent ?? '') as PlayerHomeAnswers;
    return {
      element,
      language: element.getAttribute(PLAYER_HOME_ATTRIBUTE) ?? '',
      year: element.dataset.year ?? '',
      answers,
    };
  } catch {
    return null;
  }
}

/**
 * The server's dashboard, when React's first render is that page: the same language (the server
 * follows the browser's languages; a language chosen on this device may differ) and the same year
 * (its footer's). React then takes it over as it is (hydrates it). Otherwise null: React renders
 * into the root, replacing it.
 */
function shownPlayerHome(served: ServedPlayerHome, language: string): HTMLElement | null {
  if (served.language !== language || served.year !== String(new Date().getFullYear())) return null;
  // Still inert: app/AppFrame.tsx lets go once React has taken it over.
  return served.element;
}
