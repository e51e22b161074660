import type { InventoryEntry } from '@protocol/api/items.ts';
import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ItemBonuses, RarityBadge } from '@/components/item-details.tsx';
import { ItemIcon } from '@/components/item-icon.tsx';
import { ItemSetTag } from '@/components/item-set-tag.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { itemText } from '@/lib/item-text.ts';
import { useChangeEquipment } from '@/shared/economy/equipment.ts';
import { useUseItem } from '../api/use-item.ts';

/** One owned item: Equip/Unequip for weapons and armor, Use for consumables. */
export function InventoryEntryCard({ entry }: { entry: InventoryEntry }) {
  const { t, i18n } = useTranslation();
  const { name, description } = itemText(entry.item, i18n.language);
  const equipment = useChangeEquipment();
  const use = useUseItem();
  const wearable = entry.type === 'weapon' || entry.type === 'armor';
  return (
    <article
      aria-label={name}
      className="flex min-w-0 flex-col gap-3 rounded-2xl border border-night-600/70 bg-night-800/80 p-4 shadow-glow"
    >
      <div className="flex min-w-0 items-start gap-3">
        <ItemIcon name={entry.item.icon} />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <h3 className="font-semibold break-words text-ink">
            {name}
            {entry.quantity > 1 ? (
              <span className="ml-2 text-sm text-gold-300">
                {t('inventory.quantity', { count: entry.quantity })}
              </span>
            ) : null}
          </h3>
          <div className="flex flex-wrap gap-1.5">
            <RarityBadge rarity={entry.rarity} />
            <ItemSetTag item={entry.item} />
            {entry.equipped ? (
              <Badge tone="success">
                <Check className="size-3.5" aria-hidden />
                {t('inventory.equipped')}
              </Badge>
            ) : null}
          </div>
        </div>
      </div>
      <p className="text-sm break-words text-mist">{description}</p>
      <ItemBonuses item={entry.item} />
      {wearable ? (
        <div className="mt-auto flex justify-end pt-1">
          <Button
            size="sm"
            variant={entry.equipped ? 'secondary' : 'primary'}
            disabled={equipment.isPending}
            aria-label={t(entry.equipped ? 'inventory.unequipLabel' : 'inventory.equipLabel', { name })}
            onClick={() => equipment.mutate({ item: entry.item, equip: !entry.equipped })}
          >
            {t(entry.equipped ? 'inventory.unequip' : 'inventory.equip')}
          </Button>
        </div>
      ) : entry.type === 'consumable' ? (
        <div className="mt-auto flex justify-end pt-1">
          <Button
            size="sm"
            disabled={use.isPending}
            aria-label={t('inventory.useLabel', { name })}
            onClick={() => use.mutate(entry)}
          >
            {t('inventory.use')}
          </Button>
        </div>
      ) : null}
    </article>
  );
}
