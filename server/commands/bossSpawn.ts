import { LockMode } from '@mikro-orm/core';
import { Boss } from '../../db/entities/Boss.ts';
import { Party } from '../../db/entities/Party.ts';
import { User } from '../../db/entities/User.ts';
import type { Em } from '../../db/orm.ts';
import { bossView } from '../data/bosses.ts';
import { partyViewById } from '../data/parties.ts';
import { bossAtLadderIndex, bossMaxHealth, bossRewards } from '../domain/boss/ladder.ts';
import { publishBossSpawned } from '../realtime/publish/party.ts';

/**
 * Puts the party's next ladder boss in place, its health scaled to the party's size, and clears
 * the rest timer. The caller holds the party row lock.
 */
export async function spawnBoss(tx: Em, party: Party, now: Date): Promise<Boss> {
  const members = await tx.count(User, { party: party.id });
  const index = party.bossLadderIndex;
  const { template, level } = bossAtLadderIndex(index);
  const health = bossMaxHealth(index, members);
  const rewards = bossRewards(index);
  const boss = tx.create(Boss, {
    party,
    templateId: template.id,
    ladderIndex: index,
    name: template.text.en.name,
    description: template.text.en.description,
    level,
    maxHealth: health,
    currentHealth: health,
    xpReward: rewards.experience,
    coinReward: rewards.gold,
    createdAt: now,
  });
  party.currentBoss = boss;
  party.bossLadderIndex = index + 1;
  party.nextBossAt = null;
  await tx.flush();
  return boss;
}

/** Health one more (or one fewer) member adds to a boss at this ladder position. */
export const healthPerMember = (boss: Boss): number => bossMaxHealth(boss.ladderIndex, 1);

/**
 * Spawns the next boss of every party whose rest is over (or of one party). Rows are claimed with
 * FOR UPDATE SKIP LOCKED, so several instances running this at once never spawn a boss twice.
 */
export async function spawnDueBosses(em: Em, now: Date, partyId?: string): Promise<Boss[]> {
  const spawned = await em.transactional(async (tx) => {
    const due = await tx.find(
      Party,
      { nextBossAt: { $lte: now }, currentBoss: null, ...(partyId ? { id: partyId } : {}) },
      { lockMode: LockMode.PESSIMISTIC_PARTIAL_WRITE, limit: 20, orderBy: { nextBossAt: 'asc' } },
    );
    const spawned: Boss[] = [];
    for (const party of due) spawned.push(await spawnBoss(tx, party, now));
    return spawned;
  });
  for (const boss of spawned) await announceSpawned(em, boss);
  return spawned;
}

/** After commit: the party sees its new boss and its updated party (the next boss's time is gone). */
export async function announceSpawned(em: Em, boss: Boss): Promise<void> {
  const partyId = boss.party?.id;
  publishBossSpawned(await bossView(em, boss), partyId ? await partyViewById(em.fork(), partyId) : null);
}
