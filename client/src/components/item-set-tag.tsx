import type { Item } from '@protocol/api/items.ts';
import { Puzzle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useItems } from '@/shared/queries/items.ts';
import { otherPiece, setOf, useSetText } from '../lib/item-sets.ts';
import { itemText } from '../lib/item-text.ts';
import { Badge } from './ui/badge.tsx';

/**
 * The set an item belongs to and what wearing it with its other piece gives, in one sentence, or
 * null for items outside every set. The other piece is named from the catalogue (cached for the
 * shop already); until it arrives the sentence says 'both pieces' instead of guessing a name.
 */
function useItemSet(item: Item): { name: string; sentence: string } | null {
  const { t, i18n } = useTranslation();
  const { setName, bonus } = useSetText();
  const catalogue = useItems();
  const set = setOf(item);
  if (!set) return null;
  const otherId = otherPiece(set, item.id);
  const other = catalogue.data?.find((candidate) => candidate.id === otherId);
  const name = setName(set);
  const sentence = other
    ? t('sets.tag.bonus', { set: name, name: itemText(other, i18n.language).name, bonus })
    : t('sets.tag.bothPieces', { set: name, bonus });
  return { name, sentence };
}

/**
 * A small tag naming the item's set; hovering shows the bonus. Screen readers hear the whole
 * sentence instead of the short name, unless `explained` is off because an `ItemSetNote` beside it
 * says the same thing out loud.
 */
export function ItemSetTag({ item, explained = true }: { item: Item; explained?: boolean }) {
  const itemSet = useItemSet(item);
  if (!itemSet) return null;
  return (
    <Badge tone="arcane" title={itemSet.sentence}>
      <Puzzle className="size-3.5" aria-hidden />
      {explained ? (
        <>
          <span className="sr-only">{itemSet.sentence}</span>
          <span aria-hidden>{itemSet.name}</span>
        </>
      ) : (
        itemSet.name
      )}
    </Badge>
  );
}

/** The set's promise written out, for the cards where people decide to buy. */
export function ItemSetNote({ item }: { item: Item }) {
  const itemSet = useItemSet(item);
  if (!itemSet) return null;
  return <p className="text-xs break-words text-arcane-300">{itemSet.sentence}</p>;
}
