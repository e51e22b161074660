import type { Em } from '../../db/orm.ts';
import { type BossRecord, bossView, insertBoss, placeBoss } from '../data/bosses.ts';
import { claimPartiesDueABoss, type PartyRecord, partyMemberCount, partyViewById } from '../data/parties.ts';
import type { Runner } from '../data/prepared.ts';
import { bossAtLadderIndex, bossMaxHealth, bossRewards } from '../domain/boss/ladder.ts';
import { publishBossSpawned } from '../realtime/publish/party.ts';

/** How many parties one round of the spawner serves. */
const SPAWN_BATCH = 20;

/**
 * Puts the party's next ladder boss in place, its health scaled to the party's size, and clears
 * the rest timer. The caller holds the party row lock.
 */
export async function spawnBoss(tx: Runner, party: PartyRecord, now: Date): Promise<BossRecord> {
  const members = await partyMemberCount(tx, party.id);
  const index = party.bossLadderIndex;
  const { template, level } = bossAtLadderIndex(index);
  const health = bossMaxHealth(index, members);
  const rewards = bossRewards(index);
  const boss = await insertBoss(
    tx,
    {
      partyId: party.id,
      templateId: template.id,
      ladderIndex: index,
      name: template.text.en.name,
      description: template.text.en.description,
      level,
      health,
      xpReward: rewards.experience,
      coinReward: rewards.gold,
    },
    now,
  );
  await placeBoss(tx, party.id, boss.id, index + 1);
  return boss;
}

/** Health one more (or one fewer) member adds to a boss at this ladder position. */
export const healthPerMember = (boss: { ladderIndex: number }): number => bossMaxHealth(boss.ladderIndex, 1);

/**
 * Spawns the next boss of every party whose rest is over (or of one party). Rows are claimed with
 * FOR UPDATE SKIP LOCKED, so several instances running this at once never spawn a boss twice.
 */
export async function spawnDueBosses(em: Em, now: Date, partyId?: string): Promise<BossRecord[]> {
  const spawned = await em.transactional(async (tx) => {
    const due = await claimPartiesDueABoss(tx, now, SPAWN_BATCH, partyId);
    const spawned: BossRecord[] = [];
    for (const party of due) spawned.push(await spawnBoss(tx, party, now));
    return spawned;
  });
  for (const boss of spawned) await announceSpawned(em, boss);
  return spawned;
}

/** After commit: the party sees its new boss and its updated party (the next boss's time is gone). */
export async function announceSpawned(em: Em, boss: BossRecord): Promise<void> {
  const partyId = boss.party?.id;
  publishBossSpawned(await bossView(em, boss), partyId ? await partyViewById(em, partyId) : null);
}
