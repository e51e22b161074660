import type { Em } from '../../db/orm.ts';
import { markEquippedEntry, type Slot, setEquipmentSlot } from '../data/equipment.ts';
import { type EntryRecord, ownEntry, ownEntryOfItem } from '../data/inventory.ts';
import type { PlayerView } from '../data/players.ts';
import type { Runner } from '../data/prepared.ts';
import type { UserRecord } from '../data/userRecords.ts';
import { forbidden, HttpError, notFound } from '../lib/httpErrors.ts';
import { announcePlayer } from './announcePlayer.ts';
import { lockPlayer } from './lockedPlayer.ts';

const slotField = { weapon: 'equippedWeapon', armor: 'equippedArmor' } as const;

/**
 * Puts an owned weapon or armor into its slot; the previous one in that slot comes off. An item
 * the player does not own answers 403 and changes nothing.
 */
export async function equipItem(
  em: Em,
  userId: string,
  itemId: string,
  slot: Slot,
  now: Date,
): Promise<PlayerView> {
  const user = await em.transactional(async (tx) => {
    const entry = await ownEntryOfItem(tx, userId, itemId);
    if (!entry) throw forbidden('You do not own this item.', 'not_owned');
    if (entry.item.type !== slot) {
      throw new HttpError(400, `This item is not ${slot === 'weapon' ? 'a weapon' : 'armor'}.`, 'wrong_slot');
    }
    const user = await lockPlayer(tx, userId);
    return setSlot(tx, user, slot, entry, now);
  });
  return announcePlayer(em, user);
}

/** The same by inventory entry id (POST /api/inventory/{id}/equip). */
export async function equipEntry(em: Em, userId: string, entryId: string, now: Date): Promise<PlayerView> {
  const entry = await ownEntry(em, userId, entryId);
  if (!entry) throw notFound('Inventory entry not found');
  if (entry.item.type !== 'weapon' && entry.item.type !== 'armor') {
    throw new HttpError(400, 'Only weapons and armor can be equipped.', 'wrong_slot');
  }
  return equipItem(em, userId, entry.item.id, entry.item.type, now);
}

export async function unequipSlot(em: Em, userId: string, slot: Slot, now: Date): Promise<PlayerView> {
  const user = await em.transactional(async (tx) => {
    const user = await lockPlayer(tx, userId);
    return setSlot(tx, user, slot, null, now);
  });
  return announcePlayer(em, user);
}

/** The slot's entry marked equipped (the rest of its kind not), and the player's slot set; the player as written. */
async function setSlot(
  tx: Runner,
  user: UserRecord,
  slot: Slot,
  entry: EntryRecord | null,
  now: Date,
): Promise<UserRecord> {
  await markEquippedEntry(tx, user.id, slot, entry ? entry.id : null);
  const itemId = entry ? entry.item.id : null;
  // The slot as it already is changes nothing on the row.
  return user[slotField[slot]] === itemId ? user : setEquipmentSlot(tx, user.id, slot, itemId, now);
}
