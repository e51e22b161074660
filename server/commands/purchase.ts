import { ActivityEvent } from '../../db/entities/ActivityEvent.ts';
import { Companion } from '../../db/entities/Companion.ts';
import { InventoryEntry } from '../../db/entities/InventoryEntry.ts';
import { Item } from '../../db/entities/Item.ts';
import type { User } from '../../db/entities/User.ts';
import type { Em } from '../../db/orm.ts';
import { addConsumable, addOwnedItem, debitGold, goldOf } from '../data/economy.ts';
import type { AchievementDefinition } from '../domain/achievements/catalogue.ts';
import { COMPANION_ABILITIES } from '../domain/companions/care.ts';
import { conflict, notFound } from '../lib/httpErrors.ts';
import { type Announced, announced } from './announcePlayer.ts';
import { lockUser, unlockAchievements } from './progress/applyProgress.ts';

export const alreadyOwned = () => conflict('You already own this item.');

export interface Purchase {
  item: Item;
  user: User;
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
    const item = await tx.findOne(Item, itemId);
    if (!item) throw notFound('Item not found');
    if (item.type !== 'consumable' && (await tx.count(InventoryEntry, { user: userId, item: item.id }))) {
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
    const user = await lockUser(tx, userId);
    if (item.type === 'pet') {
      tx.create(Companion, {
        user,
        item,
        name: item.name,
        type: item.id,
        abilities: COMPANION_ABILITIES[item.id] ?? [],
        createdAt: now,
      });
    }
    tx.create(ActivityEvent, {
      user,
      type: 'item_purchased',
      subject: item.name,
      data: { itemId: item.id, price: item.price, rarity: item.rarity },
      createdAt: now,
    });
    await tx.flush();
    const achievements = await unlockAchievements(tx, user, now);
    return { item, user, achievements };
  });
  return announced(em, done);
}
