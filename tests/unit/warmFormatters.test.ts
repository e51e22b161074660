import { afterEach, describe, expect, it, vi } from 'vitest';
import { warmFormatters } from '../../client/src/lib/warm-formatters.ts';

/**
 * The head start's warm-up of the browser's number formatting (client/src/lib/warm-formatters.ts):
 * the formatters the player's first render makes, made ahead; it never breaks the page.
 */

afterEach(() => {
  vi.restoreAllMocks();
});

describe('warming the number formatting (lib/warm-formatters.ts)', () => {
  it('makes the language’s number format and plural rules', () => {
    const format = vi.spyOn(Intl, 'NumberFormat');
    const plural = vi.spyOn(Intl, 'PluralRules');
    warmFormatters('de');
    expect(format).toHaveBeenCalledWith('de');
    expect(plural).toHaveBeenCalledWith('de');
  });

  it('lets a language the engine refuses pass: the app formats as before', () => {
    expect(() => warmFormatters('not a language tag')).not.toThrow();
  });
});
