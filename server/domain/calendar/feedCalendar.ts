import ical, { ICalAlarmType, ICalEventRepeatingFreq, ICalWeekday } from 'ical-generator';
import { wallClockOf } from '../time/wallClock.ts';

/** One dated quest or task of a feed (server/data/calendarFeeds.ts). */
export interface CalendarItem {
  kind: 'quest' | 'task';
  id: string;
  title: string;
  description: string | null;
  dueDate: Date;
  remindAt: Date | null;
  recurrence: 'daily' | 'weekdays' | 'weekly' | null;
}

const RRULES = {
  daily: { freq: ICalEventRepeatingFreq.DAILY },
  weekdays: {
    freq: ICalEventRepeatingFreq.WEEKLY,
    byDay: [ICalWeekday.MO, ICalWeekday.TU, ICalWeekday.WE, ICalWeekday.TH, ICalWeekday.FR],
  },
  weekly: { freq: ICalEventRepeatingFreq.WEEKLY },
} as const;

/**
 * A player's dated quests and tasks as an iCalendar file (RFC 5545, DESIGN section 14), written by
 * ical-generator: one VEVENT per item with a UID stable per item, its title, its moment (a due day
 * without a time, 23:59 in the player's zone and no reminder, as an all-day event on that day), a
 * VALARM at its reminder, and a routine's RRULE. Pure: the same items and `stamp` give the same
 * text, so a calendar app that polls gets 304 until something changed.
 */
export function feedCalendar(feed: {
  timeZone: string;
  items: readonly CalendarItem[];
  stamp: Date;
}): string {
  const calendar = ical({
    name: 'Quest Planner',
    prodId: { company: 'Quest Planner', product: 'Quest Planner', language: 'EN' },
  });
  for (const item of feed.items) {
    const wall = wallClockOf(item.dueDate, feed.timeZone);
    const allDay = item.remindAt === null && wall.hour === 23 && wall.minute === 59;
    calendar.createEvent({
      id: `${item.kind}-${item.id}@quest-planner`,
      summary: item.title,
      description: item.description,
      stamp: feed.stamp,
      start: allDay ? new Date(Date.UTC(wall.year, wall.month - 1, wall.day)) : item.dueDate,
      allDay,
      repeating: item.recurrence ? RRULES[item.recurrence] : null,
      alarms: item.remindAt
        ? [{ type: ICalAlarmType.display, trigger: item.remindAt, description: item.title }]
        : [],
    });
  }
  return calendar.toString();
}
