import { type QueryCreator, type RawBuilder, type Selectable, sql } from 'kysely';
import type { Quest } from '../../db/entities/Quest.ts';
import type { ProgressOutcome } from '../domain/progression/progress.ts';
import { type BossRecord, bossRecordOf, type HitRow, RECENT_HITS } from './bosses.ts';
import type { Database } from './database.ts';
import { asDate, moment } from './moments.ts';
import { compiler, jsonColumn, type Runner, run, statement } from './prepared.ts';
import { levelUpLine, type ProgressFigures, progressColumns, progressFigures } from './progress.ts';
import { QUEST_COLUMNS, type QuestColumns, type QuestRow, questRowOf } from './quests.ts';
import {
  FIGURE_COLUMNS,
  type PlayerFigures,
  playerFiguresOf,
  type UserRecord,
  userRecordOf,
} from './userRecords.ts';

/**
 * A quest completion's statements: the hottest write of the game, in three round trips
 * inside its transaction (`begin` with the two locks, pipelined; one write; the commit), each a
 * named prepared statement that reads and returns only what the completion needs. The two locks
 * depend on nothing the other returns, so they leave together and the database takes them in
 * order: the party first.
 */

/** The player's party, row-locked: every completion takes it first, then the player's rows. */
export interface LockedParty {
  id: string;
  currentBossId: string | null;
  leaderId: string | null;
}

const LOCK_PARTY = statement('completion_lock_party', (p: { userId: string }) =>
  compiler
    .selectFrom('parties as p')
    .select(['p.id', 'p.current_boss_id', 'p.leader_id'])
    .where('p.id', '=', (eb) => eb.selectFrom('users').select('party_id').where('id', '=', p.userId))
    .forUpdate('p'),
);

export async function lockCompletionParty(tx: Runner, userId: string): Promise<LockedParty | null> {
  const [row] = await run(tx, LOCK_PARTY, { userId });
  return row ? { id: row.id, currentBossId: row.current_boss_id, leaderId: row.leader_id } : null;
}

/** One equipped item's figures (null when nothing is equipped in that slot). */
export interface EquippedItem {
  id: string;
  damageBonus: number;
  defenseBonus: number;
  xpMultiplier: number;
  coinMultiplier: number;
  setId: string | null;
}

/** The quest and its player, both locked, with what the completion computes its outcome from. */
export interface LockedCompletion {
  quest: {
    id: string;
    title: string;
    difficulty: Quest['difficulty'];
    completed: boolean;
    completedAt: Date | null;
    recurrence: Quest['recurrence'];
    recurrenceAnchor: number | null;
    createdAt: Date;
  };
  player: PlayerFigures & {
    id: string;
    lastQuestDay: number | null;
    /** A clan member's completion also feeds the clan (with entities, in the ORM's transaction). */
    clanId: string | null;
  };
  weapon: EquippedItem | null;
  armor: EquippedItem | null;
  /** The party leader's level (for Team Leader), when a leader other than the player is named. */
  leaderLevel: number | null;
  /** Achievements the player had when the lock was taken. */
  earned: Set<string>;
}

/** An equipped item as one json column (null when nothing is equipped in that slot). */
const itemColumn = (alias: 'w' | 'a', name: 'weapon' | 'armor') =>
  sql<
    EquippedItem | string | null
  >`case when ${sql.ref(`${alias}.id`)} is null then null else json_build_object(
     'id', ${sql.ref(`${alias}.id`)}, 'damageBonus', ${sql.ref(`${alias}.damage_bonus`)},
     'defenseBonus', ${sql.ref(`${alias}.defense_bonus`)}, 'xpMultiplier', ${sql.ref(`${alias}.xp_multiplier`)},
     'coinMultiplier', ${sql.ref(`${alias}.coin_multiplier`)}, 'setId', ${sql.ref(`${alias}.set_id`)}) end`.as(
    name,
  );

/**
 * The quest (only the player's own) and the player's row, locked together: the quest row so that
 * however many completions race, each sees the one before it; the player's row because their
 * figures change. The equipped items are joined from the catalogue (fixed at run time), the
 * leader's level (Team Leader) from the party the statement before has locked.
 */
