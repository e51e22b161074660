import type { Em } from '../../db/orm.ts';
import { ownCompanion, writeCompanionCare } from '../data/companions.ts';
import { type ConsumableEffect, spendOneOwnedBy } from '../data/economy.ts';
import {
  deleteEmptyEntry,
  type EntryRecord,
  healPlayer,
  ownEntry,
  setQuestBoost,
} from '../data/inventory.ts';
import type { UserRecord } from '../data/userRecords.ts';
import type { AchievementDefinition } from '../domain/achievements/catalogue.ts';
import { feedCompanion } from '../domain/companions/care.ts';
import { conflict, HttpError, notFound } from '../lib/httpErrors.ts';
import { type Announced, announced } from './announcePlayer.ts';
import { lockPlayer } from './lockedPlayer.ts';
import { grantProgress } from './progress/grantProgress.ts';

export const entryNotFound = () => notFound('Inventory entry not found');

export interface UsedItem {
  user: UserRecord;
  entry: EntryRecord | null;
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
  const done = await em.transactional(async (tx): Promise<UsedItem> => {
    const entry = await ownEntry(tx, userId, entryId);
    if (!entry) throw entryNotFound();
    const effect = entry.item.effect;
    if (entry.item.type !== 'consumable' || !effect) {
      throw new HttpError(400, 'Only consumables can be used.', 'not_consumable');
    }
    let user = await lockPlayer(tx, userId);
    // Check that the effect can apply before anything is spent.
    const companion =
      effect.kind === 'feedCompanion' && user.equippedPet
        ? await ownCompanion(tx, userId, user.equippedPet)
        : null;
    if (effect.kind === 'feedCompanion' && !companion)
      throw conflict('Activate a companion first, then feed it.');
    if (effect.kind === 'heal' && user.health >= user.maxHealth)
      throw conflict('Your health is already full.');

    if (!(await spendOneOwnedBy(tx, userId, entryId))) throw conflict('You have none of this item left.');
    let achievements: AchievementDefinition[] = [];
    switch (effect.kind) {
      case 'heal':
        user = await healPlayer(tx, userId, Math.min(user.maxHealth, user.health + effect.amount), now);
        break;
      case 'experience': {
        const granted = await grantProgress(
          tx,
          user,
          { experience: effect.amount, gold: 0, points: 0 },
          now,
          {
            completion: false,
          },
        );
        user = granted.user;
        achievements = granted.achievements;
        break;
      }
      case 'feedCompanion':
        await writeCompanionCare(tx, companion!.id, feedCompanion(companion!, effect), now);
        break;
      case 'questBoost': {
        const [multiplier, quests] =
          effect.reward === 'experience'
            ? [user.xpBoostMultiplier, user.xpBoostQuests]
            : [user.goldBoostMultiplier, user.goldBoostQuests];
        // The same boost again changes nothing on the row.
        if (Number(multiplier) !== effect.multiplier || quests !== effect.quests) {
          user = await setQuestBoost(
            tx,
            userId,
            { reward: effect.reward, multiplier: effect.multiplier, quests: effect.quests },
            now,
          );
        }
        break;
      }
    }
    await deleteEmptyEntry(tx, entryId);
    return { user, entry: await ownEntry(tx, userId, entryId), effect, achievements };
  });
  return announced(em, done);
}
