import * as chrono from 'chrono-node';
import type { QuickAddSpan } from '../../../protocol/api/quickAdd.ts';
import { addDays, instantOf, type WallClock, wallClockOf } from '../time/wallClock.ts';
import {
  AFTERNOON_WORDS,
  adverbialWeekdayWords,
  DANGLING,
  DAYPART_TIMES,
  ESTIMATE,
  GERMAN_DATE,
  PRIORITIES,
  PRIORITY,
  type QuickAddLanguage,
  RELATIVE_DAYS,
  type Recurrence,
  ROUTINES,
  TIME_MARKS,
  weekdayNamed,
  weekdayWords,
  wordsPattern,
} from './phrases.ts';

export interface QuickAddResult {
  title: string;
  dueDate: Date | null;
  remindAt: Date | null;
  recurrence: Recurrence | null;
  priority: 'high' | 'medium' | 'low' | null;
  estimateMinutes: number | null;
  spans: QuickAddSpan[];
}

type Day = Pick<WallClock, 'year' | 'month' | 'day'>;
interface TimeOfDay {
  hour: number;
  minute: number;
  /** The hour came with its part of the day (pm, 17:00, de la tarde): no evening word moves it. */
  meridiem: boolean;
}

/** What the parts read so far say, before it becomes moments in the player's zone. */
interface Reading {
  day:
    | { kind: 'date'; date: Day }
    | { kind: 'weekday'; weekday: number }
    | { kind: 'offset'; days: number }
    | null;
  time: TimeOfDay | null;
  /** 'in 2 hours': a moment of its own, not a day and a time. */
  moment: WallClock | null;
  evening: boolean;
  recurrence: Recurrence | null;
  priority: QuickAddResult['priority'];
  estimateMinutes: number | null;
  spans: QuickAddSpan[];
}

const parsers: Record<QuickAddLanguage, chrono.Chrono> = {
  en: chrono.en.casual,
  es: chrono.es.casual,
  fr: chrono.fr.casual,
  de: chrono.de.casual,
};

/**
 * Reads a one-line quick add (DESIGN section 13) in the player's language and time zone, at `now`:
 * the title and what the line says about when, how often, how urgent and how long. Pure. What it
 * does not understand stays in the title: it never guesses.
 */
export function parseQuickAdd(
  text: string,
  options: {
    language: QuickAddLanguage;
    now: Date;
    timeZone: string;
    /** Parts the player said are not what they were read as: kept in the title, not read. */
    ignore?: readonly { start: number; end: number }[];
  },
): QuickAddResult {
  const { language, now, timeZone } = options;
  const wall = wallClockOf(now, timeZone);
  const reading: Reading = {
    day: null,
    time: null,
    moment: null,
    evening: false,
    recurrence: null,
    priority: null,
    estimateMinutes: null,
    spans: [],
  };
  // Read parts are blanked out (same length, so every index still points into the text).
  let masked = blank(text, options.ignore ?? []);
  const take = (start: number, end: number, kind: QuickAddSpan['kind']) => {
    reading.spans.push({ start, end, kind });
    masked = blank(masked, [{ start, end }]);
  };

  readPriority(masked, reading, take);
  readEstimate(masked, reading, take);
  readRoutine(masked, language, reading, take);
  readRelativeDay(masked, language, reading, take);
  readDaypartTime(masked, language, reading, take);
  if (language === 'de') readGermanDate(masked, wall, reading, take);
  readChrono(masked, language, wall, reading, take);

  const when = moments(reading, wall, timeZone, now);
  return {
    title: titleOf(text, reading.spans, language),
    ...when,
    recurrence: reading.recurrence,
    priority: reading.priority,
    estimateMinutes: reading.estimateMinutes,
    spans: [...reading.spans].sort((a, b) => a.start - b.start),
  };
}

type Take = (start: number, end: number, kind: QuickAddSpan['kind']) => void;

function blank(text: string, ranges: readonly { start: number; end: number }[]): string {
  let out = text;
  for (const { start, end } of ranges) {
    const from = Math.max(0, Math.min(start, text.length));
    const to = Math.max(from, Math.min(end, text.length));
    out = out.slice(0, from) + ' '.repeat(to - from) + out.slice(to);
  }
  return out;
}

/** Every match of a global pattern, first to last (the pattern's own state left alone). */
function matches(pattern: RegExp, text: string): RegExpExecArray[] {
  return [...text.matchAll(new RegExp(pattern.source, pattern.flags))];
}

