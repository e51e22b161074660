import { describe, expect, it } from 'vitest';
import { isoToLocalInput, isPastDue, localInputToIso } from '../../client/src/lib/dates.ts';

describe('due dates in the Edit dialog', () => {
  it('shows a stored due date as the datetime-local value it was typed as', () => {
    for (const typed of ['2026-03-29T01:30', '2026-12-31T23:59', '2027-01-01T00:00']) {
      expect(isoToLocalInput(localInputToIso(typed))).toBe(typed);
    }
  });

  it('shows no due date as an empty field', () => {
    expect(isoToLocalInput(null)).toBe('');
    expect(isoToLocalInput('not a date')).toBe('');
  });
});

describe('isPastDue', () => {
  const now = new Date('2026-11-23T13:52:00Z');

  it('is true once the due time has passed, even on the same day', () => {
    expect(isPastDue('2026-11-23T13:51:59Z', now)).toBe(true);
    expect(isPastDue('2026-11-20T09:00:00Z', now)).toBe(true);
  });

  it('is false before the due time and without one', () => {
    expect(isPastDue('2026-11-23T13:52:00Z', now)).toBe(false);
    expect(isPastDue('2026-11-24T08:00:00Z', now)).toBe(false);
    expect(isPastDue(null, now)).toBe(false);
  });
});
