import type { Em } from '../../db/orm.ts';
import { insertCompanion } from '../data/companions.ts';
import {
  addConsumable,
  addOwnedItem,
  debitGold,
  goldOf,
  type ItemRecord,
  insertActivityEvent,
  itemById,
  ownsItem,
} from '../data/economy.ts';
import type { UserRecord } from '../data/userRecords.ts';
import type { AchievementDefinition } from '../domain/achievements/catalogue.ts';
import { COMPANION_ABILITIES } from '../domain/companions/care.ts';
import { conflict, notFound } from '../lib/httpErrors.ts';
import { type Announced, announced } from './announcePlayer.ts';
import { lockPlayer } from './lockedPlayer.ts';
import { earnReachedAchievements } from './progress/grantProgress.ts';

export const alreadyOwned = () => conflict('You already own this item.');

export interface Purchase {
  item: ItemRecord;
  user: UserRecord;
  achievements: AchievementDefinition[];
}

/**
 * Buys one item: the gold debit is a conditional UPDATE (never below zero, never spent twice) and
 * the inventory row goes in with it in one transaction. Weapons, armor and companions are owned
 * once (unique key per player and item); consumables stack in `quantity`.
 */
export async function purchaseItem(
  em: Em,
  userId: string,
  itemId: string,
  now: Date,
): Promise<Announced<Purchase>> {
  const done = await em.transactional(async (tx) => {
    const item = await itemById(tx, itemId);
    if (!item) throw notFound('Item not found');
    if (item.type !== 'consumable' && (await ownsItem(tx, userId, item.id))) {
      throw alreadyOwned();
    }
    if (!(await debitGold(tx, userId, item.price))) {
      const gold = await goldOf(tx, userId);
      throw conflict(`Not enough gold: ${item.name} costs ${item.price} and you have ${gold}.`);
    }
    if (item.type === 'consumable') {
      await addConsumable(tx, userId, item.id, now);
    } else {
      // A second buy of the same weapon, armor or companion (a double click) inserts nothing.
      const inserted = await addOwnedItem(tx, userId, item.id, now);
      if (!inserted) throw alreadyOwned(); // rolls the debit back with the transaction
    }
    const user = await lockPlayer(tx, userId);
    if (item.type === 'pet') {
      await insertCompanion(
        tx,
        {
          userId: user.id,
          itemId: item.id,
          name: item.name,
          type: item.id,
          abilities: COMPANION_ABILITIES[item.id] ?? [],
        },
        now,
      );
    }
    await insertActivityEvent(
      tx,
      {
        userId: user.id,
        type: 'item_purchased',
        subject: item.name,
        data: { itemId: item.id, price: item.price, rarity: item.rarity },
      },
      now,
    );
    const earned = await earnReachedAchievements(tx, user, now);
    return { item, user: earned.user, achievements: earned.achievements };
  });
  return announced(em, done);
}
