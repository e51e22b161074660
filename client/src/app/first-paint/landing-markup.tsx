import { type Language, SUPPORTED_LANGUAGES } from '@protocol/limits.ts';
import i18next from 'i18next';
import { renderToString } from 'react-dom/server';
import { initReactI18next } from 'react-i18next';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { LandingPage } from '@/features/landing/components/LandingPage.tsx';
import { DEFAULT_LANGUAGE } from '@/i18n/initial-language.ts';
import { shellDe } from '@/i18n/locales/de.ts';
import { shellEn } from '@/i18n/locales/en.ts';
import { shellEs } from '@/i18n/locales/es.ts';
import { shellFr } from '@/i18n/locales/fr.ts';
import { LoadingScreen } from '../layout/LoadingScreen.tsx';
import { PageFrame } from '../layout/PageFrame.tsx';
import { SignedOutHeader } from '../layout/SignedOutHeader.tsx';

/**
 * The landing page as static HTML, rendered at build time (scripts/build/first-paint.ts) from the
 * same components the app renders at `/` for a visitor: the signed-out frame and LandingPage. It
 * runs in Node, never in the browser. index.html carries one copy per language, and the page's head
 * start (app/head-start.ts) shows the visitor's before the first paint; React then hydrates it
 * (main.tsx), so the markup must be exactly what it renders.
 */
export async function landingMarkup(): Promise<Record<Language, string>> {
  await startTexts();
  const routes = [
    {
      element: <PageFrame header={<SignedOutHeader />} signedIn={false} />,
      children: [{ index: true, element: <LandingPage /> }],
    },
  ];
  const handler = createStaticHandler(routes);
  const markup = {} as Record<Language, string>;
  for (const language of SUPPORTED_LANGUAGES) {
    await i18next.changeLanguage(language);
    const context = await handler.query(new Request('http://localhost/'));
    if (context instanceof Response) throw new Error(`the landing page answered ${context.status}`);
    const router = createStaticRouter(handler.dataRoutes, context);
    markup[language] = renderToString(
      <StaticRouterProvider router={router} context={context} hydrate={false} />,
    );
  }
  return markup;
}

/**
 * i18next with the options of i18n.ts (initI18n) and every language's shell texts (imported
 * statically: the build loads this module once and closes its module runner before rendering).
 */
async function startTexts(): Promise<void> {
  if (i18next.isInitialized) return;
  await i18next.use(initReactI18next).init({
    resources: {
      en: { translation: shellEn },
      es: { translation: shellEs },
      fr: { translation: shellFr },
      de: { translation: shellDe },
    },
    lng: DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: SUPPORTED_LANGUAGES,
    interpolation: { escapeValue: false },
    initAsync: false,
  });
}

/**
 * The loading screen as static HTML, once per language, from the component the app shows while the
 * session is read (app/layout/LoadingScreen.tsx): index.html carries the copies, and the head start
 * shows the visitor's language's on a page load with a session the server did not render (spec:
 * 'Loading your workspace...' while the session loads), until React renders the page in its place.
 */
export async function loadingMarkup(): Promise<Record<Language, string>> {
  await startTexts();
  const markup = {} as Record<Language, string>;
  for (const language of SUPPORTED_LANGUAGES) {
    await i18next.changeLanguage(language);
    markup[language] = renderToString(<LoadingScreen />);
  }
  return markup;
}
