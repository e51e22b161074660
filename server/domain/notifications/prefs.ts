/**
 * Notification preferences (DESIGN section 9). Pure: the caller passes the moment and the zone.
 * Every notification is stored and shown in the app; these rules decide only the Web Push.
 */
import {
  DEFAULT_NOTIFICATION_PREFS,
  type NotificationPrefs,
  type NotificationPrefsChange,
  notificationPrefsSchema,
  PUSH_KINDS,
  type PushKind,
  quietHoursSchema,
} from '../../../protocol/api/user.ts';
import { safeTimeZone } from '../progression/streaks.ts';

/**
 * The full preferences from what is stored (possibly partial, possibly written by an older
 * version): each switch falls back to its default on its own.
 */
export function notificationPrefsOf(stored: unknown): NotificationPrefs {
  const whole = notificationPrefsSchema.safeParse(stored);
  if (whole.success) return whole.data;
  const record = isRecord(stored) ? stored : {};
  const push = isRecord(record.push) ? record.push : {};
  const quiet = quietHoursSchema.nullable().safeParse(record.quietHours);
  return {
    push: Object.fromEntries(
      PUSH_KINDS.map((kind) => {
        const value = push[kind];
        return [kind, typeof value === 'boolean' ? value : DEFAULT_NOTIFICATION_PREFS.push[kind]];
      }),
    ) as NotificationPrefs['push'],
    quietHours: quiet.success ? quiet.data : DEFAULT_NOTIFICATION_PREFS.quietHours,
  };
}

/** A change merged into the current preferences (what it leaves out stays). */
export function mergeNotificationPrefs(
  current: NotificationPrefs,
  change: NotificationPrefsChange,
): NotificationPrefs {
  const push = { ...current.push };
  for (const kind of PUSH_KINDS) {
    const value = change.push?.[kind];
    if (value !== undefined) push[kind] = value;
  }
  return { push, quietHours: change.quietHours === undefined ? current.quietHours : change.quietHours };
}

const minutesOf = (clock: string): number => {
  const [h, m] = clock.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};

/** The local minute of the day (0..1439) of an instant in a zone. */
export function localMinuteOfDay(at: Date, timeZone: string): number {
  const parts = minuteFormat(timeZone).formatToParts(at);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return get('hour') * 60 + get('minute');
}

/**
 * Whether `at` falls in the quiet hours, read on the player's own clock. The start is inside and
 * the end outside; a span that wraps midnight (22:00 to 07:00) covers both evenings and mornings;
 * equal start and end mean no quiet time at all.
 */
export function inQuietHours(quiet: NotificationPrefs['quietHours'], at: Date, timeZone: string): boolean {
  if (!quiet) return false;
  const start = minutesOf(quiet.start);
  const end = minutesOf(quiet.end);
  if (start === end) return false;
  const now = localMinuteOfDay(at, timeZone);
  return start < end ? now >= start && now < end : now >= start || now < end;
}

/** Whether a notification of this type goes out by Web Push now. */
export function shouldPush(prefs: NotificationPrefs, type: PushKind, at: Date, timeZone: string): boolean {
  return prefs.push[type] && !inQuietHours(prefs.quietHours, at, timeZone);
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

const minuteFormats = new Map<string, Intl.DateTimeFormat>();

function minuteFormat(timeZone: string): Intl.DateTimeFormat {
  let format = minuteFormats.get(timeZone);
  if (!format) {
    if (minuteFormats.size >= 1000) minuteFormats.clear();
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: safeTimeZone(timeZone),
      hour: 'numeric',
      minute: 'numeric',
      hourCycle: 'h23',
    });
    minuteFormats.set(timeZone, format);
  }
  return format;
}
