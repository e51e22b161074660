import { Item } from '../../db/entities/Item.ts';
import type { User } from '../../db/entities/User.ts';
import type { Em } from '../../db/orm.ts';
import { type EquipmentBonuses, NO_EQUIPMENT } from '../domain/character/stats.ts';

/** The damage and defense bonuses of the player's equipped weapon and armor. */
export async function loadEquipmentBonuses(em: Em, user: User): Promise<EquipmentBonuses> {
  const ids = [user.equippedWeapon, user.equippedArmor].filter((id): id is string => Boolean(id));
  if (ids.length === 0) return NO_EQUIPMENT;
  const items = await em.find(Item, { id: { $in: ids } });
  const byId = new Map(items.map((i) => [i.id, i]));
  return {
    weaponDamage: user.equippedWeapon ? (byId.get(user.equippedWeapon)?.damageBonus ?? 0) : 0,
    armorDefense: user.equippedArmor ? (byId.get(user.equippedArmor)?.defenseBonus ?? 0) : 0,
  };
}
