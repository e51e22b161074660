import { type Language, SUPPORTED_LANGUAGES } from '../limits.ts';

/**
 * The boss screen's nine languages (spec 001 section 2), each by its native name, in the spec's
 * order. The boss ladder's texts, the screen's dictionaries and the AI's translations cover each.
 */
export const BOSS_LANGUAGES = [
  { code: 'en', nativeName: 'English' },
  { code: 'es', nativeName: 'Español' },
  { code: 'de', nativeName: 'Deutsch' },
  { code: 'fr', nativeName: 'Français' },
  { code: 'it', nativeName: 'Italiano' },
  { code: 'pt', nativeName: 'Português' },
  { code: 'ja', nativeName: '日本語' },
  { code: 'ko', nativeName: '한국어' },
  { code: 'zh', nativeName: '中文' },
] as const;

export type BossLanguage = (typeof BOSS_LANGUAGES)[number]['code'];

/** The codes alone, e.g. for `z.enum`. */
export const BOSS_LANGUAGE_CODES: readonly BossLanguage[] = BOSS_LANGUAGES.map((language) => language.code);

/**
 * The language of a first visit (no language chosen yet on the device): the first of the
 * browser's preferred languages whose primary subtag we speak ('de-CH' -> de). The browser applies
 * it to `navigator.languages` (client/src/i18n/initial-language.ts), the server to Accept-Language
 * when it renders the dashboard (server/routes/playerHomePage.ts): both sides pick the same.
 */
export function detectLanguage(preferred: readonly string[] | undefined, fallback: Language): Language {
  for (const tag of preferred ?? []) {
    const primary = tag.trim().toLowerCase().split(/[-_]/)[0] ?? '';
    const match = SUPPORTED_LANGUAGES.find((language) => language === primary);
    if (match) return match;
  }
  return fallback;
}
