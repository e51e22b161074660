/**
 * A moment as a player's clock on the wall shows it, and back: the quick add reads 'tomorrow at 9'
 * in the player's time zone, whatever the server's. Pure (Intl only).
 */
export interface WallClock {
  year: number;
  /** 1-12 */
  month: number;
  day: number;
  hour: number;
  minute: number;
  /** 0 (Sunday) - 6 */
  weekday: number;
}

const formats = new Map<string, Intl.DateTimeFormat>();

function formatOf(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    if (formats.size >= 500) formats.clear();
    formats.set(timeZone, format);
  }
  return format;
}

/** The player's wall clock at `at`. */
export function wallClockOf(at: Date, timeZone: string): WallClock {
  const parts = formatOf(timeZone).formatToParts(at);
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  const year = get('year');
  const month = get('month');
  const day = get('day');
  return {
    year,
    month,
    day,
    hour: get('hour'),
    minute: get('minute'),
    weekday: new Date(Date.UTC(year, month - 1, day)).getUTCDay(),
  };
}

/** The zone's offset from UTC at `at`, in minutes (east positive). */
function offsetMinutes(at: Date, timeZone: string): number {
  const wall = formatOf(timeZone).formatToParts(at);
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(wall.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(
    get('year'),
    get('month') - 1,
    get('day'),
    get('hour'),
    get('minute'),
    get('second'),
  );
  return Math.round((asUtc - Math.floor(at.getTime() / 1000) * 1000) / 60_000);
}

/**
 * The moment a wall-clock time names in the zone. A time the clock skips (the hour a DST change
 * jumps over) is read with the offset before the jump, so it lands just after it; a time the clock
 * shows twice (the hour repeated) is the first of the two.
 */
export function instantOf(
  wall: Pick<WallClock, 'year' | 'month' | 'day' | 'hour' | 'minute'>,
  timeZone: string,
): Date {
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute);
  // The offset a few hours before and after: across a change they differ, and the earlier one
  // that maps back onto the same wall clock wins.
  const before = offsetMinutes(new Date(asUtc - 12 * 3_600_000), timeZone);
  const after = offsetMinutes(new Date(asUtc + 12 * 3_600_000), timeZone);
  for (const offset of [before, after]) {
    const candidate = new Date(asUtc - offset * 60_000);
    if (offsetMinutes(candidate, timeZone) === offset) return candidate;
  }
  return new Date(asUtc - before * 60_000);
}

/** The calendar day `days` after a wall-clock day (month and year lengths handled by Date.UTC). */
export function addDays<T extends Pick<WallClock, 'year' | 'month' | 'day'>>(
  wall: T,
  days: number,
): Pick<WallClock, 'year' | 'month' | 'day' | 'weekday'> {
  const d = new Date(Date.UTC(wall.year, wall.month - 1, wall.day + days));
  return {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth() + 1,
    day: d.getUTCDate(),
    weekday: d.getUTCDay(),
  };
}
