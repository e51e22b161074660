/** One formatter per language: making one costs far more than using it (the first also loads the locale's data). */
const formats = new Map<string, Intl.NumberFormat>();

/**
 * The number formatter of a language, made once. No imports: the page's head start (app/boot.ts)
 * makes the player's while the page still waits for its scripts, so the first render (the header's
 * and the dashboard's figures) does not pay for it.
 */
export function numberFormat(language: string): Intl.NumberFormat {
  let format = formats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(language);
    formats.set(language, format);
  }
  return format;
}
