import type { Language } from '@protocol/limits.ts';
import type { PlayerHomeAnswers } from '@protocol/playerHomePage.ts';
import { QueryClient } from '@tanstack/react-query';
import i18next from 'i18next';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { initAllTexts } from '@/i18n/i18n.ts';
import { shellDe } from '@/i18n/locales/de.ts';
import { shellEn } from '@/i18n/locales/en.ts';
import { shellEs } from '@/i18n/locales/es.ts';
import { shellFr } from '@/i18n/locales/fr.ts';
import { screensDe } from '@/i18n/locales/screens/de.ts';
import { screensEn } from '@/i18n/locales/screens/en.ts';
import { screensEs } from '@/i18n/locales/screens/es.ts';
import { screensFr } from '@/i18n/locales/screens/fr.ts';
import { AppFrame } from '../AppFrame.tsx';
import { seedPlayerHome } from '../pages/PlayerHome.tsx';
import { routes } from '../routes.tsx';

const TEXTS = {
  en: [shellEn, screensEn],
  es: [shellEs, screensEs],
  fr: [shellFr, screensFr],
  de: [shellDe, screensDe],
} as const;

/** i18next with every language's texts, started once. */
let started: Promise<unknown> | undefined;

async function render(url: string, language: Language, answers: PlayerHomeAnswers): Promise<string> {
  started ??= initAllTexts(TEXTS);
  await started;
  await i18next.changeLanguage(language);
  // Nothing is fetched here: what the answers hold renders, every other card renders its loading
  // state, as in the browser's first render.
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY, retry: false } },
  });
  seedPlayerHome(queryClient, answers);
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(url));
  if (context instanceof Response) throw new Error(`the dashboard answered ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  // Every lazy part resolved (the shell, the dashboard): the markup is the whole page, each
  // Suspense boundary in its place. React would move a boundary over 12.8 KB out of place, to be
  // put back by an inline script (which the page's Content-Security-Policy refuses).
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <AppFrame queryClient={queryClient}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppFrame>
    </StrictMode>,
    { progressiveChunkSize: Number.MAX_SAFE_INTEGER },
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  queryClient.clear();
  if (/<script\b/i.test(html)) throw new Error('the dashboard markup holds a script');
  // React puts the page's <title> into the head itself, in the browser.
  return html.replace(/<title>[^<]*<\/title>/g, '');
}

/** Renders run one at a time: i18next's language is the module's, one per render. */
let queue: Promise<unknown> = Promise.resolve();

/**
 * The signed-in dashboard at `url` as HTML, rendered on the server (server/routes/playerHomePage.ts)
 * from the same components and the same answers the browser then hydrates it with (main.tsx).
 * Runs in Node only, from the build's server bundle (scripts/build/first-paint.ts).
 */
export function playerHomeMarkup(
  url: string,
  language: Language,
  answers: PlayerHomeAnswers,
): Promise<string> {
  const run = queue.then(() => render(url, language, answers));
  queue = run.catch(() => undefined);
  return run;
}