const LOCK_QUEST_AND_PLAYER = statement(
  'completion_lock_quest_player',
  (p: { questId: string; userId: string }) =>
    compiler
      .selectFrom('quests as q')
      .innerJoin('users as u', 'u.id', 'q.user_id')
      .leftJoin('items as w', 'w.id', 'u.equipped_weapon')
      .leftJoin('items as a', 'a.id', 'u.equipped_armor')
      .select((eb) => [
        'q.id',
        'q.title',
        'q.difficulty',
        'q.completed',
        'q.completed_at',
        'q.recurrence',
        'q.recurrence_anchor',
        'q.created_at as quest_created_at',
        ...FIGURE_COLUMNS.map((c) => `u.${c}` as const),
        'u.last_quest_day',
        'u.clan_id',
        itemColumn('w', 'weapon'),
        itemColumn('a', 'armor'),
        eb
          .selectFrom('parties as lp')
          .innerJoin('users as l', 'l.id', 'lp.leader_id')
          .select('l.level')
          .whereRef('lp.id', '=', 'u.party_id')
          .whereRef('l.id', '<>', 'u.id')
          .as('leader_level'),
        eb
          .selectFrom('user_achievements as e')
          .select((e) => e.fn<string[] | null>('array_agg', ['e.achievement_id']).as('earned'))
          .whereRef('e.user_id', '=', 'u.id')
          .as('earned'),
      ])
      .where('q.id', '=', p.questId)
      .where('q.user_id', '=', p.userId)
      .forUpdate(['q', 'u']),
);

type LockRow = NonNullable<(typeof LOCK_QUEST_AND_PLAYER)['row']>;

const json = <T>(v: T | string | null): T | null => (v === null ? null : jsonColumn(v));

function equipped(v: EquippedItem | string | null): EquippedItem | null {
  const item = json(v);
  return item
    ? {
        ...item,
        damageBonus: Number(item.damageBonus),
        defenseBonus: Number(item.defenseBonus),
        xpMultiplier: Number(item.xpMultiplier),
        coinMultiplier: Number(item.coinMultiplier),
      }
    : null;
}

const EQUIPPED_ITEMS = statement('completion_equipped_items', (p: { ids: string[] }) =>
  compiler
    .selectFrom('items')
    .select(['id', 'damage_bonus', 'defense_bonus', 'xp_multiplier', 'coin_multiplier', 'set_id'])
    .where('id', '=', sql<string>`any(${p.ids})`),
);

/**
 * The equipped items as the locked row names them. The join is read with the statement's snapshot;
 * when the player changed their equipment while this completion waited for the lock, the row says
 * so and the items are read again.
 */
async function freshEquipment(
  tx: Runner,
  row: LockRow,
): Promise<{ weapon: EquippedItem | null; armor: EquippedItem | null }> {
  const weapon = equipped(row.weapon);
  const armor = equipped(row.armor);
  if ((weapon?.id ?? null) === row.equipped_weapon && (armor?.id ?? null) === row.equipped_armor) {
    return { weapon, armor };
  }
  const items = await run(tx, EQUIPPED_ITEMS, {
    ids: [row.equipped_weapon, row.equipped_armor].filter((id) => id !== null),
  });
  const item = (id: string | null): EquippedItem | null => {
    const found = items.find((i) => i.id === id);
    return found
      ? {
          id: found.id,
          damageBonus: Number(found.damage_bonus),
          defenseBonus: Number(found.defense_bonus),
          xpMultiplier: Number(found.xp_multiplier),
          coinMultiplier: Number(found.coin_multiplier),
          setId: found.set_id,
        }
      : null;
  };
  return { weapon: item(row.equipped_weapon), armor: item(row.equipped_armor) };
}

