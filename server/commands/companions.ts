import { Companion } from '../../db/entities/Companion.ts';
import { InventoryEntry } from '../../db/entities/InventoryEntry.ts';
import type { User } from '../../db/entities/User.ts';
import type { Em } from '../../db/orm.ts';
import { debitGold, spendOneFromEntry } from '../data/economy.ts';
import { FEED_GOLD_COST, FEED_WITH_GOLD, feedCompanion } from '../domain/companions/care.ts';
import { conflict, notFound } from '../lib/httpErrors.ts';
import { type Announced, announced } from './announcePlayer.ts';
import { lockUser } from './progress/applyProgress.ts';

const companionNotFound = () => notFound('Companion not found');

/** Activates a companion, or deactivates it when it is the active one (one active at a time). */
export async function toggleCompanion(em: Em, userId: string, companionId: string) {
  const done = await em.transactional(async (tx) => {
    const companion = await tx.findOne(Companion, { id: companionId, user: userId }, { populate: ['item'] });
    if (!companion) throw companionNotFound();
    const user = await lockUser(tx, userId);
    const activating = user.equippedPet !== companion.id;
    user.equippedPet = activating ? companion.id : null;
    const all = await tx.find(Companion, { user: userId });
    for (const c of all) c.isActive = activating && c.id === companion.id;
    await tx.flush();
    return { user, companion };
  });
  return announced(em, done);
}

/**
 * Feeds a companion with gold (a conditional debit) or with a treat from the inventory (one used
 * up), raising its happiness and its experience toward the level goal (level + 1) x 100.
 */
export async function feedOwnCompanion(
  em: Em,
  userId: string,
  companionId: string,
  method: 'gold' | 'treat',
  now: Date,
): Promise<Announced<{ user: User; companion: Companion; levelUp: boolean }>> {
  const done = await em.transactional(async (tx) => {
    const companion = await tx.findOne(Companion, { id: companionId, user: userId }, { populate: ['item'] });
    if (!companion) throw companionNotFound();
    let gain: { happiness: number; experience: number } = FEED_WITH_GOLD;
    if (method === 'gold') {
      if (!(await debitGold(tx, userId, FEED_GOLD_COST)))
        throw conflict(`Not enough gold: feeding costs ${FEED_GOLD_COST} gold.`);
    } else {
      const treats = await tx.find(
        InventoryEntry,
        { user: userId, quantity: { $gt: 0 } },
        { populate: ['item'] },
      );
      const treat = treats.find((e) => e.item.effect?.kind === 'feedCompanion');
      if (!treat || treat.item.effect?.kind !== 'feedCompanion')
        throw conflict('You have no treats left. Buy one in the shop.');
      gain = treat.item.effect;
      if (!(await spendOneFromEntry(tx, treat.id)))
        throw conflict('You have no treats left. Buy one in the shop.');
      await tx.nativeDelete(InventoryEntry, { id: treat.id, quantity: 0 });
    }
    const fed = feedCompanion(companion, gain);
    companion.level = fed.level;
    companion.experience = fed.experience;
    companion.happiness = fed.happiness;
    companion.lastFedAt = now;
    await tx.flush();
    const user = await lockUser(tx, userId);
    return { user, companion, levelUp: fed.levelsGained > 0 };
  });
  return announced(em, done);
}
