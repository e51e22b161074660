import { describe, expect, it } from 'vitest';
import { sharedLine } from '../../client/src/shared/quick-add/offer.ts';
import { QUICK_ADD_TEXT_MAX } from '../../protocol/api/quickAdd.ts';

describe('the line a share makes (/share)', () => {
  const line = (query: string) => sharedLine(new URLSearchParams(query));

  it('joins title, text and link in that order, spaces collapsed', () => {
    expect(line('title=Buy%20stamps&text=for%20the%0Aletters&url=https%3A%2F%2Fexample.org')).toBe(
      'Buy stamps for the letters https://example.org',
    );
  });

  it('leaves out a part the others already hold (a link shared inside the text too)', () => {
    expect(line('text=Read%20this%20https%3A%2F%2Fexample.org%2Fa&url=https%3A%2F%2Fexample.org%2Fa')).toBe(
      'Read this https://example.org/a',
    );
    expect(line('title=Article&text=Article')).toBe('Article');
  });

  it('is empty without anything shared, and never longer than the quick add reads', () => {
    expect(line('')).toBe('');
    expect(line(`text=${'x'.repeat(2000)}`)).toHaveLength(QUICK_ADD_TEXT_MAX);
  });
});
