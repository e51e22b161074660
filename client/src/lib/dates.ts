/**
 * Calendar helpers in the browser's own time zone: 'today', 'this week' and due dates are what the
 * player sees on their clock.
 */

export function startOfDay(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate());
}

export function addDays(date: Date, days: number): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);
}

export function isSameDay(a: Date, b: Date): boolean {
  return a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();
}

/** True when the ISO instant falls on the local calendar day of `now`. */
export function isOnDay(iso: string | null, day: Date): boolean {
  return iso !== null && isSameDay(new Date(iso), day);
}

/** Monday of the week that holds `date` (ISO weeks start on Monday). */
export function startOfWeek(date: Date): Date {
  const day = startOfDay(date);
  const sinceMonday = (day.getDay() + 6) % 7;
  return addDays(day, -sinceMonday);
}

/** The seven days, Monday to Sunday, of the week that holds `date`. */
export function weekDays(date: Date): Date[] {
  const monday = startOfWeek(date);
  return Array.from({ length: 7 }, (_, index) => addDays(monday, index));
}

/** `+02:00` style offset of the local zone at that moment. */
function offsetOf(date: Date): string {
  const minutes = -date.getTimezoneOffset();
  const sign = minutes >= 0 ? '+' : '-';
  const abs = Math.abs(minutes);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/**
 * A `datetime-local` value ('2025-05-01T14:30') as an ISO date-time with the local offset
 * ('2025-05-01T14:30:00+02:00'); empty or unreadable input gives null.
 */
export function localInputToIso(value: string): string | null {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(:\d{2})?/.exec(value.trim());
  if (!match) return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  return `${match[1]}T${match[2]}${match[3] ?? ':00'}${offsetOf(date)}`;
}

/** An ISO date-time as a `datetime-local` value in the local zone ('2025-05-01T14:30'); '' for none. */
export function isoToLocalInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** True once the due time has passed (for an item that is still open). */
export function isPastDue(iso: string | null, now = new Date()): boolean {
  return iso !== null && new Date(iso).getTime() < now.getTime();
}

export function formatTime(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, { hour: 'numeric', minute: '2-digit' }).format(new Date(iso));
}

export function formatDate(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(new Date(iso));
}

/** A due date as the player reads it: the time for today, else a short day and the time. */
export function formatDue(iso: string, language: string, now = new Date()): string {
  const date = new Date(iso);
  if (isSameDay(date, now)) return formatTime(iso, language);
  return formatDayAndTime(date, language);
}

/** 'Tue, 3 Dec, 14:30' in the language's own order: a moment on another day. */
export function formatDayAndTime(date: Date, language: string): string {
  return new Intl.DateTimeFormat(language, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
  }).format(date);
}

const UNITS: ReadonlyArray<[Intl.RelativeTimeFormatUnit, number]> = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
  ['week', 4.34524],
  ['month', 12],
  ['year', Number.POSITIVE_INFINITY],
];

/** '5 minutes ago', 'yesterday', 'vor 2 Stunden': Intl.RelativeTimeFormat in the UI language. */
export function relativeTime(iso: string, language: string, now = new Date()): string {
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  let value = (new Date(iso).getTime() - now.getTime()) / 1000;
  // Under a minute reads as 'now' rather than a ticking count of seconds.
  if (Math.abs(value) < 45) return format.format(0, 'second');
  for (const [unit, size] of UNITS) {
    if (Math.abs(value) < size) return format.format(Math.round(value), unit);
    value /= size;
  }
  return format.format(Math.round(value), 'year');
}

/** A date and time, for records (registration, last sign-in, audit entries). */
export function formatDateTime(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}
