import type { User } from '@protocol/api/user.ts';
import { Coins, Heart, Shield, Sparkles, Star, Sword } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { type AvatarLook, CharacterAvatar } from '@/components/avatar/character-avatar.tsx';
import { StatTile } from '@/components/stat-tile.tsx';
import { Button } from '@/components/ui/button.tsx';
import { ChoiceGroup } from '@/components/ui/choice-group.tsx';
import { Dialog, DialogContent, DialogFooter } from '@/components/ui/dialog.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs.tsx';
import { formatNumber } from '@/lib/format.ts';
import { useAvatarDraft } from '../utils/use-avatar-draft.ts';

function StatsTab({ user }: { user: User }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-mist">{t('avatar.customizer.statsText')}</p>
      <dl className="grid grid-cols-2 gap-2">
        <StatTile
          icon={Star}
          tone="text-arcane-300"
          label={t('profile.stats.level')}
          value={String(user.level)}
        />
        <StatTile
          icon={Heart}
          tone="text-ember-300"
          label={t('character.health')}
          value={t('character.healthValue', { current: user.health, max: user.maxHealth })}
        />
        <StatTile
          icon={Sword}
          tone="text-ember-300"
          label={t('character.attack')}
          value={String(user.effectiveDamage)}
        />
        <StatTile
          icon={Shield}
          tone="text-arcane-300"
          label={t('character.defense')}
          value={String(user.effectiveDefense)}
        />
        <StatTile
          icon={Sparkles}
          tone="text-gold-300"
          label={t('character.power')}
          value={formatNumber(user.power)}
        />
        <StatTile
          icon={Coins}
          tone="text-gold-300"
          label={t('character.gold')}
          value={formatNumber(user.gold)}
        />
      </dl>
    </div>
  );
}

/** The dialog's body: mounted on each opening, so the draft starts from the saved look. */
function Customizer({ user, look, onDone }: { user: User; look: AvatarLook; onDone: () => void }) {
  const { t } = useTranslation();
  const draft = useAvatarDraft(user, look, 'customizer');
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        draft.save(onDone);
      }}
    >
      <div className="flex flex-col gap-5 sm:flex-row sm:items-start">
        <div className="flex justify-center sm:pt-2">
          <CharacterAvatar look={draft.preview} className="size-28 sm:size-36" />
        </div>
        <Tabs defaultValue="appearance" className="min-w-0 flex-1">
          <TabsList aria-label={t('avatar.customizer.tabsLabel')}>
            <TabsTrigger value="appearance">{t('avatar.customizer.tabs.appearance')}</TabsTrigger>
            <TabsTrigger value="accessories">{t('avatar.customizer.tabs.accessories')}</TabsTrigger>
            <TabsTrigger value="stats">{t('avatar.customizer.tabs.stats')}</TabsTrigger>
          </TabsList>
          <TabsContent value="appearance" className="mt-4 flex flex-col gap-5">
            <ChoiceGroup {...draft.choice('avatarSkin', t('avatar.customizer.skinTone'))} />
            <ChoiceGroup {...draft.choice('avatarHair', t('avatar.customizer.hairColor'))} />
          </TabsContent>
          <TabsContent value="accessories" className="mt-4">
            <ChoiceGroup {...draft.choice('avatarAccessory', t('avatar.customizer.accessory'))} />
          </TabsContent>
          <TabsContent value="stats" className="mt-4">
            <StatsTab user={user} />
          </TabsContent>
        </Tabs>
      </div>
      <DialogFooter>
        <Button variant="secondary" disabled={!draft.dirty || draft.pending} onClick={draft.reset}>
          {t('avatar.customizer.reset')}
        </Button>
        <Button type="submit" disabled={!draft.dirty || draft.pending}>
          {draft.pending ? <Spinner className="size-4" /> : null}
          {draft.pending ? t('avatar.customizer.saving') : t('avatar.customizer.save')}
        </Button>
      </DialogFooter>
    </form>
  );
}

/** Avatar customizer (spec: Appearance, Accessories and Stats; Save Changes and Reset). */
export function AvatarCustomizerDialog({
  open,
  onOpenChange,
  user,
  look,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  user: User;
  look: AvatarLook;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open ? (
        <DialogContent
          title={t('avatar.customizer.title')}
          description={t('avatar.customizer.description')}
          wide
        >
          <Customizer user={user} look={look} onDone={() => onOpenChange(false)} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
