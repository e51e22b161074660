import type { Language } from '@protocol/limits.ts';
import type { ScreensTranslation, ShellTranslation } from './locales/en.ts';

export type Part = 'shell' | 'screens';

/**
 * Each language comes in two chunks, each loaded when it is needed: the shell (what a visitor's
 * first page shows: every page's frame, the landing page, the loading, error and not-found pages)
 * before the first render (main.tsx waits for it), the screens with the first screen beyond the
 * landing page (i18n.ts `loadScreenTexts`). Another language loads when the player switches to it.
 * A visitor's first page loads its language's shell only, with English's beside any other (the
 * fallback for a missing key; docs/decisions.md, 'Languages on demand', 'English beside').
 * The page's head start (app/head-start.ts) preloads the first page's chunks by their built file
 * names (scripts/build/first-paint.ts), and these imports then find them in the browser's cache.
 */
export const LOADERS: Record<Part, Record<Language, () => Promise<ShellTranslation | ScreensTranslation>>> = {
  shell: {
    en: () => import('./locales/en.ts').then((m) => m.shellEn),
    es: () => import('./locales/es.ts').then((m) => m.shellEs),
    fr: () => import('./locales/fr.ts').then((m) => m.shellFr),
    de: () => import('./locales/de.ts').then((m) => m.shellDe),
  },
  screens: {
    en: () => import('./locales/screens/en.ts').then((m) => m.screensEn),
    es: () => import('./locales/screens/es.ts').then((m) => m.screensEs),
    fr: () => import('./locales/screens/fr.ts').then((m) => m.screensFr),
    de: () => import('./locales/screens/de.ts').then((m) => m.screensDe),
  },
};
