/**
 * The browser's number formatting (ICU) starts up with a page's first formatter: in Chromium the
 * first `new Intl.NumberFormat` of a page took 50 to 110 ms on the bench's two-core machine, every
 * later one (in any language) well under a millisecond. A player's first render makes that first
 * formatter (lib/number-format.ts: the header's and the dashboard's figures), so it paid the
 * start-up inside the render the page's first paint waits for. The head start (app/head-start.ts)
 * makes one, and the plural rules i18next asks for, while the app's scripts are still downloading.
 * No imports: this file is part of the head start.
 */
export function warmFormatters(language: string): void {
  try {
    new Intl.NumberFormat(language).format(0);
    new Intl.PluralRules(language).select(0);
  } catch {
    // An engine without this language: the app's first render makes its formatters as ever.
  }
}
