/**
 * The calendar day of an instant in a time zone, shared by the server's rules (streaks, routines,
 * the player's day) and the client's words for them ('Back tomorrow'). Pure: the caller passes
 * the moment.
 */

/** The calendar day of `at` in `timeZone`, as a whole number of days since 1970-01-01. */
export function localDayNumber(at: Date, timeZone: string): number {
  // Every zone's offset today is a whole number of minutes, so a local day changes only on a UTC
  // minute: the last answer per zone holds for the rest of its minute (a completion asks twice).
  const minute = Math.floor(at.getTime() / 60_000);
  const last = lastDays.get(timeZone);
  if (last?.minute === minute) return last.day;
  const parts = dayFormat(timeZone).formatToParts(at);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const day = Math.floor(Date.UTC(get('year'), get('month') - 1, get('day')) / 86_400_000);
  if (lastDays.size >= 1000) lastDays.clear();
  lastDays.set(timeZone, { minute, day });
  return day;
}

const lastDays = new Map<string, { minute: number; day: number }>();

/**
 * One formatter per time zone, made once: building an `Intl.DateTimeFormat` costs about a
 * millisecond, and every completion asks for two days. Zones are a small fixed set (IANA names,
 * validated at the profile), so the cache stays small.
 */
const dayFormats = new Map<string, Intl.DateTimeFormat>();

function dayFormat(timeZone: string): Intl.DateTimeFormat {
  let format = dayFormats.get(timeZone);
  if (!format) {
    if (dayFormats.size >= 1000) dayFormats.clear();
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone: safeTimeZone(timeZone),
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormats.set(timeZone, format);
  }
  return format;
}

const knownZones = new Map<string, string>();

/** The zone itself when the runtime knows it, else UTC (a stored zone is never trusted blindly). */
export function safeTimeZone(timeZone: string): string {
  const known = knownZones.get(timeZone);
  if (known) return known;
  let zone = 'UTC';
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    zone = timeZone;
  } catch {
    // An unknown name falls back to UTC.
  }
  if (knownZones.size < 1000) knownZones.set(timeZone, zone);
  return zone;
}

/** The weekday (0 = Sunday .. 6 = Saturday) of a local day number (1970-01-01 was a Thursday). */
export function weekdayOfDay(day: number): number {
  return (((day + 4) % 7) + 7) % 7;
}
