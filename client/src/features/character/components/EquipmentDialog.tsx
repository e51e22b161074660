import type { Companion } from '@protocol/api/companions.ts';
import type { InventoryEntry } from '@protocol/api/items.ts';
import { Check, PawPrint } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ItemBonuses } from '@/components/item-details.tsx';
import { ItemIcon } from '@/components/item-icon.tsx';
import { ItemSetTag } from '@/components/item-set-tag.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Dialog, DialogContent } from '@/components/ui/dialog.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs.tsx';
import { toast } from '@/components/ui/toast.tsx';
import { errorDescription } from '@/lib/errors.ts';
import { companionName, itemText } from '@/lib/item-text.ts';
import { useActivateCompanion } from '@/shared/economy/activate-companion.ts';
import { useChangeEquipment } from '@/shared/economy/equipment.ts';

const TABS = ['weapon', 'armor', 'companions'] as const;
type Tab = (typeof TABS)[number];

function Row({
  icon,
  name,
  equipped,
  busy,
  disabled,
  onToggle,
  children,
}: {
  icon: ReactNode;
  name: string;
  equipped: boolean;
  busy: boolean;
  disabled: boolean;
  onToggle: () => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <li className="flex min-w-0 flex-wrap items-center gap-3 rounded-xl border border-night-600 bg-night-900/60 p-3">
      {icon}
      <div className="flex min-w-0 flex-1 basis-40 flex-col gap-1.5">
        <p className="flex flex-wrap items-center gap-2 font-semibold break-words text-ink">
          {name}
          {equipped ? (
            <Badge tone="success">
              <Check className="size-3.5" aria-hidden />
              {t('character.dialog.equipped')}
            </Badge>
          ) : null}
        </p>
        {children}
      </div>
      <Button
        size="sm"
        variant={equipped ? 'secondary' : 'primary'}
        disabled={disabled}
        aria-label={t(equipped ? 'character.dialog.unequipLabel' : 'character.dialog.equipLabel', { name })}
        onClick={onToggle}
      >
        {busy ? <Spinner className="size-4" /> : null}
        {t(equipped ? 'character.dialog.unequip' : 'character.dialog.equip')}
      </Button>
    </li>
  );
}

function EmptyTab({ tab }: { tab: Tab }) {
  const { t } = useTranslation();
  const shopTab = tab === 'companions' ? 'pet' : tab;
  return (
    <div className="flex flex-col items-center gap-3 py-6 text-center">
      <p className="text-mist">{t(`character.dialog.empty.${tab}`)}</p>
      <Button asChild variant="outline" size="sm">
        <Link to={`/shop?tab=${shopTab}`}>{t('character.dialog.visitShop')}</Link>
      </Button>
    </div>
  );
}

/** Equipment and Companions: Equip or Unequip each owned weapon, armor piece and companion. */
export function EquipmentDialog({
  open,
  onOpenChange,
  entries,
  companions,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  entries: readonly InventoryEntry[];
  companions: readonly Companion[];
}) {
  const { t, i18n } = useTranslation();
  const equipment = useChangeEquipment();
  const activate = useActivateCompanion();
  const pending = equipment.isPending || activate.isPending;

  const toggleCompanion = (companion: Companion) =>
    activate.mutate(companion.id, {
      onSuccess: ({ companion: updated }) =>
        toast({
          title: t('inventory.equipmentUpdated'),
          description: t(
            updated.isActive ? 'character.dialog.companionOn' : 'character.dialog.companionOff',
            {
              name: companionName(updated, entries, i18n.language),
            },
          ),
          variant: 'success',
        }),
      onError: (error) =>
        toast({
          title: t('inventory.equipFailed'),
          description: errorDescription(t, error),
          variant: 'destructive',
        }),
    });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={t('character.dialog.title')} description={t('character.dialog.description')} wide>
        <Tabs defaultValue="weapon">
          <TabsList aria-label={t('character.dialog.tabsLabel')}>
            {TABS.map((tab) => (
              <TabsTrigger key={tab} value={tab}>
                {t(`character.dialog.tabs.${tab}`)}
              </TabsTrigger>
            ))}
          </TabsList>
          {(['weapon', 'armor'] as const).map((type) => {
            const list = entries.filter((entry) => entry.type === type);
            return (
              <TabsContent key={type} value={type} className="mt-4">
                {list.length === 0 ? (
                  <EmptyTab tab={type} />
                ) : (
                  <ul className="flex flex-col gap-2">
                    {list.map((entry) => (
                      <Row
                        key={entry.id}
                        icon={<ItemIcon name={entry.item.icon} size="md" />}
                        name={itemText(entry.item, i18n.language).name}
                        equipped={entry.equipped}
                        busy={equipment.isPending && equipment.variables?.item.id === entry.itemId}
                        disabled={pending}
                        onToggle={() => equipment.mutate({ item: entry.item, equip: !entry.equipped })}
                      >
                        <ItemBonuses item={entry.item} />
                        <div>
                          <ItemSetTag item={entry.item} />
                        </div>
                      </Row>
                    ))}
                  </ul>
                )}
              </TabsContent>
            );
          })}
          <TabsContent value="companions" className="mt-4">
            {companions.length === 0 ? (
              <EmptyTab tab="companions" />
            ) : (
              <ul className="flex flex-col gap-2">
                {companions.map((companion) => {
                  const icon = entries.find((entry) => entry.itemId === companion.itemId)?.item.icon;
                  return (
                    <Row
                      key={companion.id}
                      icon={
                        icon ? (
                          <ItemIcon name={icon} size="md" />
                        ) : (
                          <PawPrint className="size-10 p-2 text-gold-300" aria-hidden />
                        )
                      }
                      name={companionName(companion, entries, i18n.language)}
                      equipped={companion.isActive}
                      busy={activate.isPending && activate.variables === companion.id}
                      disabled={pending}
                      onToggle={() => toggleCompanion(companion)}
                    >
                      <p className="text-xs text-haze">
                        {t('character.equipment.companionLevel', { level: companion.level })}
                      </p>
                    </Row>
                  );
                })}
              </ul>
            )}
          </TabsContent>
        </Tabs>
      </DialogContent>
    </Dialog>
  );
}
