import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGE_STORAGE_KEY, type Language, SUPPORTED_LANGUAGES } from '../../../protocol/limits.ts';
import { browserLanguages, detectLanguage } from './detect-language.ts';
import { de } from './locales/de.ts';
import { en, type Translation } from './locales/en.ts';
import { es } from './locales/es.ts';
import { fr } from './locales/fr.ts';

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

export const DEFAULT_LANGUAGE: Language = 'en';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
}

function readStoredLanguage(): Language {
  try {
    const stored = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    // Until the player picks one, the browser's language (a first visit in German opens in German).
    return isLanguage(stored) ? stored : detectLanguage(browserLanguages(), DEFAULT_LANGUAGE);
  } catch {
    return detectLanguage(browserLanguages(), DEFAULT_LANGUAGE);
  }
}

/** Resources are bundled, so initialisation is synchronous and the first paint is already translated. */
export function initI18n(): typeof i18next {
  void i18next.use(initReactI18next).init({
    resources: {
      en: { translation: en },
      es: { translation: es },
      fr: { translation: fr },
      de: { translation: de },
    },
    lng: readStoredLanguage(),
    // Missing text falls back to English, then to the key itself.
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: SUPPORTED_LANGUAGES,
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  document.documentElement.lang = i18next.language;
  i18next.on('languageChanged', (language) => {
    document.documentElement.lang = language;
  });
  return i18next;
}

/** Applies the language at once and remembers it on this device (spec section 1). */
export async function changeLanguage(language: Language): Promise<void> {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage can be unavailable (private mode); the language still changes for this visit.
  }
  await i18next.changeLanguage(language);
}

export function currentLanguage(resolved: string | undefined): Language {
  return isLanguage(resolved) ? resolved : DEFAULT_LANGUAGE;
}
