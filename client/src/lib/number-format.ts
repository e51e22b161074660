/** One formatter per language: making one costs far more than using it (the first also loads the locale's data). */
const formats = new Map<string, Intl.NumberFormat>();

/**
 * The number formatter of a language, made once: the first render shows a dozen figures (the
 * header's and the dashboard's), and a new formatter for each cost about 50 ms in its profile.
 */
export function numberFormat(language: string): Intl.NumberFormat {
  let format = formats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(language);
    formats.set(language, format);
  }
  return format;
}
