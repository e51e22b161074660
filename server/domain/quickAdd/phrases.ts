import type { RECURRENCES } from '../../../protocol/api/quests.ts';
import type { QUICK_ADD_LANGUAGES } from '../../../protocol/api/quickAdd.ts';

export type QuickAddLanguage = (typeof QUICK_ADD_LANGUAGES)[number];

/**
 * What the quick add recognises beside the dates and times chrono-node reads: routines, a
 * priority, an estimate, the relative days chrono misses, German numeric dates, and the words left
 * dangling when a date is taken out of the title. One table per language; a phrase is matched as
 * whole words, in any case.
 */

/** Weekday names by number (0 = Sunday): full names and plurals only, never abbreviations. */
const WEEKDAYS: Record<QuickAddLanguage, string[][]> = {
  en: [
    ['sunday', 'sundays'],
    ['monday', 'mondays'],
    ['tuesday', 'tuesdays'],
    ['wednesday', 'wednesdays'],
    ['thursday', 'thursdays'],
    ['friday', 'fridays'],
    ['saturday', 'saturdays'],
  ],
  es: [
    ['domingo', 'domingos'],
    ['lunes'],
    ['martes'],
    ['miércoles', 'miercoles'],
    ['jueves'],
    ['viernes'],
    ['sábado', 'sabado', 'sábados', 'sabados'],
  ],
  fr: [
    ['dimanche', 'dimanches'],
    ['lundi', 'lundis'],
    ['mardi', 'mardis'],
    ['mercredi', 'mercredis'],
    ['jeudi', 'jeudis'],
    ['vendredi', 'vendredis'],
    ['samedi', 'samedis'],
  ],
  de: [
    ['sonntag', 'sonntags'],
    ['montag', 'montags'],
    ['dienstag', 'dienstags'],
    ['mittwoch', 'mittwochs'],
    ['donnerstag', 'donnerstags'],
    ['freitag', 'freitags'],
    ['samstag', 'samstags', 'sonnabend', 'sonnabends'],
  ],
};

/** The weekday a full name (or plural) names, or null. */
export function weekdayNamed(language: QuickAddLanguage, word: string): number | null {
  const lower = word.toLowerCase();
  const index = WEEKDAYS[language].findIndex((names) => names.includes(lower));
  return index < 0 ? null : index;
}

const alternatives = (words: readonly string[]) =>
  [...words]
    .sort((a, b) => b.length - a.length)
    .map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s+'))
    .join('|');

