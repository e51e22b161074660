import type { Item } from '@protocol/api/items.ts';
import { bonusPercent } from '@protocol/rules/progression.ts';
import { FULL_SET_BONUS, type ItemSetId, isItemSetId, SET_PIECES } from '@protocol/rules/sets.ts';
import { useTranslation } from 'react-i18next';

/** The set an item belongs to, as the server names it on the item (null for companions and consumables). */
export const setOf = (item: Pick<Item, 'set'>): ItemSetId | null => (isItemSetId(item.set) ? item.set : null);

/** The catalogue slug of the other piece of `set`: the armor for a weapon, the weapon for an armor. */
export const otherPiece = (set: ItemSetId, itemId: string): string =>
  SET_PIECES[set].weapon === itemId ? SET_PIECES[set].armor : SET_PIECES[set].weapon;

/**
 * The set's translated name and the bonus sentence, with the numbers of FULL_SET_BONUS, so the
 * words can never promise other figures than the server applies.
 */
export function useSetText() {
  const { t } = useTranslation();
  const bonus = t('sets.bonus', {
    damage: FULL_SET_BONUS.damage,
    defense: FULL_SET_BONUS.defense,
    xp: bonusPercent(FULL_SET_BONUS.experience),
  });
  return { setName: (set: ItemSetId) => t(`sets.names.${set}`), bonus };
}
