import { Companion } from '../../db/entities/Companion.ts';
import { InventoryEntry } from '../../db/entities/InventoryEntry.ts';
import type { ConsumableEffect } from '../../db/entities/Item.ts';
import type { User } from '../../db/entities/User.ts';
import type { Em } from '../../db/orm.ts';
import { spendOneOwnedBy } from '../data/economy.ts';
import type { AchievementDefinition } from '../domain/achievements/catalogue.ts';
import { feedCompanion } from '../domain/companions/care.ts';
import { conflict, HttpError, notFound } from '../lib/httpErrors.ts';
import { type Announced, announced } from './announcePlayer.ts';
import { applyProgress, lockUser } from './progress/applyProgress.ts';

export const entryNotFound = () => notFound('Inventory entry not found');

export interface UsedItem {
  user: User;
  entry: InventoryEntry | null;
  effect: ConsumableEffect;
  achievements: AchievementDefinition[];
}

/**
 * Uses one consumable: the quantity goes down by one in a conditional UPDATE (never below zero)
 * and its effect applies in the same transaction; the last one used removes the entry.
 */
export async function useConsumable(
  em: Em,
  userId: string,
  entryId: string,
  now: Date,
): Promise<Announced<UsedItem>> {
  const done = await em.transactional(async (tx) => {
    const entry = await tx.findOne(InventoryEntry, { id: entryId, user: userId }, { populate: ['item'] });
    if (!entry) throw entryNotFound();
    const effect = entry.item.effect;
    if (entry.item.type !== 'consumable' || !effect) {
      throw new HttpError(400, 'Only consumables can be used.', 'not_consumable');
    }
    const user = await lockUser(tx, userId);
    // Check that the effect can apply before anything is spent.
    const companion =
      effect.kind === 'feedCompanion' && user.equippedPet
        ? await tx.findOne(Companion, { id: user.equippedPet, user: userId })
        : null;
    if (effect.kind === 'feedCompanion' && !companion)
      throw conflict('Activate a companion first, then feed it.');
    if (effect.kind === 'heal' && user.health >= user.maxHealth)
      throw conflict('Your health is already full.');

    if (!(await spendOneOwnedBy(tx, userId, entryId))) throw conflict('You have none of this item left.');
    let achievements: AchievementDefinition[] = [];
    switch (effect.kind) {
      case 'heal':
        user.health = Math.min(user.maxHealth, user.health + effect.amount);
        break;
      case 'experience':
        achievements = (
          await applyProgress(tx, user, { experience: effect.amount, gold: 0, points: 0 }, now, {
            completion: false,
          })
        ).achievements;
        break;
      case 'feedCompanion': {
        const fed = feedCompanion(companion!, effect);
        Object.assign(companion!, {
          level: fed.level,
          experience: fed.experience,
          happiness: fed.happiness,
          lastFedAt: now,
        });
        break;
      }
      case 'questBoost':
        if (effect.reward === 'experience') {
          user.xpBoostMultiplier = effect.multiplier;
          user.xpBoostQuests = effect.quests;
        } else {
          user.goldBoostMultiplier = effect.multiplier;
          user.goldBoostQuests = effect.quests;
        }
        break;
    }
    await tx.flush();
    await tx.nativeDelete(InventoryEntry, { id: entryId, quantity: 0 });
    const after = await tx.findOne(InventoryEntry, entryId, { refresh: true, populate: ['item'] });
    return { user, entry: after, effect, achievements };
  });
  return announced(em, done);
}
