import type { Companion } from '@protocol/api/companions.ts';
import type { InventoryEntry } from '@protocol/api/items.ts';
import type { User } from '@protocol/api/user.ts';
import { COMPANION_HIT_BONUS } from '@protocol/rules/combat.ts';
import { bonusPercent, COMPANION_XP_BONUS } from '@protocol/rules/progression.ts';
import { PawPrint, Settings2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ItemBonuses } from '@/components/item-details.tsx';
import { ItemIcon } from '@/components/item-icon.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { companionName, itemText } from '@/lib/item-text.ts';

function Slot({ label, icon, children }: { label: string; icon: ReactNode; children: ReactNode }) {
  return (
    <li className="flex min-w-0 flex-col gap-3 rounded-xl border border-night-600 bg-night-900/60 p-4">
      <h3 className="text-xs font-medium tracking-wide text-haze uppercase">{label}</h3>
      <div className="flex min-w-0 items-start gap-3">
        {icon}
        <div className="flex min-w-0 flex-1 flex-col gap-2">{children}</div>
      </div>
    </li>
  );
}

function Empty({ text }: { text: string }) {
  return <p className="pt-3 text-sm text-haze">{text}</p>;
}

function GearSlot({ label, entry }: { label: string; entry: InventoryEntry | undefined }) {
  const { t, i18n } = useTranslation();
  return (
    <Slot
      label={label}
      icon={<ItemIcon name={entry?.item.icon ?? null} className={entry ? '' : 'opacity-40'} />}
    >
      {entry ? (
        <>
          <p className="font-semibold break-words text-ink">{itemText(entry.item, i18n.language).name}</p>
          <ItemBonuses item={entry.item} />
        </>
      ) : (
        <Empty text={t('character.equipment.empty')} />
      )}
    </Slot>
  );
}

/** The three slots (weapon, armor, companion) with what each one adds. */
export function EquipmentOverviewCard({
  user,
  entries,
  companions,
  onManage,
}: {
  user: User;
  entries: readonly InventoryEntry[];
  companions: readonly Companion[];
  onManage: () => void;
}) {
  const { t, i18n } = useTranslation();
  const weapon = entries.find((entry) => entry.itemId === user.equippedWeapon);
  const armor = entries.find((entry) => entry.itemId === user.equippedArmor);
  const companion = companions.find((c) => c.id === user.equippedPet);
  const companionIcon = companion
    ? entries.find((entry) => entry.itemId === companion.itemId)?.item.icon
    : null;
  return (
    <Card aria-labelledby="equipment-title">
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-3">
        <CardTitle id="equipment-title">{t('character.equipment.title')}</CardTitle>
        <Button variant="outline" size="sm" onClick={onManage}>
          <Settings2 className="size-4" aria-hidden />
          {t('character.manageEquipment')}
        </Button>
      </CardHeader>
      <CardContent>
        <ul className="grid grid-cols-1 gap-3 md:grid-cols-3">
          <GearSlot label={t('character.equipment.weapon')} entry={weapon} />
          <GearSlot label={t('character.equipment.armor')} entry={armor} />
          <Slot
            label={t('character.equipment.companion')}
            icon={
              companion && companionIcon ? (
                <ItemIcon name={companionIcon} />
              ) : (
                <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-night-700 ring-1 ring-gold-400/40">
                  <PawPrint
                    className={companion ? 'size-6 text-gold-300' : 'size-6 text-gold-300 opacity-40'}
                    aria-hidden
                  />
                </span>
              )
            }
          >
            {companion ? (
              <>
                <div>
                  <p className="font-semibold break-words text-ink">
                    {companionName(companion, entries, i18n.language)}
                  </p>
                  <p className="text-sm text-haze">
                    {t('character.equipment.companionLevel', { level: companion.level })}
                  </p>
                </div>
                <p className="self-start rounded-lg bg-night-950/60 px-2 py-1 text-xs font-medium text-arcane-300 ring-1 ring-night-600">
                  {t('character.equipment.companionBonus', {
                    xp: bonusPercent(COMPANION_XP_BONUS),
                    hits: bonusPercent(COMPANION_HIT_BONUS),
                  })}
                </p>
              </>
            ) : (
              <Empty text={t('character.equipment.companionEmpty')} />
            )}
          </Slot>
        </ul>
      </CardContent>
    </Card>
  );
}
