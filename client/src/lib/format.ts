import i18next from 'i18next';
import { numberFormat } from './number-format.ts';

/** A number in the interface language's format (1,500 in English, 1.500 in German). */
export const formatNumber = (value: number): string => numberFormat(i18next.language || 'en').format(value);