function readPriority(text: string, reading: Reading, take: Take): void {
  const [first] = matches(PRIORITY, text);
  if (!first) return;
  reading.priority = PRIORITIES[first[1] as keyof typeof PRIORITIES];
  take(first.index, first.index + first[0].length, 'priority');
}

function readEstimate(text: string, reading: Reading, take: Take): void {
  for (const m of matches(ESTIMATE, text)) {
    const amount = Number(m[1]!.replace(',', '.'));
    const unit = m[2]!.toLowerCase();
    const hours = /^(h|hr|hrs|hours?|std|stunden?|heures?|horas?)$/.test(unit);
    const extra = m[3] ? Number(m[3]) : 0;
    if (!hours && m[3]) continue;
    const minutes = Math.round(hours ? amount * 60 + extra : amount);
    if (minutes < 1 || minutes > 600) continue;
    reading.estimateMinutes = minutes;
    take(m.index, m.index + m[0].length, 'estimate');
    return;
  }
}

function readRoutine(text: string, language: QuickAddLanguage, reading: Reading, take: Take): void {
  const phrases = ROUTINES[language];
  const weekdayRoutine = (m: RegExpExecArray, word: string): boolean => {
    const weekday = weekdayNamed(language, word);
    if (weekday === null) return false;
    reading.recurrence = 'weekly';
    reading.day = { kind: 'weekday', weekday };
    take(m.index, m.index + m[0].length, 'recurrence');
    return true;
  };
  // 'every Monday' first, so that its weekday is not read as a one-off day.
  const every = new RegExp(
    `(?<![\\p{L}\\p{N}])(?:${phrases.everyWeekday.join('|').replace(/ /g, '\\s+')})\\s+(${weekdayWords(language).join('|')})(?![\\p{L}\\p{N}])`,
    'giu',
  );
  for (const m of matches(every, text)) if (weekdayRoutine(m, m[1]!)) return;
  for (const [recurrence, words] of [
    ['weekdays', phrases.weekdays],
    ['daily', phrases.daily],
    ['weekly', phrases.weekly],
  ] as const) {
    const [m] = matches(wordsPattern(words), text);
    if (!m) continue;
    reading.recurrence = recurrence;
    take(m.index, m.index + m[0].length, 'recurrence');
    return;
  }
  if (phrases.adverbialWeekdays) {
    const adverbs = adverbialWeekdayWords(language);
    const on = language === 'en' ? '(?:on\\s+)?' : '';
    const pattern = new RegExp(`(?<![\\p{L}\\p{N}])${on}(${adverbs.join('|')})(?![\\p{L}\\p{N}])`, 'giu');
    for (const m of matches(pattern, text)) if (weekdayRoutine(m, m[1]!)) return;
  }
}

function readRelativeDay(text: string, language: QuickAddLanguage, reading: Reading, take: Take): void {
  if (reading.day) return;
  for (const entry of RELATIVE_DAYS[language]) {
    const [m] = matches(wordsPattern(entry.words), text);
    if (!m) continue;
    reading.day = { kind: 'offset', days: entry.days };
    reading.evening = entry.evening;
    take(m.index, m.index + m[0].length, 'date');
    return;
  }
}

function readDaypartTime(text: string, language: QuickAddLanguage, reading: Reading, take: Take): void {
  const pattern = DAYPART_TIMES[language];
  if (!pattern) return;
  const [m] = matches(pattern, text);
  if (!m) return;
  const hour = Number(m[1]);
  const minute = m[2] ? Number(m[2]) : 0;
  if (hour > 12 || minute > 59) return;
  const afternoon = AFTERNOON_WORDS.has(m[3]!.toLowerCase());
  reading.time = {
    hour: afternoon && hour < 12 ? hour + 12 : !afternoon && hour === 12 ? 0 : hour,
    minute,
    meridiem: true,
  };
  take(m.index, m.index + m[0].length, 'time');
}

function readGermanDate(text: string, wall: WallClock, reading: Reading, take: Take): void {
  if (reading.day) return;
  for (const m of matches(GERMAN_DATE, text)) {
    const day = Number(m[1]);
    const month = Number(m[2]);
    if (month < 1 || month > 12 || day < 1 || day > 31) continue;
    let year = m[3] ? Number(m[3]) : wall.year;
    const check = new Date(Date.UTC(year, month - 1, day));
    if (check.getUTCMonth() !== month - 1) continue;
    // Without a year: the next such day, today included.
    if (!m[3] && Date.UTC(year, month - 1, day) < Date.UTC(wall.year, wall.month - 1, wall.day)) year += 1;
    reading.day = { kind: 'date', date: { year, month, day } };
    take(m.index, m.index + m[0].length, 'date');
    return;
  }
}

