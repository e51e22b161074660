import type { Item } from '@protocol/api/items.ts';

/** The item's name and description in the UI language (English is the item's own text). */
export function itemText(item: Item, language: string): { name: string; description: string } {
  const base = language.split('-')[0] ?? 'en';
  const translated = base === 'en' ? undefined : item.translations[base];
  return translated ?? { name: item.name, description: item.description };
}

/**
 * A companion's name in the UI language: companions are named after their catalogue item at
 * adoption (in English), so an unchanged name is shown as the item's translated name.
 */
export function companionName(
  companion: { name: string; itemId: string },
  entries: ReadonlyArray<{ itemId: string; item: Item }>,
  language: string,
): string {
  const item = entries.find((entry) => entry.itemId === companion.itemId)?.item;
  return item && item.name === companion.name ? itemText(item, language).name : companion.name;
}
