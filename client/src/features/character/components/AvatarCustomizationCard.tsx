import type { User } from '@protocol/api/user.ts';
import { Palette, RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { type AvatarLook, CharacterAvatar } from '@/components/avatar/character-avatar.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { ChoiceGroup } from '@/components/ui/choice-group.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { savedAvatarChoices } from '../utils/avatar-options.ts';
import { useAvatarDraft } from '../utils/use-avatar-draft.ts';

/** Colour, outfit and accessory, saved through PATCH /api/user/avatar; preview follows the draft. */
function CardForm({ user, look }: { user: User; look: AvatarLook }) {
  const { t } = useTranslation();
  const draft = useAvatarDraft(user, look, 'card');
  return (
    <form
      className="flex flex-col gap-5"
      onSubmit={(event) => {
        event.preventDefault();
        draft.save();
      }}
    >
      <div className="flex justify-center">
        <CharacterAvatar look={draft.preview} className="size-24" />
      </div>
      <ChoiceGroup {...draft.choice('avatarColor', t('avatar.card.color'))} />
      <ChoiceGroup {...draft.choice('avatarStyle', t('avatar.card.style'))} />
      <ChoiceGroup {...draft.choice('avatarAccessory', t('avatar.card.accessory'))} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" disabled={!draft.dirty || draft.pending} onClick={draft.reset}>
          <RotateCcw className="size-4" aria-hidden />
          {t('avatar.card.reset')}
        </Button>
        <Button type="submit" disabled={!draft.dirty || draft.pending}>
          {draft.pending ? <Spinner className="size-4" /> : null}
          {draft.pending ? t('avatar.card.saving') : t('avatar.card.save')}
        </Button>
      </div>
    </form>
  );
}

export function AvatarCustomizationCard({
  user,
  look,
  onOpenCustomizer,
}: {
  user: User;
  look: AvatarLook;
  onOpenCustomizer: () => void;
}) {
  const { t } = useTranslation();
  const { avatarColor, avatarStyle, avatarAccessory } = savedAvatarChoices(user);
  return (
    <Card aria-labelledby="avatar-card-title">
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 flex-1 basis-52 flex-col gap-1.5">
          <CardTitle id="avatar-card-title">{t('avatar.card.title')}</CardTitle>
          <CardDescription>{t('avatar.card.text')}</CardDescription>
        </div>
        <Button variant="outline" size="sm" onClick={onOpenCustomizer}>
          <Palette className="size-4" aria-hidden />
          {t('character.customizeAvatar')}
        </Button>
      </CardHeader>
      <CardContent>
        {/* A new saved look (from here or the customizer) starts a fresh draft. */}
        <CardForm key={[avatarColor, avatarStyle, avatarAccessory].join('|')} user={user} look={look} />
      </CardContent>
    </Card>
  );
}
