import type { InventoryEntry, Item } from '@protocol/api/items.ts';
import type { User } from '@protocol/api/user.ts';
import {
  type ItemSetId,
  SET_PIECES,
  SET_SIZE,
  type SetProgress,
  setOfItem,
  setProgress,
} from '@protocol/rules/sets.ts';
import { CircleCheck, CircleDashed, Puzzle, ShoppingBag } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ItemIcon } from '@/components/item-icon.tsx';
import { LoadFailed, LoadingBlock } from '@/components/load-state.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useSetText } from '@/lib/item-sets.ts';
import { itemText } from '@/lib/item-text.ts';
import { useChangeEquipment } from '@/shared/economy/equipment.ts';
import { useItems } from '@/shared/queries/items.ts';

const SLOTS = ['weapon', 'armor'] as const;
type Slot = (typeof SLOTS)[number];

interface Piece {
  slot: Slot;
  item: Item;
  worn: boolean;
  owned: boolean;
}

/** The two pieces of a set as the player has them: worn, in the bag, or still in the shop. */
function piecesOf(
  set: ItemSetId,
  user: User,
  entries: readonly InventoryEntry[],
  catalogue: readonly Item[],
) {
  const worn: Record<Slot, string | null> = { weapon: user.equippedWeapon, armor: user.equippedArmor };
  return SLOTS.flatMap((slot): Piece[] => {
    const id = SET_PIECES[set][slot];
    const entry = entries.find((candidate) => candidate.itemId === id);
    // An owned piece carries its item; otherwise the catalogue names it (a retired item: left out).
    const item = entry?.item ?? catalogue.find((candidate) => candidate.id === id);
    return item ? [{ slot, item, worn: worn[slot] === id, owned: Boolean(entry) }] : [];
  });
}

type ChangeEquipment = ReturnType<typeof useChangeEquipment>;

function SetRow({
  progress,
  user,
  entries,
  catalogue,
  equipment,
}: {
  progress: SetProgress;
  user: User;
  entries: readonly InventoryEntry[];
  catalogue: readonly Item[];
  equipment: ChangeEquipment;
}) {
  const { t, i18n } = useTranslation();
  const { setName, bonus } = useSetText();
  const pieces = piecesOf(progress.set, user, entries, catalogue);
  // The server decides the bonus (user.fullSet); the sheet's attack and defense already hold it.
  const active = user.fullSet === progress.set;
  const missing = pieces.find((piece) => !piece.worn);
  const missingName = missing ? itemText(missing.item, i18n.language).name : '';
  const counts = { count: progress.pieces, total: SET_SIZE };
  return (
    <li className="flex min-w-0 flex-col gap-3 rounded-xl border border-night-600 bg-night-900/60 p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold break-words text-ink">{setName(progress.set)}</h3>
        <Badge tone={active ? 'success' : 'neutral'}>
          <span className="sr-only">{t('sets.card.progressLabel', counts)}</span>
          <span aria-hidden>{t('sets.card.progress', counts)}</span>
        </Badge>
      </div>
      <ul aria-label={t('sets.card.pieces')} className="grid grid-cols-1 gap-2 sm:grid-cols-2">
        {pieces.map((piece) => (
          <li
            key={piece.slot}
            className="flex min-w-0 items-center gap-2 rounded-lg bg-night-950/50 p-2 ring-1 ring-night-600"
          >
            <ItemIcon name={piece.item.icon} size="sm" className={piece.worn ? '' : 'opacity-60'} />
            <div className="min-w-0 flex-1">
              <p className="text-sm font-medium break-words text-ink">
                {itemText(piece.item, i18n.language).name}
              </p>
              <p
                className={
                  piece.worn
                    ? 'flex items-center gap-1 text-xs text-verdant-300'
                    : 'flex items-center gap-1 text-xs text-haze'
                }
              >
                {piece.worn ? (
                  <CircleCheck className="size-3.5 shrink-0" aria-hidden />
                ) : (
                  <CircleDashed className="size-3.5 shrink-0" aria-hidden />
                )}
                {t(piece.worn ? 'sets.card.worn' : piece.owned ? 'sets.card.inBag' : 'sets.card.notOwned')}
              </p>
            </div>
          </li>
        ))}
      </ul>
      {active ? (
        <p className="text-sm break-words text-verdant-300">{t('sets.card.active', { bonus })}</p>
      ) : missing ? (
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm break-words text-mist">
            {t('sets.card.missing', { name: missingName, bonus })}
          </p>
          {missing.owned ? (
            <Button
              size="sm"
              className="shrink-0 self-start sm:self-auto"
              disabled={equipment.isPending}
              aria-label={t('sets.card.equipLabel', { name: missingName })}
              onClick={() => equipment.mutate({ item: missing.item, equip: true })}
            >
              {equipment.isPending && equipment.variables?.item.id === missing.item.id ? (
                <Spinner className="size-4" />
              ) : null}
              {t('sets.card.equip')}
            </Button>
          ) : (
            <Button asChild size="sm" variant="outline" className="shrink-0 self-start sm:self-auto">
              {/* The visible text names the piece: a shorter text would need a label that contains it. */}
              <Link to={`/shop?tab=${missing.slot}`}>
                <ShoppingBag className="size-4" aria-hidden />
                {t('sets.card.shopLabel', { name: missingName })}
              </Link>
            </Button>
          )}
        </div>
      ) : null}
    </li>
  );
}

/**
 * Full sets on the character sheet (DESIGN 11): the set(s) of the equipped weapon and armor, how
 * many of the two pieces are worn and what completing the set gives; when it is complete, that its
 * bonus is active. With no set piece on, a short word on what sets are.
 */
export function SetBonusCard({ user, entries }: { user: User; entries: readonly InventoryEntry[] }) {
  const { t } = useTranslation();
  const { bonus } = useSetText();
  const items = useItems();
  const equipment = useChangeEquipment();
  const progress = setProgress(setOfItem(user.equippedWeapon), setOfItem(user.equippedArmor));
  return (
    <Card aria-labelledby="set-bonus-title">
      <CardHeader>
        <CardTitle id="set-bonus-title" className="flex items-center gap-2">
          <Puzzle className="size-5 text-arcane-300" aria-hidden />
          {t('sets.card.title')}
        </CardTitle>
        {progress.length === 0 ? <CardDescription>{t('sets.card.intro', { bonus })}</CardDescription> : null}
      </CardHeader>
      <CardContent>
        {progress.length === 0 ? (
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-sm text-haze">{t('sets.card.introHint')}</p>
            <Button asChild size="sm" variant="outline" className="shrink-0 self-start sm:self-auto">
              <Link to="/shop">
                <ShoppingBag className="size-4" aria-hidden />
                {t('character.dialog.visitShop')}
              </Link>
            </Button>
          </div>
        ) : items.isPending ? (
          <LoadingBlock className="py-6" />
        ) : items.isError ? (
          <LoadFailed onRetry={() => void items.refetch()} retrying={items.isFetching} />
        ) : (
          <ul className="flex flex-col gap-3">
            {progress.map((entry) => (
              <SetRow
                key={entry.set}
                progress={entry}
                user={user}
                entries={entries}
                catalogue={items.data}
                equipment={equipment}
              />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
