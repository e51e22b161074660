/** Picks the offline texts for an AI language code; languages without their own texts get English. */
import { de } from './texts/de.ts';
import { en } from './texts/en.ts';
import { es } from './texts/es.ts';
import { fr } from './texts/fr.ts';
import type { CompanionTexts } from './texts/types.ts';
import type { OfflineLanguage } from './types.ts';

const TEXTS: Record<OfflineLanguage, CompanionTexts> = { en, es, fr, de };

/** 'de', 'DE', 'de-AT' and 'de_CH' all give 'de'; 'ja', '' or anything unknown gives 'en'. */
export function offlineLanguage(language: string): OfflineLanguage {
  const base = language.trim().toLowerCase().split(/[-_]/)[0];
  return base === 'es' || base === 'fr' || base === 'de' ? base : 'en';
}

export function textsFor(language: string): CompanionTexts {
  return TEXTS[offlineLanguage(language)];
}
