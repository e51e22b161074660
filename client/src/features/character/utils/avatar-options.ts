import {
  AVATAR_ACCESSORIES,
  AVATAR_COLORS,
  AVATAR_HAIR,
  AVATAR_SKINS,
  AVATAR_STYLES,
  type AvatarRequest,
  type User,
} from '@protocol/api/user.ts';
import type { TFunction } from 'i18next';
import { COLOR_FILLS, HAIR_FILLS, pick, SKIN_FILLS } from '@/components/avatar/palette.ts';

/** Every choice of the avatar, each with a value. */
export type AvatarChoices = Required<AvatarRequest>;
export type AvatarChoiceKey = keyof AvatarChoices;

interface ChoiceSpec<K extends AvatarChoiceKey> {
  options: readonly AvatarChoices[K][];
  /** The server's default, standing in for a stored value this client does not know. */
  fallback: AvatarChoices[K];
  label: (t: TFunction, value: AvatarChoices[K]) => string;
  /** A colour dot beside the option's name. */
  swatch?: (value: AvatarChoices[K]) => string;
}

/**
 * The avatar's choices with their options: the lists of protocol/api/user.ts, the same for the
 * avatar card and the customizer (both save through the same schema), so each offers every accessory.
 */
export const AVATAR_CHOICES: { [K in AvatarChoiceKey]: ChoiceSpec<K> } = {
  avatarColor: {
    options: AVATAR_COLORS,
    fallback: 'blue',
    label: (t, value) => t(`avatar.colors.${value}`),
    swatch: (value) => COLOR_FILLS[value][0],
  },
  avatarStyle: {
    options: AVATAR_STYLES,
    fallback: 'adventurer',
    label: (t, value) => t(`avatar.styles.${value}`),
  },
  avatarAccessory: {
    options: AVATAR_ACCESSORIES,
    fallback: 'none',
    label: (t, value) => t(`avatar.accessories.${value}`),
  },
  avatarSkin: {
    options: AVATAR_SKINS,
    fallback: 'light',
    label: (t, value) => t(`avatar.skins.${value}`),
    swatch: (value) => SKIN_FILLS[value],
  },
  avatarHair: {
    options: AVATAR_HAIR,
    fallback: 'brown',
    label: (t, value) => t(`avatar.hair.${value}`),
    swatch: (value) => HAIR_FILLS[value],
  },
};

/** The player's saved look as choices (an unknown stored value reads as the default). */
export function savedAvatarChoices(user: User): AvatarChoices {
  const saved = <K extends AvatarChoiceKey>(key: K, value: string) =>
    pick(AVATAR_CHOICES[key].options, value, AVATAR_CHOICES[key].fallback);
  return {
    avatarColor: saved('avatarColor', user.avatarColor),
    avatarStyle: saved('avatarStyle', user.avatarStyle),
    avatarAccessory: saved('avatarAccessory', user.avatarAccessory),
    avatarSkin: saved('avatarSkin', user.avatarSkin),
    avatarHair: saved('avatarHair', user.avatarHair),
  };
}

/** Save is enabled only when the selection differs from the saved one (spec section 4). */
export function changedChoices<T extends Record<string, string>>(draft: T, saved: T): Partial<T> {
  const changed: Partial<T> = {};
  for (const key of Object.keys(draft) as Array<keyof T>) {
    if (draft[key] !== saved[key]) changed[key] = draft[key];
  }
  return changed;
}