/** A whole-word pattern over any of `words` (longest first), Unicode-aware, case-insensitive. */
export const wordsPattern = (words: readonly string[]) =>
  new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives(words)})(?![\\p{L}\\p{N}])`, 'giu');

interface RoutinePhrases {
  daily: string[];
  weekdays: string[];
  weekly: string[];
  /** Words before a weekday name that make it a weekly routine ('every Monday'). */
  everyWeekday: string[];
  /** Weekday words that are a weekly routine on their own ('on Mondays', German 'montags'). */
  adverbialWeekdays: boolean;
}

export const ROUTINES: Record<QuickAddLanguage, RoutinePhrases> = {
  en: {
    daily: ['every day', 'everyday', 'daily', 'each day'],
    weekdays: ['every weekday', 'on weekdays', 'weekdays', 'every workday', 'every work day', 'each weekday'],
    weekly: ['every week', 'weekly', 'each week', 'once a week'],
    everyWeekday: ['every', 'each'],
    adverbialWeekdays: true,
  },
  es: {
    daily: ['cada día', 'cada dia', 'todos los días', 'todos los dias', 'diariamente', 'a diario'],
    weekdays: [
      'entre semana',
      'días laborables',
      'dias laborables',
      'cada día laborable',
      'cada dia laborable',
      'de lunes a viernes',
    ],
    weekly: ['cada semana', 'todas las semanas', 'semanalmente', 'una vez por semana'],
    everyWeekday: ['cada', 'todos los'],
    adverbialWeekdays: false,
  },
  fr: {
    daily: ['tous les jours', 'chaque jour', 'quotidiennement', 'tous les matins'],
    weekdays: [
      'en semaine',
      'les jours ouvrables',
      'chaque jour ouvrable',
      'du lundi au vendredi',
      'jours ouvrés',
      'les jours ouvrés',
    ],
    weekly: ['chaque semaine', 'toutes les semaines', 'hebdomadaire', 'une fois par semaine'],
    everyWeekday: ['chaque', 'tous les'],
    adverbialWeekdays: false,
  },
  de: {
    daily: ['jeden tag', 'täglich', 'taeglich', 'alle tage'],
    weekdays: ['werktags', 'an werktagen', 'jeden werktag', 'montags bis freitags', 'wochentags'],
    weekly: ['jede woche', 'wöchentlich', 'woechentlich', 'einmal die woche', 'einmal pro woche'],
    everyWeekday: ['jeden', 'jede'],
    adverbialWeekdays: true,
  },
};

/** The full weekday names of a language, for a routine pattern. */
export const weekdayWords = (language: QuickAddLanguage) => WEEKDAYS[language].flat();

/** The plural or adverbial weekday words that are a routine alone ('mondays', 'montags'). */
export const adverbialWeekdayWords = (language: QuickAddLanguage): string[] =>
  WEEKDAYS[language].flatMap((names) =>
    language === 'en' ? names.slice(1) : language === 'de' ? names.filter((n) => n.endsWith('s')) : [],
  );

/** Relative days chrono-node misses (or reads without a day): days from today, and whether evening. */
export const RELATIVE_DAYS: Record<QuickAddLanguage, { words: string[]; days: number; evening: boolean }[]> =
  {
    en: [
      { words: ['the day after tomorrow', 'day after tomorrow'], days: 2, evening: false },
      { words: ['tonight', 'this evening', 'this eve'], days: 0, evening: true },
    ],
    es: [
      { words: ['pasado mañana', 'pasado manana'], days: 2, evening: false },
      { words: ['esta noche', 'esta tarde'], days: 0, evening: true },
    ],
    fr: [
      { words: ['après-demain', 'apres-demain', 'après demain', 'apres demain'], days: 2, evening: false },
      { words: ['ce soir', 'cette nuit'], days: 0, evening: true },
    ],
    de: [
      { words: ['übermorgen', 'uebermorgen'], days: 2, evening: false },
      { words: ['heute abend', 'heute nacht'], days: 0, evening: true },
    ],
  };

/** Words a date or time leaves dangling in the title ('call mom at' -> 'call mom'). */
export const DANGLING: Record<QuickAddLanguage, string[]> = {
  en: ['at', 'on', 'by'],
  es: ['a las', 'a la', 'el', 'a', 'para el', 'para'],
  fr: ['à', 'a', 'le', 'pour le'],
  de: ['um', 'am', 'an', 'bis'],
};

export const PRIORITY = /(?<![\p{L}\p{N}])p([123])(?![\p{L}\p{N}])/giu;
export const PRIORITIES = { '1': 'high', '2': 'medium', '3': 'low' } as const;

/** `~20m`, `~20 min`, `~1h`, `~1h30`, `~1.5h`, `~90min`. */
export const ESTIMATE =
  /(?<![\p{L}\p{N}])~\s?(\d{1,3}(?:[.,]\d+)?)\s?(h|hr|hrs|hours?|std|stunden?|heures?|horas?|m|min|mins|minutes?|minuten?|minutos?)(?:\s?(\d{1,2})\s?(?:m|min)?)?(?![\p{L}\p{N}])/giu;

/** German numeric dates: `3.12.` and `3.12.2026`. */
export const GERMAN_DATE = /(?<![\p{L}\p{N}.])(\d{1,2})\.(\d{1,2})\.(\d{4})?(?![\p{N}])/gu;

/**
 * Times chrono-node reads without their part of the day (`a las 5 de la tarde` is 17:00), and the
 * marks that make a number a time when it stands beside a date (to split 'tomorrow 5pm' into a day
 * and a time the player can undo apart).
 */
export const DAYPART_TIMES: Record<QuickAddLanguage, RegExp | null> = {
  en: null,
  es: /(?<![\p{L}\p{N}])(?:a\s+las?\s+)?(\d{1,2})(?::(\d{2}))?\s+de\s+la\s+(mañana|manana|tarde|noche)(?![\p{L}\p{N}])/giu,
  fr: /(?<![\p{L}\p{N}])(?:à\s+)?(\d{1,2})\s?h\s?(\d{2})?\s+du\s+(matin|soir)(?![\p{L}\p{N}])/giu,
  de: /(?<![\p{L}\p{N}])(?:um\s+)?(\d{1,2})(?:[:.](\d{2}))?\s*uhr\s+(morgens|vormittags|nachmittags|abends|nachts)(?![\p{L}\p{N}])/giu,
};

export const AFTERNOON_WORDS = new Set(['tarde', 'noche', 'soir', 'nachmittags', 'abends', 'nachts']);

export const TIME_MARKS: Record<QuickAddLanguage, RegExp> = {
  en: /(?<![\p{L}\p{N}])(?:at\s+)?(?:\d{1,2}(?::\d{2})?\s*(?:am|pm|a\.m\.|p\.m\.)|\d{1,2}:\d{2}|noon|midnight)(?![\p{L}\p{N}])|(?<![\p{L}\p{N}])at\s+\d{1,2}(?![\p{L}\p{N}:])/giu,
  es: /(?<![\p{L}\p{N}])(?:a\s+las?\s+)\d{1,2}(?::\d{2})?(?:\s*(?:am|pm|h))?(?![\p{L}\p{N}])|(?<![\p{L}\p{N}])\d{1,2}:\d{2}(?![\p{L}\p{N}])|mediodía|medianoche/giu,
  fr: /(?<![\p{L}\p{N}])(?:à\s+)?\d{1,2}\s?h\s?(?:\d{2})?(?![\p{L}\p{N}])|(?<![\p{L}\p{N}])(?:à\s+)?\d{1,2}:\d{2}(?![\p{L}\p{N}])|midi|minuit/giu,
  de: /(?<![\p{L}\p{N}])(?:um\s+)?\d{1,2}(?:[:.]\d{2})?\s*uhr(?![\p{L}\p{N}])|(?<![\p{L}\p{N}])(?:um\s+)\d{1,2}(?:[:.]\d{2})?(?![\p{L}\p{N}])|(?<![\p{L}\p{N}])\d{1,2}:\d{2}(?![\p{L}\p{N}])|mittags|mitternacht/giu,
};

export type Recurrence = (typeof RECURRENCES)[number];
