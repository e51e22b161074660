import { type ExpressionBuilder, sql } from 'kysely';
import { Item } from '../../db/entities/Item.ts';
import type { User } from '../../db/entities/User.ts';
import type { Em } from '../../db/orm.ts';
import { setBonus } from '../domain/character/sets.ts';
import { type EquipmentBonuses, NO_EQUIPMENT } from '../domain/character/stats.ts';
import { type Database, db } from './database.ts';
import { updatePlayer } from './players.ts';
import type { Runner } from './prepared.ts';
import type { UserRecord } from './userRecords.ts';

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

/** An equipment slot of a player. */
export type Slot = 'weapon' | 'armor';

/** What the player has in a slot now (the item's id, null: nothing): the player as written. */
export const setEquipmentSlot = (
  tx: Runner,
  userId: string,
  slot: Slot,
  itemId: string | null,
  now: Date,
): Promise<UserRecord> =>
  updatePlayer(tx, userId, slot === 'weapon' ? { equipped_weapon: itemId } : { equipped_armor: itemId }, now);

/** Whether an entry is the one named (none named: no entry is). */
const isThe = (eb: ExpressionBuilder<Database, 'inventory_entries'>, id: string | null) =>
  id === null ? sql<boolean>`false` : eb('id', '=', id).$castTo<boolean>();

/**
 * Marks which of the player's entries of a slot's kind is the equipped one (null: none); the
 * others of that kind are not. Entries already as they should be are left alone.
 */
export async function markEquippedEntry(
  tx: Runner,
  userId: string,
  slot: Slot,
  entryId: string | null,
): Promise<void> {
  await db(tx)
    .updateTable('inventory_entries')
    .set((eb) => ({ equipped: isThe(eb, entryId) }))
    .where('user_id', '=', userId)
    .where('item_id', 'in', (eb) => eb.selectFrom('items').select('id').where('type', '=', slot))
    .where((eb) => eb('equipped', 'is distinct from', isThe(eb, entryId)))
    .execute();
}
