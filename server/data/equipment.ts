import { Item } from '../../db/entities/Item.ts';
import type { User } from '../../db/entities/User.ts';
import type { Em } from '../../db/orm.ts';
import { setBonus } from '../domain/character/sets.ts';
import { type EquipmentBonuses, NO_EQUIPMENT } from '../domain/character/stats.ts';

/** The bonuses of the player's equipped weapon and armor, with their sets' full-set bonus. */
export async function loadEquipmentBonuses(
  em: Em,
  user: Pick<User, 'equippedWeapon' | 'equippedArmor'>,
): Promise<EquipmentBonuses> {
  const ids = [user.equippedWeapon, user.equippedArmor].filter((id): id is string => Boolean(id));
  if (ids.length === 0) return NO_EQUIPMENT;
  const items = await em.find(Item, { id: { $in: ids } });
  const byId = new Map(items.map((i) => [i.id, i]));
  return equipmentBonuses(
    user.equippedWeapon ? byId.get(user.equippedWeapon) : undefined,
    user.equippedArmor ? byId.get(user.equippedArmor) : undefined,
  );
}

/** The bonuses of an equipped weapon and armor (either may be absent). */
export function equipmentBonuses(
  weapon: { damageBonus: number; setId?: string | null | undefined } | null | undefined,
  armor: { defenseBonus: number; setId?: string | null | undefined } | null | undefined,
): EquipmentBonuses {
  const weaponSet = weapon?.setId ?? null;
  const armorSet = armor?.setId ?? null;
  return {
    weaponDamage: weapon?.damageBonus ?? 0,
    armorDefense: armor?.defenseBonus ?? 0,
    weaponSet,
    armorSet,
    set: setBonus(weaponSet, armorSet),
  };
}