/**
 * The text chrono-node reads: every run of spaces (the blanked parts leave long ones, which its
 * patterns do not expect) made one, with each character's index in the original text.
 */
function compact(text: string): { text: string; at: number[] } {
  let out = '';
  const at: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (/\s/.test(c) && (out.length === 0 || out.endsWith(' '))) continue;
    out += /\s/.test(c) ? ' ' : c;
    at.push(i);
  }
  return { text: out, at };
}

/** Dates, weekdays and times chrono-node reads; only what it is certain of. */
function readChrono(
  masked: string,
  language: QuickAddLanguage,
  wall: WallClock,
  reading: Reading,
  take: Take,
): void {
  // chrono reads in the player's wall-clock time: their 'now' given as if it were UTC.
  const instant = new Date(Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute));
  let text = masked;
  // A weekday abbreviation ('Sam', 'mar', 'sat') is too often a word or a name: it is blanked out
  // and the line read again, at most a few times.
  for (let attempt = 0; attempt < 4; attempt++) {
    const { text: compacted, at } = compact(text);
    const results = parsers[language].parse(compacted, { instant, timezone: 0 }, { forwardDate: true });
    const abbreviated = results.find(
      (r) =>
        r.start.isCertain('weekday') &&
        !fullWeekday(language, r.text) &&
        abbreviatesWeekday(language, /^\S+/.exec(r.text)?.[0] ?? ''),
    );
    if (abbreviated) {
      const word = /^\S+/.exec(abbreviated.text)?.[0] ?? abbreviated.text;
      const from = at[abbreviated.index]!;
      text = blank(text, [{ start: from, end: at[abbreviated.index + word.length - 1]! + 1 }]);
      continue;
    }
    for (const result of results) {
      const from = at[result.index]!;
      const to = at[result.index + result.text.length - 1]! + 1;
      readResult(result, masked.slice(from, to), from, to, language, reading, take);
    }
    return;
  }
}

function readResult(
  result: chrono.ParsedResult,
  original: string,
  from: number,
  to: number,
  language: QuickAddLanguage,
  reading: Reading,
  take: Take,
): void {
  const start = result.start;
  const known = (c: chrono.Component) => start.isCertain(c);
  const hasDay = known('day') || known('weekday');
  const hasTime = known('hour');
  if (!hasDay && !hasTime) return;
  const relative = known('hour') && known('day') && isRelative(result.text, language);
  if (relative) {
    if (reading.moment || reading.day || reading.time) return;
    reading.moment = { ...wallOfComponents(start), weekday: 0 };
    take(from, to, 'time');
    return;
  }
  if ((hasDay && reading.day) || (hasTime && reading.time)) return;
  if (hasDay) {
    reading.day = known('day')
      ? { kind: 'date', date: dayOfComponents(start) }
      : { kind: 'weekday', weekday: start.get('weekday') ?? 0 };
  }
  if (hasTime) {
    reading.time = {
      hour: start.get('hour') ?? 0,
      minute: start.get('minute') ?? 0,
      meridiem: known('meridiem') || (start.get('hour') ?? 0) > 12,
    };
  }
  if (hasDay && hasTime) {
    const split = splitTime(original, language);
    if (split) {
      take(from + split.dayStart, from + split.dayEnd, 'date');
      take(from + split.timeStart, from + split.timeEnd, 'time');
      return;
    }
  }
  take(from, to, hasDay ? 'date' : 'time');
}

/** 'Sam', 'sat', 'mar': a word chrono-node alone reads as a weekday, not a full name of one. */
function abbreviatesWeekday(language: QuickAddLanguage, word: string): boolean {
  if (!word || weekdayNamed(language, word) !== null) return false;
  const [alone] = parsers[language].parse(word);
  return Boolean(alone?.start.isCertain('weekday') && alone.text === word);
}

function fullWeekday(language: QuickAddLanguage, matched: string): boolean {
  return matched.split(/[\s,]+/).some((word) => weekdayNamed(language, word.replace(/[.,]$/, '')) !== null);
}

const RELATIVE_WORDS: Record<QuickAddLanguage, RegExp> = {
  en: /\b(in|within)\s+\d+|\bhours?\b|\bminutes?\b|\bmins?\b|\bfrom now\b/i,
  es: /(?<![\p{L}])en\s+\d+|\bhoras?\b|\bminutos?\b|dentro de/iu,
  fr: /(?<![\p{L}])dans\s+\d+|\bheures?\b|\bminutes?\b/iu,
  de: /(?<![\p{L}])in\s+\d+|\bstunden?\b|\bminuten?\b/iu,
};