export async function lockQuestAndPlayer(
  tx: Runner,
  userId: string,
  questId: string,
): Promise<LockedCompletion | null> {
  const [row] = await run(tx, LOCK_QUEST_AND_PLAYER, { questId, userId });
  if (!row) return null;
  return {
    quest: {
      id: row.id,
      title: row.title,
      difficulty: row.difficulty,
      completed: row.completed,
      completedAt: moment(row.completed_at),
      recurrence: row.recurrence,
      recurrenceAnchor: row.recurrence_anchor === null ? null : Number(row.recurrence_anchor),
      createdAt: asDate(row.quest_created_at),
    },
    player: {
      ...playerFiguresOf(row),
      id: userId,
      lastQuestDay: row.last_quest_day === null ? null : Number(row.last_quest_day),
      clanId: row.clan_id,
    },
    ...(await freshEquipment(tx, row)),
    leaderLevel: row.leader_level === null ? null : Number(row.leader_level),
    earned: new Set(row.earned ?? []),
  };
}

/** What the completion writes: the player's new figures and the completion's record. */
export interface CompletionWrite {
  userId: string;
  questId: string;
  /** A one-off quest is completed for good; a routine stays open in its row and keeps the time. */
  closesQuest: boolean;
  now: Date;
  /** The player's new figures (`progressAfter`), the day of this first quest, the boosts left. */
  player: ProgressOutcome & {
    lastQuestDay: number;
    xpBoostQuests: number;
    xpBoostMultiplier: number;
    goldBoostQuests: number;
    goldBoostMultiplier: number;
  };
  difficulty: Quest['difficulty'];
  rewards: { experience: number; gold: number };
  /** The player's own feed entry (activity_events). */
  feed: { subject: string; data: Record<string, string | number> };
  /** The hit on the party's live boss, when there is one. */
  hit: { bossId: string; damage: number } | null;
}

/** The achievement figures a completion moves, as the counters hold them after it. */
export interface CompletionCounters {
  questsCompleted: number;
  hardQuestsCompleted: number;
  legendaryQuestsCompleted: number;
  bossDamage: number;
}

export interface CompletionWritten {
  quest: QuestRow;
  /** The player's new figures, to answer with. */
  player: UserRecord;
  counters: CompletionCounters;
  /** The boss after the hit (null without a hit, or when the boss was already down). */
  boss: { record: BossRecord; damage: number } | null;
  /** The boss's latest hits before this one, newest first (this hit goes in front). */
  earlierHits: HitRow[];
}

/** A completion's statement's arguments, flat so that each has its name. */
interface WriteParams extends ProgressFigures {
  questId: string;
  closesQuest: boolean;
  lastQuestDay: number;
  xpBoostQuests: number;
  xpBoostMultiplier: number;
  goldBoostQuests: number;
  goldBoostMultiplier: number;
  difficulty: Quest['difficulty'];
  rewardExperience: number;
  rewardGold: number;
  feedSubject: string;
  feedData: string;
  hard: number;
  legendary: number;
}

interface HitParams extends WriteParams {
  bossId: string;
  damage: number;
}

/*
 * The completion's writes in one statement: the quest stamped, the player's figures (the columns
 * every progress writes, `progress.ts`, with the boosts and the quest day), the completion
 * history row, the feed entry (and a level reached, its line from `progress.ts`), the achievement
 * counters and, with a boss, its health and damage log (health never below zero: the damage
 * applied is at most what was left; the caller holds the party lock, so 'before' is the health
 * this writes on).
 */
const questDone = (q: QueryCreator<Database>, p: WriteParams) =>
  q
    .updateTable('quests')
    .set({ completed: p.closesQuest, completed_at: p.now })
    .where('id', '=', p.questId)
    .returning(QUEST_COLUMNS);

const playerWritten = (q: QueryCreator<Database>, p: WriteParams) =>
  q
    .updateTable('users')
    .set({
      ...progressColumns(p),
      last_quest_day: p.lastQuestDay,
      xp_boost_quests: p.xpBoostQuests,
      xp_boost_multiplier: p.xpBoostMultiplier,
      gold_boost_quests: p.goldBoostQuests,
      gold_boost_multiplier: p.goldBoostMultiplier,
    })
    .where('id', '=', p.userId)
    .returningAll();

