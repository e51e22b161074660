import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { preloadPlayerShell } from './app/lazy-pages.ts';
import { initI18n } from './i18n/i18n.ts';
import { currentUserQueryOptions, mayBeSignedIn } from './lib/current-user.ts';
import { createQueryClient } from './lib/query-client.ts';
import { registerServiceWorker } from './lib/service-worker.ts';
import './styles.css';

// Spec section 8: unhandled rejections and global errors are logged to the console only.
window.addEventListener('unhandledrejection', (event) => console.error('Unhandled rejection', event.reason));
window.addEventListener('error', (event) => console.error('Unhandled error', event.error ?? event.message));

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

registerServiceWorker();

const queryClient = createQueryClient();
// First the session (a browser without the session hint asks nothing), then, while it is read, the
// visitor's language (its own chunk: the first paint is already translated) and, with a session,
// the player's shell (and on `/` the dashboard): the first render shows them at once, not a
// loading screen while their code arrives (and React's 300 ms reveal throttle after it).
// A promise, not a top-level await: those chunks import this one, which must finish evaluating first.
void queryClient.prefetchQuery(currentUserQueryOptions);
void Promise.all([initI18n(), mayBeSignedIn() ? preloadPlayerShell() : undefined]).then(() => {
  createRoot(container).render(
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>,
  );
});
