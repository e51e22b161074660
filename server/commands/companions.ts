import type { Em } from '../../db/orm.ts';
import {
  type CompanionRecord,
  ownCompanion,
  setActiveCompanion,
  setEquippedPet,
  writeCompanionCare,
} from '../data/companions.ts';
import { debitGold, spendOneFromEntry } from '../data/economy.ts';
import { deleteEmptyEntry, treatOf } from '../data/inventory.ts';
import type { UserRecord } from '../data/userRecords.ts';
import { FEED_GOLD_COST, FEED_WITH_GOLD, feedCompanion } from '../domain/companions/care.ts';
import { conflict, notFound } from '../lib/httpErrors.ts';
import { type Announced, announced } from './announcePlayer.ts';
import { lockPlayer } from './lockedPlayer.ts';

const companionNotFound = () => notFound('Companion not found');

/** Activates a companion, or deactivates it when it is the active one (one active at a time). */
export async function toggleCompanion(
  em: Em,
  userId: string,
  companionId: string,
  now: Date,
): Promise<Announced<{ user: UserRecord; companion: CompanionRecord }>> {
  const done = await em.transactional(async (tx) => {
    const companion = await ownCompanion(tx, userId, companionId);
    if (!companion) throw companionNotFound();
    const user = await lockPlayer(tx, userId);
    const activating = user.equippedPet !== companion.id;
    const written = await setEquippedPet(tx, userId, activating ? companion.id : null, now);
    await setActiveCompanion(tx, userId, activating ? companion.id : null);
    return { user: written, companion: { ...companion, isActive: activating } };
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
): Promise<Announced<{ user: UserRecord; companion: CompanionRecord; levelUp: boolean }>> {
  const done = await em.transactional(async (tx) => {
    const companion = await ownCompanion(tx, userId, companionId);
    if (!companion) throw companionNotFound();
    let gain: { happiness: number; experience: number } = FEED_WITH_GOLD;
    if (method === 'gold') {
      if (!(await debitGold(tx, userId, FEED_GOLD_COST)))
        throw conflict(`Not enough gold: feeding costs ${FEED_GOLD_COST} gold.`);
    } else {
      const treat = await treatOf(tx, userId);
      if (!treat) throw conflict('You have no treats left. Buy one in the shop.');
      gain = treat.effect;
      if (!(await spendOneFromEntry(tx, treat.entryId)))
        throw conflict('You have no treats left. Buy one in the shop.');
      await deleteEmptyEntry(tx, treat.entryId);
    }
    const fed = feedCompanion(companion, gain);
    const cared = await writeCompanionCare(tx, companion.id, fed, now);
    const user = await lockPlayer(tx, userId);
    return { user, companion: cared, levelUp: fed.levelsGained > 0 };
  });
  return announced(em, done);
}