const historyRow = (q: QueryCreator<Database>, p: WriteParams) =>
  q.insertInto('quest_completions').values({
    quest_id: p.questId,
    user_id: p.userId,
    difficulty: p.difficulty,
    experience: p.rewardExperience,
    gold: p.rewardGold,
    completed_at: p.now,
  });

const feedLine = (q: QueryCreator<Database>, p: WriteParams) =>
  q.insertInto('activity_events').values({
    id: sql<string>`gen_random_uuid()`,
    user_id: p.userId,
    type: 'quest_completed',
    subject: p.feedSubject,
    data: sql<Record<string, string | number>>`${p.feedData}::jsonb`,
    created_at: p.now,
  });

const countersAdded = (q: QueryCreator<Database>, p: WriteParams, damage: RawBuilder<number>) =>
  q
    .insertInto('achievement_counters')
    .values({
      user_id: p.userId,
      quests_completed: 1,
      hard_quests_completed: sql<number>`${p.hard}::int`,
      legendary_quests_completed: sql<number>`${p.legendary}::int`,
      boss_damage: damage,
    })
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet((eb) => ({
        quests_completed: eb('achievement_counters.quests_completed', '+', 1),
        hard_quests_completed: eb(
          'achievement_counters.hard_quests_completed',
          '+',
          eb.ref('excluded.hard_quests_completed'),
        ),
        legendary_quests_completed: eb(
          'achievement_counters.legendary_quests_completed',
          '+',
          eb.ref('excluded.legendary_quests_completed'),
        ),
        boss_damage: eb('achievement_counters.boss_damage', '+', eb.ref('excluded.boss_damage')),
      })),
    )
    .returning(['quests_completed', 'hard_quests_completed', 'legendary_quests_completed', 'boss_damage']);

type UsersRow = Selectable<Database['users']>;
type CountersRow = Pick<
  Selectable<Database['achievement_counters']>,
  'quests_completed' | 'hard_quests_completed' | 'legendary_quests_completed' | 'boss_damage'
>;
type BossesRow = Selectable<Database['bosses']>;

/** The statement's one row: each part as json (a row of its own would need one statement each). */
const asJson = <T, Name extends string>(part: string, name: Name) =>
  sql<T | string | null>`(select row_to_json(${sql.ref(part)}) from ${sql.table(part)})`.as(name);

/** The writes every completion makes, hit or not: the quest, the player, the history and the feed. */
const completionWrites = (p: WriteParams) =>
  compiler
    .with('done', (q) => questDone(q, p))
    .with('player', (q) => playerWritten(q, p))
    .with('history', (q) => historyRow(q, p))
    .with('feed', (q) => feedLine(q, p))
    .with('levelled', (q) => levelUpLine(q, p));

const COMPLETE_WITHOUT_BOSS = statement('completion_write', (p: WriteParams) =>
  completionWrites(p)
    .with('counted', (q) => countersAdded(q, p, sql<number>`0`))
    .selectNoFrom([
      asJson<QuestColumns, 'quest'>('done', 'quest'),
      asJson<UsersRow, 'player'>('player', 'player'),
      asJson<CountersRow, 'counters'>('counted', 'counters'),
    ]),
);

