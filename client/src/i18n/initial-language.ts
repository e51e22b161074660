import { LANGUAGE_STORAGE_KEY, type Language, SUPPORTED_LANGUAGES } from '@protocol/limits.ts';
import { detectLanguage } from '@protocol/rules/languages.ts';
import { browserLanguages } from './detect-language.ts';

/**
 * The language a page starts in, decided before i18next (or anything else) has arrived: the page's
 * head start (app/head-start.ts) shows that language's landing page and preloads its texts,
 * i18n.ts starts with it. No imports beyond the protocol's list of languages and the browser's
 * language detection: this file is part of the head start.
 */

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

/** The language chosen on this device, or the browser's: read once per page. */
let initial: Language | undefined;
export function initialLanguage(): Language {
  initial ??= readStoredLanguage();
  return initial;
}
