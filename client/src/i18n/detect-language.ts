import { type Language, SUPPORTED_LANGUAGES } from '../../../protocol/limits.ts';

/**
 * A first visit (no language chosen yet on this device) follows the browser: the first of
 * `navigator.languages` whose primary subtag we speak ('de-CH' -> de). Pure: the caller passes the
 * browser's list, so the rule is testable and usable before i18next starts.
 */
export function detectLanguage(preferred: readonly string[] | undefined, fallback: Language): Language {
  for (const tag of preferred ?? []) {
    const primary = tag.trim().toLowerCase().split(/[-_]/)[0] ?? '';
    const match = SUPPORTED_LANGUAGES.find((language) => language === primary);
    if (match) return match;
  }
  return fallback;
}

/** The browser's preferred languages, most preferred first (navigator.language when the list is missing). */
export function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  if (navigator.languages && navigator.languages.length > 0) return navigator.languages;
  return navigator.language ? [navigator.language] : [];
}
