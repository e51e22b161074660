import { Palette, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AVATAR_ACCESSORIES,
  AVATAR_COLORS,
  AVATAR_STYLES,
  type User,
} from '../../../../../protocol/api/user.ts';
import { type AvatarLook, CharacterAvatar } from '../../../components/avatar/character-avatar.tsx';
import { COLOR_FILLS, pick } from '../../../components/avatar/palette.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { ChoiceGroup } from '../../../components/ui/choice-group.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useSaveAvatar } from '../api/save-avatar.ts';
import { changedChoices } from '../utils/avatar-options.ts';

function savedCardChoices(user: User) {
  return {
    avatarColor: pick(AVATAR_COLORS, user.avatarColor, 'blue'),
    avatarStyle: pick(AVATAR_STYLES, user.avatarStyle, 'adventurer'),
    avatarAccessory: pick(AVATAR_ACCESSORIES, user.avatarAccessory, 'none'),
  };
}

/** Colour, outfit and accessory, saved through PATCH /api/user/avatar; preview follows the draft. */
function CardForm({ user, look }: { user: User; look: AvatarLook }) {
  const { t } = useTranslation();
  const saved = savedCardChoices(user);
  const [draft, setDraft] = useState(saved);
  const save = useSaveAvatar();
  const changed = changedChoices(draft, saved);
  const dirty = Object.keys(changed).length > 0;
  const preview: AvatarLook = {
    ...look,
    color: draft.avatarColor,
    style: draft.avatarStyle,
    accessory: draft.avatarAccessory,
  };
  return (
    <form
      className="flex flex-col gap-5"
      onSubmit={(event) => {
        event.preventDefault();
        if (dirty) save.mutate({ via: 'card', choices: changed });
      }}
    >
      <div className="flex justify-center">
        <CharacterAvatar look={preview} className="size-24" />
      </div>
      <ChoiceGroup
        label={t('avatar.card.color')}
        value={draft.avatarColor}
        disabled={save.isPending}
        options={AVATAR_COLORS.map((color) => ({
          value: color,
          label: t(`avatar.colors.${color}`),
          swatch: COLOR_FILLS[color][0],
        }))}
        onValueChange={(value) => setDraft({ ...draft, avatarColor: pick(AVATAR_COLORS, value, 'blue') })}
      />
      <ChoiceGroup
        label={t('avatar.card.style')}
        value={draft.avatarStyle}
        disabled={save.isPending}
        options={AVATAR_STYLES.map((style) => ({ value: style, label: t(`avatar.styles.${style}`) }))}
        onValueChange={(value) =>
          setDraft({ ...draft, avatarStyle: pick(AVATAR_STYLES, value, 'adventurer') })
        }
      />
      <ChoiceGroup
        label={t('avatar.card.accessory')}
        value={draft.avatarAccessory}
        disabled={save.isPending}
        options={AVATAR_ACCESSORIES.map((accessory) => ({
          value: accessory,
          label: t(`avatar.accessories.${accessory}`),
        }))}
        onValueChange={(value) =>
          setDraft({ ...draft, avatarAccessory: pick(AVATAR_ACCESSORIES, value, 'none') })
        }
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" disabled={!dirty || save.isPending} onClick={() => setDraft(saved)}>
          <RotateCcw className="size-4" aria-hidden />
          {t('avatar.card.reset')}
        </Button>
        <Button type="submit" disabled={!dirty || save.isPending}>
          {save.isPending ? <Spinner className="size-4" /> : null}
          {save.isPending ? t('avatar.card.saving') : t('avatar.card.save')}
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
  const saved = savedCardChoices(user);
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
        <CardForm key={Object.values(saved).join('|')} user={user} look={look} />
      </CardContent>
    </Card>
  );
}
