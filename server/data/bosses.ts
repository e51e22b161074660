import { randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import { Boss } from '../../db/entities/Boss.ts';
import { Party } from '../../db/entities/Party.ts';
import type { User } from '../../db/entities/User.ts';
import type { Em } from '../../db/orm.ts';
import { type Database, db } from './database.ts';
import { asDate, moment } from './moments.ts';
import type { Runner } from './prepared.ts';
import { rowById } from './rowById.ts';

/** How many of a boss's latest hits its answer lists. */
export const RECENT_HITS = 20;

export interface HitRow {
  user_id: string;
  username: string;
  damage: number;
  /** A Date from node-postgres, an ISO string or Date from PGlite. */
  created_at: Date | string;
}

/**
 * A boss as answers and pushes show it: the entity has this shape, and so does the row a hit
 * returns (`bossRecordOf`), so a hit needs no entity to answer.
 */
export type BossRecord = Pick<
  Boss,
  | 'id'
  | 'templateId'
  | 'name'
  | 'description'
  | 'level'
  | 'maxHealth'
  | 'currentHealth'
  | 'xpReward'
  | 'coinReward'
  | 'defeated'
  | 'defeatedAt'
  | 'createdAt'
  | 'hitSeq'
> & { party?: { id: string } | null };

/** A `bosses` row as a query (`selectAll`, `returning`, `row_to_json`) gives it: typed from the entity. */
export type BossColumns = Selectable<Database['bosses']>;

export function bossRecordOf(row: BossColumns): BossRecord {
  return {
    id: row.id,
    party: row.party_id === null ? null : { id: row.party_id },
    templateId: row.template_id,
    name: row.name,
    description: row.description,
    level: Number(row.level),
    maxHealth: Number(row.max_health),
    currentHealth: Number(row.current_health),
    xpReward: Number(row.xp_reward),
    coinReward: Number(row.coin_reward),
    defeated: row.defeated,
    defeatedAt: moment(row.defeated_at),
    createdAt: asDate(row.created_at),
    hitSeq: Number(row.hit_seq),
  };
}

/** A boss with its latest hits (who, how much, when). */
export interface BossView {
  boss: BossRecord;
  hits: HitRow[];
}

export async function bossView(em: Em, boss: BossRecord): Promise<BossView> {
  // A plain read of four columns: hydrating twenty hits and their players as entities cost more
  // than the rest of a hit's request together (the boss screen asks after every hit).
  const hits: HitRow[] = await db(em)
    .selectFrom('boss_hits as h')
    .innerJoin('users as u', 'u.id', 'h.user_id')
    // The joined player's id: a hit's own user_id is nullable (hits outlive their player).
    .select(['u.id as user_id', 'u.username', 'h.damage', 'h.created_at'])
    .where('h.boss_id', '=', boss.id)
    .orderBy('h.created_at', 'desc')
    .orderBy('h.id', 'desc')
    .limit(RECENT_HITS)
    .execute();
  return { boss, hits };
}

/** The party's boss if it is alive, read fresh (inside the caller's transaction when there is one). */
export async function activeBoss(em: Em, party: Party): Promise<Boss | null> {
  if (!party.currentBoss) return null;
  const boss = await rowById(em, Boss, party.currentBoss.id);
  return boss && !boss.defeated ? boss : null;
}

/** The player's party's live boss with its latest hits, or null without a party or a live boss. */
export async function currentBossView(em: Em, player: User): Promise<BossView | null> {
  const party = player.party ? await em.findOne(Party, player.party.id) : null;
  const boss = party ? await activeBoss(em, party) : null;
  return boss ? bossView(em, boss) : null;
}

/** A defeat clears the party's boss and starts the rest before the next one (party row locked). */
export async function startBossRest(tx: Runner, partyId: string, nextBossAt: Date): Promise<void> {
  await db(tx)
    .updateTable('parties')
    .set({ current_boss_id: null, next_boss_at: nextBossAt })
    .where('id', '=', partyId)
    .execute();
}

/** A member's reward for a defeat, once per boss and member (unique key); false if already paid. */
export async function recordBossReward(
  tx: Runner,
  boss: Pick<BossRecord, 'id' | 'xpReward' | 'coinReward'>,
  userId: string,
  now: Date,
): Promise<boolean> {
  const inserted = await db(tx)
    .insertInto('boss_rewards')
    .values((eb) => ({
      id: eb.fn<string>('gen_random_uuid'),
      boss_id: boss.id,
      user_id: userId,
      experience: boss.xpReward,
      gold: boss.coinReward,
      created_at: now,
    }))
    .onConflict((oc) => oc.columns(['boss_id', 'user_id']).doNothing())
    .returning('id')
    .execute();
  return inserted.length > 0;
}

/** A new boss on the ladder, as the spawn computed it (alive, no hit yet: full health). */
export type NewBoss = Pick<
  BossRecord,
  'templateId' | 'name' | 'description' | 'level' | 'xpReward' | 'coinReward'
> & {
  partyId: string;
  ladderIndex: number;
  health: number;
};

/** Puts a new boss in the party's place (the caller holds the party row lock): the boss as written. */
export async function insertBoss(tx: Runner, boss: NewBoss, now: Date): Promise<BossRecord> {
  const row = await db(tx)
    .insertInto('bosses')
    .values({
      id: randomUUID(),
      party_id: boss.partyId,
      template_id: boss.templateId,
      ladder_index: boss.ladderIndex,
      name: boss.name,
      description: boss.description,
      level: boss.level,
      max_health: boss.health,
      current_health: boss.health,
      xp_reward: boss.xpReward,
      coin_reward: boss.coinReward,
      created_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return bossRecordOf(row);
}

/** The party's current boss is this one, the ladder moves on, and no rest is pending any more. */
export async function placeBoss(
  tx: Runner,
  partyId: string,
  bossId: string,
  nextLadderIndex: number,
): Promise<void> {
  await db(tx)
    .updateTable('parties')
    .set({ current_boss_id: bossId, boss_ladder_index: nextLadderIndex, next_boss_at: null })
    .where('id', '=', partyId)
    .execute();
}

/** A boss's place on the ladder while it is alive; null once it is defeated (or gone). */
export async function liveBossLadderIndex(runner: Runner, bossId: string): Promise<number | null> {
  const boss = await db(runner)
    .selectFrom('bosses')
    .select(['ladder_index', 'defeated'])
    .where('id', '=', bossId)
    .executeTakeFirst();
  return !boss || boss.defeated ? null : Number(boss.ladder_index);
}

/**
 * Adds health to a boss, to its maximum and to what is left alike (its damage so far stays): a new
 * member's share. The caller holds the party row lock, which every hit on the boss takes too.
 */
export async function growBoss(tx: Runner, bossId: string, extra: number): Promise<void> {
  await db(tx)
    .updateTable('bosses')
    .set((eb) => ({
      max_health: eb('max_health', '+', extra),
      current_health: eb('current_health', '+', extra),
    }))
    .where('id', '=', bossId)
    .execute();
}
