import { describe, expect, it } from 'vitest';
import { taskLists, weekColumns } from '../../client/src/features/tasks/utils/task-lists.ts';
import { localInputToIso, relativeTime, startOfWeek, weekDays } from '../../client/src/lib/dates.ts';
import type { Task } from '../../protocol/api/tasks.ts';

/** Local time (the browser's zone), as the screens read it. */
const local = (y: number, m: number, d: number, h = 12, min = 0, s = 0) => new Date(y, m - 1, d, h, min, s);

let nextId = 1;
function task(overrides: Partial<Task>): Task {
  const id = String(nextId++);
  return {
    id,
    title: `Task ${id}`,
    description: null,
    priority: 'medium',
    completed: false,
    completedAt: null,
    dueDate: null,
    remindAt: null,
    points: 10,
    estimateMinutes: null,
    energy: null,
    checklist: [],
    createdAt: local(2026, 1, 1).toISOString(),
    ...overrides,
  };
}

describe('client calendar helpers', () => {
  it('turns a datetime-local value into an ISO date-time with the local offset', () => {
    const iso = localInputToIso('2026-05-01T14:30');
    expect(iso).toMatch(/^2026-05-01T14:30:00[+-]\d{2}:\d{2}$/);
    expect(new Date(iso ?? '').getTime()).toBe(local(2026, 5, 1, 14, 30).getTime());
    expect(localInputToIso('')).toBeNull();
    expect(localInputToIso('tomorrow')).toBeNull();
  });

  it('weeks run Monday to Sunday, also from a Sunday', () => {
    const sunday = local(2026, 11, 22);
    expect(startOfWeek(sunday)).toEqual(local(2026, 11, 16, 0));
    const days = weekDays(local(2026, 11, 18));
    expect(days).toHaveLength(7);
    expect(days.map((day) => day.getDay())).toEqual([1, 2, 3, 4, 5, 6, 0]);
  });

  it('relative times are in the UI language, and "now" under a minute', () => {
    const now = local(2026, 3, 10, 12);
    expect(relativeTime(local(2026, 3, 10, 11, 59, 40).toISOString(), 'en', now)).toBe('now');
    expect(relativeTime(local(2026, 3, 10, 11, 55).toISOString(), 'en', now)).toBe('5 minutes ago');
    expect(relativeTime(local(2026, 3, 9, 12).toISOString(), 'de', now)).toBe('gestern');
  });
});

describe('task lists', () => {
  const now = local(2026, 11, 18, 9);

  it('Today holds due-today, overdue and undated tasks; Upcoming the later ones; at most 10 completed', () => {
    const dueToday = task({ dueDate: local(2026, 11, 18, 23, 30).toISOString(), priority: 'high' });
    const overdue = task({ dueDate: local(2026, 11, 16, 10).toISOString() });
    const undated = task({});
    const tomorrow = task({ dueDate: local(2026, 11, 19, 0, 0).toISOString() });
    const done = Array.from({ length: 12 }, (_, index) =>
      task({ completed: true, completedAt: local(2026, 11, 1 + index).toISOString() }),
    );
    const lists = taskLists([dueToday, overdue, undated, tomorrow, ...done], now);
    expect(lists.today.map((t) => t.id)).toEqual([overdue.id, dueToday.id, undated.id]);
    expect(lists.upcoming.map((t) => t.id)).toEqual([tomorrow.id]);
    expect(lists.completed).toHaveLength(10);
    expect(lists.completed[0]?.completedAt).toBe(local(2026, 11, 12).toISOString());
    expect(lists.completedTotal).toBe(12);
    expect(lists.summary).toEqual({ pending: 4, highPriority: 1, dueToday: 1 });
  });

  it('the weekly view puts each task on its due day of this week', () => {
    const monday = task({ dueDate: local(2026, 11, 16, 8).toISOString() });
    const sundayLate = task({ dueDate: local(2026, 11, 22, 22).toISOString(), completed: true });
    const nextWeek = task({ dueDate: local(2026, 11, 23, 8).toISOString() });
    const columns = weekColumns([monday, sundayLate, nextWeek], now);
    expect(columns.map((column) => column.tasks.map((t) => t.id))).toEqual([
      [monday.id],
      [],
      [],
      [],
      [],
      [],
      [sundayLate.id],
    ]);
    expect(columns.findIndex((column) => column.isToday)).toBe(2);
  });
});