const COMPLETE_WITH_HIT = statement('completion_write_hit', (p: HitParams) =>
  completionWrites(p)
    .with('hit', (q) =>
      q
        .updateTable('bosses as b')
        .from('bosses as before')
        .set((eb) => ({
          current_health: sql<number>`b.current_health - least(${p.damage}::int, b.current_health)`,
          defeated: sql<boolean>`b.current_health <= ${p.damage}::int`,
          defeated_at: sql<Date | null>`case when b.current_health <= ${p.damage}::int then ${p.now}::timestamptz end`,
          hit_seq: eb('b.hit_seq', '+', 1),
        }))
        .where('b.id', '=', p.bossId)
        .whereRef('before.id', '=', 'b.id')
        .where('b.defeated', '=', false)
        .where('b.current_health', '>', 0)
        .returningAll('b')
        .returning(sql<number>`before.current_health - b.current_health`.as('applied')),
    )
    .with('logged', (q) =>
      q
        .insertInto('boss_hits')
        .columns(['id', 'boss_id', 'user_id', 'quest_id', 'damage', 'created_at'])
        .expression((eb) =>
          eb
            .selectFrom('hit')
            .select((s) => [
              sql<string>`gen_random_uuid()`.as('id'),
              'hit.id as boss_id',
              s.val(p.userId).as('user_id'),
              s.val(p.questId).as('quest_id'),
              'hit.applied as damage',
              s.val(p.now).as('created_at'),
            ]),
        ),
    )
    .with('recent', (q) =>
      q
        .selectFrom('boss_hits as h')
        .innerJoin('users as u', 'u.id', 'h.user_id')
        .select(['h.user_id', 'u.username', 'h.damage', 'h.created_at'])
        .where('h.boss_id', '=', p.bossId)
        .orderBy('h.created_at', 'desc')
        .orderBy('h.id', 'desc')
        .limit(RECENT_HITS - 1),
    )
    .with('counted', (q) => countersAdded(q, p, sql<number>`coalesce((select applied from hit), 0)`))
    .selectNoFrom([
      asJson<QuestColumns, 'quest'>('done', 'quest'),
      asJson<UsersRow, 'player'>('player', 'player'),
      asJson<CountersRow, 'counters'>('counted', 'counters'),
      asJson<BossesRow & { applied: number }, 'boss'>('hit', 'boss'),
      sql<HitRow[] | string>`(select coalesce(json_agg(recent), '[]'::json) from recent)`.as('recent'),
    ]),
);

export async function writeCompletion(tx: Runner, w: CompletionWrite): Promise<CompletionWritten> {
  const params: WriteParams = {
    ...progressFigures(w.userId, w.player, w.now, { completion: true }),
    questId: w.questId,
    closesQuest: w.closesQuest,
    lastQuestDay: w.player.lastQuestDay,
    xpBoostQuests: w.player.xpBoostQuests,
    xpBoostMultiplier: w.player.xpBoostMultiplier,
    goldBoostQuests: w.player.goldBoostQuests,
    goldBoostMultiplier: w.player.goldBoostMultiplier,
    difficulty: w.difficulty,
    rewardExperience: w.rewards.experience,
    rewardGold: w.rewards.gold,
    feedSubject: w.feed.subject,
    feedData: JSON.stringify(w.feed.data),
    hard: w.difficulty === 'hard' || w.difficulty === 'legendary' ? 1 : 0,
    legendary: w.difficulty === 'legendary' ? 1 : 0,
  };
  let row: NonNullable<(typeof COMPLETE_WITHOUT_BOSS)['row']> | undefined;
  let boss: (BossesRow & { applied: number }) | null = null;
  let earlierHits: HitRow[] = [];
  if (w.hit) {
    const [written] = await run(tx, COMPLETE_WITH_HIT, {
      ...params,
      bossId: w.hit.bossId,
      damage: w.hit.damage,
    });
    row = written;
    boss = json(written?.boss ?? null);
    earlierHits = json(written?.recent ?? null) ?? [];
  } else {
    [row] = await run(tx, COMPLETE_WITHOUT_BOSS, params);
  }
  if (!row) throw new Error('a completion wrote nothing');
  const quest = json(row.quest);
  const player = json(row.player);
  const counters = json(row.counters);
  if (!quest || !player || !counters) throw new Error('a locked quest or player vanished');
  return {
    quest: questRowOf(quest, w.userId),
    player: userRecordOf(player),
    counters: {
      questsCompleted: Number(counters.quests_completed),
      hardQuestsCompleted: Number(counters.hard_quests_completed),
      legendaryQuestsCompleted: Number(counters.legendary_quests_completed),
      bossDamage: Number(counters.boss_damage),
    },
    boss: boss ? { record: bossRecordOf(boss), damage: Number(boss.applied) } : null,
    earlierHits,
  };
}
