import type { User } from '@protocol/api/user.ts';
import { Backpack, Palette, Settings2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LoadFailed, LoadingBlock } from '@/components/load-state.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent } from '@/components/ui/card.tsx';
import { useAvatarLook } from '@/lib/avatar-look.ts';
import { useCompanions } from '@/shared/queries/companions.ts';
import { useInventory } from '@/shared/queries/inventory.ts';
import { AvatarCard } from './AvatarCard.tsx';
import { AvatarCustomizationCard } from './AvatarCustomizationCard.tsx';
import { AvatarCustomizerDialog } from './AvatarCustomizerDialog.tsx';
import { EquipmentDialog } from './EquipmentDialog.tsx';
import { EquipmentOverviewCard } from './EquipmentOverviewCard.tsx';
import { AbilitiesCard, CharacterProgressionCard, ClassProgressionCard } from './ProgressionCards.tsx';
import { QuickUpgradesCard } from './QuickUpgradesCard.tsx';
import { SetBonusCard } from './SetBonusCard.tsx';

type OpenDialog = 'equipment' | 'customizer' | null;

/** /character: the adventurer, their gear, progress and looks (spec section 2, Character Sheet). */
export function CharacterSheetPage({ user }: { user: User }) {
  const { t } = useTranslation();
  const inventory = useInventory();
  const companions = useCompanions();
  const look = useAvatarLook(user);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const onOpenChange = (which: Exclude<OpenDialog, null>) => (open: boolean) =>
    setDialog(open ? which : null);

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10">
      <title>{`${t('character.pageTitle')} · ${t('app.name')}`}</title>
      <Card>
        <CardContent className="flex flex-col gap-4 lg:flex-row lg:items-center lg:justify-between">
          <div className="min-w-0">
            <h1 className="font-display text-2xl font-semibold break-words text-ink sm:text-3xl">
              {t('character.title')}
            </h1>
            <p className="mt-1 text-sm text-mist">{t('character.subtitle')}</p>
          </div>
          <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
            <Button onClick={() => setDialog('equipment')}>
              <Settings2 className="size-4" aria-hidden />
              {t('character.manageEquipment')}
            </Button>
            <Button variant="secondary" onClick={() => setDialog('customizer')}>
              <Palette className="size-4" aria-hidden />
              {t('character.customizeAvatar')}
            </Button>
            <Button asChild variant="outline">
              <Link to="/inventory">
                <Backpack className="size-4" aria-hidden />
                {t('character.viewInventory')}
              </Link>
            </Button>
          </div>
        </CardContent>
      </Card>

      {inventory.isPending || companions.isPending ? (
        <LoadingBlock />
      ) : inventory.isError || companions.isError ? (
        <LoadFailed
          onRetry={() => {
            void inventory.refetch();
            void companions.refetch();
          }}
          retrying={inventory.isFetching || companions.isFetching}
        />
      ) : (
        <>
          <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,5fr)]">
            <AvatarCard user={user} look={look} entries={inventory.data} />
            <div className="flex min-w-0 flex-col gap-6">
              <EquipmentOverviewCard
                user={user}
                entries={inventory.data}
                companions={companions.data}
                onManage={() => setDialog('equipment')}
              />
              <SetBonusCard user={user} entries={inventory.data} />
              <QuickUpgradesCard user={user} entries={inventory.data} />
            </div>
          </div>
          <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-2">
            <div className="flex min-w-0 flex-col gap-6">
              <CharacterProgressionCard user={user} />
              <ClassProgressionCard user={user} />
            </div>
            <div className="flex min-w-0 flex-col gap-6">
              <AbilitiesCard user={user} />
              <AvatarCustomizationCard
                user={user}
                look={look}
                onOpenCustomizer={() => setDialog('customizer')}
              />
            </div>
          </div>
          <EquipmentDialog
            open={dialog === 'equipment'}
            onOpenChange={onOpenChange('equipment')}
            entries={inventory.data}
            companions={companions.data}
          />
        </>
      )}
      <AvatarCustomizerDialog
        open={dialog === 'customizer'}
        onOpenChange={onOpenChange('customizer')}
        user={user}
        look={look}
      />
    </div>
  );
}
