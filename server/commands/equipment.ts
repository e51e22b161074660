import { InventoryEntry } from '../../db/entities/InventoryEntry.ts';
import type { User } from '../../db/entities/User.ts';
import type { Em } from '../../db/orm.ts';
import type { PlayerView } from '../data/players.ts';
import { forbidden, HttpError, notFound } from '../lib/httpErrors.ts';
import { announcePlayer } from './announcePlayer.ts';
import { lockUser } from './progress/applyProgress.ts';

export type Slot = 'weapon' | 'armor';

const slotField = { weapon: 'equippedWeapon', armor: 'equippedArmor' } as const;

/**
 * Puts an owned weapon or armor into its slot; the previous one in that slot comes off. An item
 * the player does not own answers 403 and changes nothing.
 */
export async function equipItem(em: Em, userId: string, itemId: string, slot: Slot): Promise<PlayerView> {
  const user = await em.transactional(async (tx) => {
    const entry = await tx.findOne(InventoryEntry, { user: userId, item: itemId }, { populate: ['item'] });
    if (!entry) throw forbidden('You do not own this item.', 'not_owned');
    if (entry.item.type !== slot) {
      throw new HttpError(400, `This item is not ${slot === 'weapon' ? 'a weapon' : 'armor'}.`, 'wrong_slot');
    }
    const user = await lockUser(tx, userId);
    await setSlot(tx, user, slot, entry);
    return user;
  });
  return announcePlayer(em, user);
}

/** The same by inventory entry id (POST /api/inventory/{id}/equip). */
export async function equipEntry(em: Em, userId: string, entryId: string): Promise<PlayerView> {
  const entry = await em.findOne(InventoryEntry, { id: entryId, user: userId }, { populate: ['item'] });
  if (!entry) throw notFound('Inventory entry not found');
  if (entry.item.type !== 'weapon' && entry.item.type !== 'armor') {
    throw new HttpError(400, 'Only weapons and armor can be equipped.', 'wrong_slot');
  }
  return equipItem(em, userId, entry.item.id, entry.item.type);
}

export async function unequipSlot(em: Em, userId: string, slot: Slot): Promise<PlayerView> {
  const user = await em.transactional(async (tx) => {
    const user = await lockUser(tx, userId);
    await setSlot(tx, user, slot, null);
    return user;
  });
  return announcePlayer(em, user);
}

async function setSlot(tx: Em, user: User, slot: Slot, entry: InventoryEntry | null): Promise<void> {
  const owned = await tx.find(InventoryEntry, { user: user.id }, { populate: ['item'] });
  for (const e of owned) if (e.item.type === slot) e.equipped = entry !== null && e.id === entry.id;
  user[slotField[slot]] = entry ? entry.item.id : null;
  await tx.flush();
}
