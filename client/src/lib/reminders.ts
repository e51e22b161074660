import { addDays, formatDayAndTime, isoToLocalInput, isSameDay, localInputToIso } from './dates.ts';

/** The reminder picker's choices; 'pick' is a time the player types. */
export const REMINDER_CHOICES = ['none', 'inOneHour', 'thisEvening', 'tomorrowMorning', 'pick'] as const;
export type ReminderChoice = (typeof REMINDER_CHOICES)[number];
export type QuickReminder = Exclude<ReminderChoice, 'none' | 'pick'>;

/** 'This evening' and 'Tomorrow morning' in the player's own clock (the browser's zone). */
export const EVENING_HOUR = 18;
export const MORNING_HOUR = 9;

function atHour(day: Date, hour: number): Date {
  return new Date(day.getFullYear(), day.getMonth(), day.getDate(), hour, 0, 0, 0);
}

/**
 * When a quick choice reminds, seen from `now`: in an hour (to the next whole minute, as a typed
 * time would be), this evening at 18:00 (tomorrow's evening once 18:00 has passed), or tomorrow
 * at 09:00. Always ahead of `now`, so the server's 'not in the past' rule never refuses it.
 */
export function quickReminderTime(choice: QuickReminder, now: Date): Date {
  switch (choice) {
    case 'inOneHour': {
      const inAnHour = new Date(now.getTime() + 60 * 60 * 1000);
      inAnHour.setSeconds(0, 0);
      return new Date(inAnHour.getTime() + 60 * 1000);
    }
    case 'thisEvening': {
      const evening = atHour(now, EVENING_HOUR);
      return evening.getTime() > now.getTime() ? evening : atHour(addDays(now, 1), EVENING_HOUR);
    }
    case 'tomorrowMorning':
      return atHour(addDays(now, 1), MORNING_HOUR);
  }
}

/**
 * A reminder time in words: 'today 6:00 PM', 'tomorrow 9:00 AM', 'morgen 09:00' (the day from
 * Intl.RelativeTimeFormat, so every language says it its own way), else the weekday and date.
 */
export function reminderInWords(iso: string, language: string, now: Date): string {
  const at = new Date(iso);
  const time = new Intl.DateTimeFormat(language, { hour: 'numeric', minute: '2-digit' }).format(at);
  const days = [0, 1].find((offset) => isSameDay(at, addDays(now, offset)));
  if (days !== undefined) {
    const day = new Intl.RelativeTimeFormat(language, { numeric: 'auto' }).format(days, 'day');
    return `${day} ${time}`;
  }
  return formatDayAndTime(at, language);
}

/** The picker's state in a form: the choice and the time it stands for (a `datetime-local` value). */
export interface ReminderDraft {
  choice: ReminderChoice;
  at: string;
}

/** How a form starts: an item's reminder shows as its time ('Pick a time'), none as 'No reminder'. */
export function reminderDraftOf(remindAt: string | null | undefined): ReminderDraft {
  return remindAt ? { choice: 'pick', at: isoToLocalInput(remindAt) } : { choice: 'none', at: '' };
}

export type ResolvedReminder =
  | { ok: true; remindAt: string | null }
  | { ok: false; problem: 'invalid' | 'past' };

/**
 * What the form sends as `remindAt`. A reminder left as it was is sent back as it is stored (the
 * server accepts an unchanged one even once it is past, and a typed time has no seconds); a new
 * one must be a readable time still ahead of `now`.
 */
export function resolveReminder(draft: ReminderDraft, stored: string | null, now: Date): ResolvedReminder {
  if (draft.choice === 'none') return { ok: true, remindAt: null };
  if (stored && draft.at === isoToLocalInput(stored)) return { ok: true, remindAt: stored };
  const remindAt = localInputToIso(draft.at);
  if (!remindAt) return { ok: false, problem: 'invalid' };
  if (new Date(remindAt).getTime() <= now.getTime()) return { ok: false, problem: 'past' };
  return { ok: true, remindAt };
}
