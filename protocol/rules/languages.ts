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
