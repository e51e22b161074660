import { LANGUAGE_STORAGE_KEY, type Language, SUPPORTED_LANGUAGES } from '@protocol/limits.ts';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, initialLanguage, isLanguage } from './initial-language.ts';
import { LOADERS, type Part } from './loaders.ts';
import type { ScreensTranslation, ShellTranslation, Translation } from './locales/en.ts';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Translation };
  }
}

/** Native names: a language is always listed in its own words. */
export const LANGUAGES: ReadonlyArray<{ code: Language; nativeName: string }> = [
  { code: 'en', nativeName: 'English' },
  { code: 'es', nativeName: 'Español' },
  { code: 'fr', nativeName: 'Français' },
  { code: 'de', nativeName: 'Deutsch' },
];

export { DEFAULT_LANGUAGE, isLanguage };

let markStarted: () => void = () => {};
/** Resolved once i18next is initialised: texts that arrive earlier wait for it. */
const started = new Promise<void>((resolve) => {
  markStarted = resolve;
});

/** One load per part and language (the same request serves concurrent callers). */
const loads = new Map<string, Promise<void>>();
function loadOnePart(part: Part, language: Language): Promise<void> {
  const key = `${part}/${language}`;
  let pending = loads.get(key);
  if (!pending) {
    pending = Promise.all([LOADERS[part][language](), started]).then(([texts]) => {
      i18next.addResourceBundle(language, 'translation', texts, true, true);
    });
    // A failed load (offline before the chunk was cached) is tried again next time.
    pending.catch(() => loads.delete(key));
    loads.set(key, pending);
  }
  return pending;
}

/**
 * A part of a language's texts, with English's beside it: English is the fallback (fallbackLng),
 * so a key a language lacks shows in English, never as the key itself. Both load at once.
 */
function loadPart(part: Part, language: Language): Promise<void> {
  if (language === DEFAULT_LANGUAGE) return loadOnePart(part, language);
  // English missing (offline before it was cached) does not stop the language: tried again next time.
  const fallback = loadOnePart(part, DEFAULT_LANGUAGE).catch(() => undefined);
  return Promise.all([loadOnePart(part, language), fallback]).then(() => undefined);
}

const I18NEXT_OPTIONS = {
  // Missing text falls back to English (when it is loaded), then to the key itself.
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: SUPPORTED_LANGUAGES,
  interpolation: { escapeValue: false },
  initAsync: false,
} as const;

/**
 * Starts i18next with every language's texts at once, for the server's render of the dashboard
 * (app/first-paint/player-home-markup.tsx), which has no chunks to load: screens waiting for their
 * texts (loadScreenTexts) go on at once. Merged as loadPart merges them: the screens' over the shell's.
 */
export async function initAllTexts(
  texts: Record<Language, readonly [ShellTranslation, ScreensTranslation]>,
): Promise<typeof i18next> {
  await i18next.use(initReactI18next).init({ ...I18NEXT_OPTIONS, resources: {}, lng: DEFAULT_LANGUAGE });
  for (const language of SUPPORTED_LANGUAGES) {
    const [shell, screens] = texts[language];
    i18next.addResourceBundle(language, 'translation', shell, true, true);
    i18next.addResourceBundle(language, 'translation', screens, true, true);
    loads.set(`shell/${language}`, Promise.resolve());
    loads.set(`screens/${language}`, Promise.resolve());
  }
  markStarted();
  return i18next;
}

/**
 * Starts i18next with the visitor's language and loads its shell texts: awaited before the first
 * render, so the first paint is already translated. English's shell is loaded beside another
 * language's (at the same time; the head start preloads both): every language has all of
 * English's keys by its type, but a key missed all the same (a plural form, a key named at run
 * time) shows in English, never as the key itself (DESIGN 7). If the chosen language cannot be
 * loaded, English alone is used.
 */
export async function initI18n(): Promise<typeof i18next> {
  let language = initialLanguage();
  const english = LOADERS.shell[DEFAULT_LANGUAGE]();
  const [own, fallback] = await Promise.allSettled([
    language === DEFAULT_LANGUAGE ? english : LOADERS.shell[language](),
    english,
  ]);
  let shell: ShellTranslation | ScreensTranslation;
  if (own.status === 'fulfilled') shell = own.value;
  else if (fallback.status === 'fulfilled') {
    language = DEFAULT_LANGUAGE;
    shell = fallback.value;
  } else throw own.reason;
  const resources: Partial<Record<Language, { translation: typeof shell }>> = {};
  // Without English (offline before it was cached) the page still starts; it is asked for again later.
  if (fallback.status === 'fulfilled') {
    resources[DEFAULT_LANGUAGE] = { translation: fallback.value };
    loads.set(`shell/${DEFAULT_LANGUAGE}`, Promise.resolve());
  }
  resources[language] = { translation: shell };
  loads.set(`shell/${language}`, Promise.resolve());
  await i18next.use(initReactI18next).init({
    ...I18NEXT_OPTIONS,
    resources,
    lng: language,
  });
  markStarted();
  document.documentElement.lang = i18next.language;
  i18next.on('languageChanged', (language) => {
    document.documentElement.lang = language;
  });
  return i18next;
}

/** The language asked for last: a slower load of an earlier choice must not override it. */
let requested: Language | null = null;
/** Whether a screen beyond the shell has been shown: a language switch then loads its screens too. */
let screensWanted = false;

/** The language on screen now (before i18next starts: the one it will start with). */
function shownLanguage(): Language {
  return i18next.isInitialized ? currentLanguage(i18next.resolvedLanguage) : initialLanguage();
}

/**
 * Loads the screens' texts of the language on screen (and of one being switched to): every screen
 * beyond the shell waits for it before its first render (app/lazy-pages.ts).
 */
export async function loadScreenTexts(): Promise<void> {
  screensWanted = true;
  const languages = new Set([shownLanguage(), requested ?? shownLanguage()]);
  await Promise.all([...languages].map((language) => loadPart('screens', language)));
}

/**
 * Applies the language (loading its texts first) and remembers it on this device (spec section 1).
 * Safe to call in quick succession: the last choice wins, whichever language loads first. Never
 * rejects: callers fire and forget it.
 */
export async function changeLanguage(language: Language): Promise<void> {
  requested = language;
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage can be unavailable (private mode); the language still changes for this visit.
  }
  try {
    await loadPart('shell', language);
    if (screensWanted) await loadPart('screens', language);
  } catch (error) {
    // Offline before that language was ever loaded: the interface stays as it is.
    console.error('Could not load the language', language, error);
    if (requested === language) requested = null;
    return;
  }
  if (requested !== language) return;
  await i18next.changeLanguage(language);
}

export function currentLanguage(resolved: string | undefined): Language {
  return isLanguage(resolved) ? resolved : DEFAULT_LANGUAGE;
}
