import { describe, expect, it } from 'vitest';
import { parseQuickAdd } from '../../../server/domain/quickAdd/parseQuickAdd.ts';
import type { QuickAddLanguage } from '../../../server/domain/quickAdd/phrases.ts';

const read = (
  text: string,
  language: QuickAddLanguage,
  now: string,
  timeZone: string,
  ignore?: { start: number; end: number }[],
) => parseQuickAdd(text, { language, now: new Date(now), timeZone, ...(ignore ? { ignore } : {}) });
const iso = (d: Date | null) => d?.toISOString() ?? null;

describe('the quick add in the player’s time zone', () => {
  // 12:00 UTC on Friday 27 November is already 01:00 on Saturday 28 November in Auckland (UTC+13).
  const auckland = (text: string) => read(text, 'en', '2026-11-27T12:00:00Z', 'Pacific/Auckland');

  it('counts today and tomorrow from the player’s day where it is already tomorrow in UTC', () => {
    expect(iso(auckland('read tonight').dueDate)).toBe('2026-11-28T10:59:00.000Z');
    expect(iso(auckland('call mom tomorrow at 9am').remindAt)).toBe('2026-11-28T20:00:00.000Z');
    expect(iso(auckland('yoga at 17:30').remindAt)).toBe('2026-11-28T04:30:00.000Z');
    // A bare weekday: Saturday is today there, so the next one.
    expect(iso(auckland('market Saturday').dueDate)).toBe('2026-12-05T10:59:00.000Z');
    expect(iso(auckland('stretch in 2 hours').remindAt)).toBe('2026-11-27T14:00:00.000Z');
  });

  // New York leaves daylight saving time on Sunday 1 November 2026 at 2:00 (back to 1:00).
  const newYork = (text: string) => read(text, 'en', '2026-10-31T16:00:00Z', 'America/New_York');

  it('reads a day after the autumn change with the offset of that day', () => {
    expect(iso(newYork('call mom tomorrow at 9am').remindAt)).toBe('2026-11-01T14:00:00.000Z');
    expect(iso(newYork('dentist tomorrow').dueDate)).toBe('2026-11-02T04:59:00.000Z');
    expect(iso(newYork('meeting Monday at 9am').remindAt)).toBe('2026-11-02T14:00:00.000Z');
    expect(iso(newYork('walk in 2 hours').remindAt)).toBe('2026-10-31T18:00:00.000Z');
    // The hour shown twice is the first of the two (still daylight time).
    expect(iso(newYork('backup tomorrow at 1:30am').remindAt)).toBe('2026-11-01T05:30:00.000Z');
  });

  // Berlin enters summer time on Sunday 28 March 2027 at 2:00 (on to 3:00).
  const berlin = (text: string) => read(text, 'de', '2027-03-27T11:00:00Z', 'Europe/Berlin');

  it('reads a day after the spring change with the offset of that day, and a skipped hour just after it', () => {
    expect(iso(berlin('Zahnarzt morgen um 9').remindAt)).toBe('2027-03-28T07:00:00.000Z');
    expect(iso(berlin('Backup morgen um 2:30').remindAt)).toBe('2027-03-28T01:30:00.000Z');
    expect(iso(berlin('Miete morgen').dueDate)).toBe('2027-03-28T21:59:00.000Z');
  });
});

describe('what the quick add shows it understood', () => {
  const now = '2026-11-27T10:00:00Z';

  it('marks the day, the time and the priority apart, over the text as typed', () => {
    const text = 'Zahnarzt anrufen morgen um 9 p1';
    const parsed = read(text, 'de', now, 'Europe/Berlin');
    expect(parsed.spans.map((s) => [text.slice(s.start, s.end), s.kind])).toEqual([
      ['morgen', 'date'],
      ['um 9', 'time'],
      ['p1', 'priority'],
    ]);
  });

  it('marks a routine, an estimate and a day in every language', () => {
    const cases: [QuickAddLanguage, string, string[]][] = [
      ['en', 'team sync every Monday ~20m', ['every Monday', '~20m']],
      ['es', 'gimnasio cada lunes ~1h', ['cada lunes', '~1h']],
      ['fr', 'sport chaque lundi ~1h', ['chaque lundi', '~1h']],
      ['de', 'Sport jeden Montag ~1h', ['jeden Montag', '~1h']],
    ];
    for (const [language, text, parts] of cases) {
      const parsed = read(text, language, now, 'Europe/Berlin');
      expect(parsed.spans.map((s) => text.slice(s.start, s.end))).toEqual(parts);
    }
  });

  it('keeps a part the player undid in the title and reads the rest again', () => {
    const text = 'Zahnarzt anrufen morgen um 9 p1';
    const start = text.indexOf('p1');
    const parsed = read(text, 'de', now, 'Europe/Berlin', [{ start, end: start + 2 }]);
    expect(parsed.priority).toBeNull();
    expect(parsed.title).toBe('Zahnarzt anrufen p1');
    expect(iso(parsed.remindAt)).toBe('2026-11-28T08:00:00.000Z');
    // 'not a date': the day stays words, the time alone is read as the next 9:00.
    const day = text.indexOf('morgen');
    const noDay = read(text, 'de', now, 'Europe/Berlin', [{ start: day, end: day + 6 }]);
    expect(noDay.title).toBe('Zahnarzt anrufen morgen');
    expect(iso(noDay.remindAt)).toBe('2026-11-28T08:00:00.000Z');
  });

  it('never guesses: words that only look like dates stay in the title', () => {
    for (const [language, text] of [
      ['en', 'sat down with Sam'],
      ['en', 'call May about the mar project'],
      ['fr', 'mer du Nord photos'],
      ['es', 'comprar sol y sal'],
      ['de', 'Mittwochsrunde vorbereiten'],
      ['en', 'send invoice 3rd'],
    ] as [QuickAddLanguage, string][]) {
      const parsed = read(text, language, now, 'Europe/Berlin');
      expect({ text, title: parsed.title, spans: parsed.spans }).toEqual({ text, title: text, spans: [] });
    }
  });
});
