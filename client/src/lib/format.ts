import i18next from 'i18next';

/** A number in the interface language's format (1,500 in English, 1.500 in German). */
export const formatNumber = (value: number): string =>
  new Intl.NumberFormat(i18next.language || 'en').format(value);
