import type { User } from '@protocol/api/user.ts';
import { useTranslation } from 'react-i18next';
import { useCompanions } from '@/shared/queries/companions.ts';
import { useInventory } from '@/shared/queries/inventory.ts';
import type { AvatarLook } from '../components/avatar/character-avatar.tsx';
import { companionName, itemText } from './item-text.ts';

/** The name an adventurer goes by: the nickname when set, else the username. */
export const displayName = (user: Pick<User, 'nickname' | 'username'>): string =>
  user.nickname?.trim() || user.username;

/**
 * The avatar of a player: the saved appearance plus the equipped weapon and armor (named from the
 * inventory, in the reader's language) and the active companion. Gear appears once its list loaded.
 */
export function useAvatarLook(user: User): AvatarLook {
  const { i18n } = useTranslation();
  const inventory = useInventory();
  const companions = useCompanions();
  const gear = (itemId: string | null) => {
    const entry = itemId ? inventory.data?.find((e) => e.itemId === itemId) : undefined;
    return entry ? { id: entry.itemId, name: itemText(entry.item, i18n.language).name } : null;
  };
  const companion = user.equippedPet ? companions.data?.find((c) => c.id === user.equippedPet) : undefined;
  return {
    name: displayName(user),
    color: user.avatarColor,
    accessory: user.avatarAccessory,
    skin: user.avatarSkin,
    hair: user.avatarHair,
    style: user.avatarStyle,
    weapon: gear(user.equippedWeapon),
    armor: gear(user.equippedArmor),
    companion: companion
      ? { itemId: companion.itemId, name: companionName(companion, inventory.data ?? [], i18n.language) }
      : null,
  };
}