/** 'in 2 hours', 'dans 3 heures': a moment counted from now (chrono gives it down to the second). */
function isRelative(matched: string, language: QuickAddLanguage): boolean {
  return (
    RELATIVE_WORDS[language].test(matched) &&
    /\d/.test(matched) &&
    !/\b(days?|días?|dias?|jours?|tagen?|tage)\b/iu.test(matched)
  );
}

function dayOfComponents(c: chrono.ParsedComponents): Day {
  return { year: c.get('year') ?? 1970, month: c.get('month') ?? 1, day: c.get('day') ?? 1 };
}

function wallOfComponents(c: chrono.ParsedComponents): Omit<WallClock, 'weekday'> {
  return { ...dayOfComponents(c), hour: c.get('hour') ?? 0, minute: c.get('minute') ?? 0 };
}

/** The time inside a day-and-time phrase, so each can be undone apart. */
function splitTime(
  matched: string,
  language: QuickAddLanguage,
): { dayStart: number; dayEnd: number; timeStart: number; timeEnd: number } | null {
  const found = matches(TIME_MARKS[language], matched);
  const time = found[found.length - 1];
  if (!time) return null;
  const timeStart = time.index;
  const timeEnd = time.index + time[0].length;
  const before = matched.slice(0, timeStart);
  const after = matched.slice(timeEnd);
  // The day is the rest: before the time ('tomorrow at 5pm') or after it ('at 5pm tomorrow').
  if (before.trim() && !after.trim())
    return { dayStart: 0, dayEnd: before.trimEnd().length, timeStart, timeEnd };
  if (after.trim() && !before.trim()) {
    const lead = after.length - after.trimStart().length;
    return { dayStart: timeEnd + lead, dayEnd: matched.length, timeStart, timeEnd };
  }
  return null;
}

/** The due day and reminder the reading names, as moments in the player's zone. */
function moments(
  reading: Reading,
  wall: WallClock,
  timeZone: string,
  now: Date,
): { dueDate: Date | null; remindAt: Date | null } {
  if (reading.moment) {
    const at = instantOf(reading.moment, timeZone);
    return { dueDate: at, remindAt: at };
  }
  let time = reading.time;
  if (time && reading.evening && !time.meridiem && time.hour < 12) time = { ...time, hour: time.hour + 12 };
  let day: Day | null = null;
  const today: Day = { year: wall.year, month: wall.month, day: wall.day };
  if (reading.day?.kind === 'date') day = reading.day.date;
  else if (reading.day?.kind === 'offset') day = addDays(today, reading.day.days);
  else if (reading.day?.kind === 'weekday') {
    // A bare weekday is its next occurrence, today excluded.
    const ahead = (reading.day.weekday - wall.weekday + 7) % 7 || 7;
    day = addDays(today, ahead);
  }
  if (!day && time) {
    // A time alone is today, or tomorrow when it has passed.
    const todayAt = instantOf({ ...today, ...time }, timeZone);
    day = todayAt.getTime() > now.getTime() ? today : addDays(today, 1);
  }
  if (!day) return { dueDate: null, remindAt: null };
  if (!time) return { dueDate: instantOf({ ...day, hour: 23, minute: 59 }, timeZone), remindAt: null };
  const at = instantOf({ ...day, hour: time.hour, minute: time.minute }, timeZone);
  return { dueDate: at, remindAt: at };
}

/** The text without what was read (and a preposition it leaves dangling), spaces collapsed. */
function titleOf(text: string, spans: readonly QuickAddSpan[], language: QuickAddLanguage): string {
  const dangling = wordsPattern(DANGLING[language]);
  let out = text;
  // Right to left, so earlier indices stay true.
  for (const span of [...spans].sort((a, b) => b.start - a.start)) {
    let start = span.start;
    if (span.kind === 'date' || span.kind === 'time' || span.kind === 'recurrence') {
      const before = out.slice(0, start);
      const tail = new RegExp(`(?:${dangling.source})\\s*$`, 'iu').exec(before);
      if (tail) start = tail.index;
    }
    out = `${out.slice(0, start)} ${out.slice(span.end)}`;
  }
  return out
    .replace(/\s+/g, ' ')
    .replace(/\s+([,.;:!?])/g, '$1')
    .replace(/^[\s,;:-]+|[\s,;:-]+$/g, '');
}
