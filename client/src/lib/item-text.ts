import type { Item } from '../../../protocol/api/items.ts';

/** The item's name and description in the UI language (English is the item's own text). */
export function itemText(item: Item, language: string): { name: string; description: string } {
  const base = language.split('-')[0] ?? 'en';
  const translated = base === 'en' ? undefined : item.translations[base];
  return translated ?? { name: item.name, description: item.description };
}
