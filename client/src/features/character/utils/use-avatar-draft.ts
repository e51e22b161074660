import type { User } from '@protocol/api/user.ts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AvatarLook } from '@/components/avatar/character-avatar.tsx';
import { pick } from '@/components/avatar/palette.ts';
import type { Choice } from '@/components/ui/choice-group.tsx';
import { useSaveAvatar } from '../api/save-avatar.ts';
import {
  AVATAR_CHOICES,
  type AvatarChoiceKey,
  type AvatarChoices,
  changedChoices,
  savedAvatarChoices,
} from './avatar-options.ts';

/**
 * An avatar form's draft (the avatar card's, the customizer's): the player's edits over the saved
 * look, a preview that follows them, and a save that sends only what changed, through the card's call
 * or the customizer's (spec section 4). Choices the form does not edit always show the saved look.
 */
export function useAvatarDraft(user: User, look: AvatarLook, via: 'card' | 'customizer') {
  const { t } = useTranslation();
  const save = useSaveAvatar();
  const saved = savedAvatarChoices(user);
  const [edits, setEdits] = useState<Partial<AvatarChoices>>({});
  const draft: AvatarChoices = { ...saved, ...edits };
  const changed = changedChoices(draft, saved);
  const dirty = Object.keys(changed).length > 0;

  /** The props of one choice's ChoiceGroup. */
  function choice<K extends AvatarChoiceKey>(key: K, label: string) {
    const spec = AVATAR_CHOICES[key];
    const options: Choice[] = spec.options.map((value) => ({
      value,
      label: spec.label(t, value),
      swatch: spec.swatch?.(value),
    }));
    return {
      label,
      value: draft[key],
      disabled: save.isPending,
      options,
      onValueChange: (value: string) =>
        setEdits({ ...edits, [key]: pick(spec.options, value, spec.fallback) }),
    };
  }

  return {
    preview: {
      ...look,
      color: draft.avatarColor,
      style: draft.avatarStyle,
      accessory: draft.avatarAccessory,
      skin: draft.avatarSkin,
      hair: draft.avatarHair,
    } satisfies AvatarLook,
    dirty,
    pending: save.isPending,
    choice,
    reset: () => setEdits({}),
    save: (onSaved?: () => void) => {
      if (dirty) save.mutate({ via, choices: changed }, onSaved ? { onSuccess: onSaved } : undefined);
    },
  };
}
