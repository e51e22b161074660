import type { EntityDictionary } from '@mikro-orm/core';
import type { Boss } from '../../db/entities/Boss.ts';
import type { Quest } from '../../db/entities/Quest.ts';
import type { User } from '../../db/entities/User.ts';
import { type BossColumns, type BossRecord, bossRecordOf, type HitRow, RECENT_HITS } from './bosses.ts';
import { asDate, type Moment, moment } from './moments.ts';
import { jsonColumn, type Runner, run, statement } from './prepared.ts';
import { QUEST_COLUMNS, type QuestColumns, type QuestRow, questRowOf } from './quests.ts';
import {
  type FigureColumns,
  type PlayerFigures,
  playerFiguresOf,
  type UserColumns,
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

const LOCK_PARTY = statement(
  'completion_lock_party',
  `select p.id, p.current_boss_id, p.leader_id from parties p
    where p.id = (select party_id from users where id = $1) for update of p`,
);

export async function lockCompletionParty(tx: Runner, userId: string): Promise<LockedParty | null> {
  const [row] = await run<{ id: string; current_boss_id: string | null; leader_id: string | null }>(
    tx,
    LOCK_PARTY,
    [userId],
  );
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

const ITEM_COLUMNS = (alias: string) =>
  `json_build_object('id', ${alias}.id, 'damageBonus', ${alias}.damage_bonus, 'defenseBonus', ${alias}.defense_bonus,
     'xpMultiplier', ${alias}.xp_multiplier, 'coinMultiplier', ${alias}.coin_multiplier, 'setId', ${alias}.set_id)`;

/**
 * The quest (only the player's own) and the player's row, locked together: the quest row so that
 * however many completions race, each sees the one before it; the player's row because their
 * figures change. The equipped items are joined from the catalogue (fixed at run time), the
 * leader's level (Team Leader) from the party the statement before has locked.
 */
const LOCK_QUEST_AND_PLAYER = statement(
  'completion_lock_quest_player',
  `select q.id, q.title, q.difficulty, q.completed, q.completed_at, q.recurrence, q.recurrence_anchor,
      q.created_at as quest_created_at,
      u.level, u.experience, u.gold, u.points, u.total_points, u.streak, u.current_streak, u.daily_streak,
      u.last_quest_completed, u.last_quest_day, u.timezone, u.health, u.max_health, u.damage, u.defense, u.resting,
      u.xp_boost_multiplier, u.xp_boost_quests, u.gold_boost_multiplier, u.gold_boost_quests,
      u.equipped_weapon, u.equipped_armor, u.equipped_pet, u.clan_id,
      case when w.id is null then null else ${ITEM_COLUMNS('w')} end as weapon,
      case when a.id is null then null else ${ITEM_COLUMNS('a')} end as armor,
      (select l.level from parties p join users l on l.id = p.leader_id
        where p.id = u.party_id and l.id <> u.id) as leader_level,
      (select array_agg(e.achievement_id) from user_achievements e where e.user_id = u.id) as earned
    from quests q join users u on u.id = q.user_id
      left join items w on w.id = u.equipped_weapon
      left join items a on a.id = u.equipped_armor
    where q.id = $1 and q.user_id = $2
    for update of q, u`,
);

interface LockRow extends FigureColumns, Pick<UserColumns, 'clan_id'> {
  id: string;
  title: string;
  difficulty: Quest['difficulty'];
  completed: boolean;
  completed_at: Moment | null;
  recurrence: Quest['recurrence'];
  recurrence_anchor: number | null;
  quest_created_at: Moment;
  last_quest_day: number | null;
  weapon: EquippedItem | string | null;
  armor: EquippedItem | string | null;
  leader_level: number | null;
  earned: string[] | null;
}

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

const EQUIPPED_ITEMS = statement(
  'completion_equipped_items',
  `select id, damage_bonus, defense_bonus, xp_multiplier, coin_multiplier, set_id from items where id = any($1)`,
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
  const items = await run<{
    id: string;
    damage_bonus: number;
    defense_bonus: number;
    xp_multiplier: number | string;
    coin_multiplier: number | string;
    set_id: string | null;
  }>(tx, EQUIPPED_ITEMS, [[row.equipped_weapon, row.equipped_armor].filter((id) => id !== null)]);
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
  const [row] = await run<LockRow>(tx, LOCK_QUEST_AND_PLAYER, [questId, userId]);
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
  player: {
    level: number;
    experience: number;
    experienceToNext: number;
    characterClass: string;
    gold: number;
    points: number;
    totalPoints: number;
    streak: number;
    currentStreak: number;
    dailyStreak: number;
    lastQuestCompleted: Date | null;
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
  /** Levels the completion raised: a level reached has its own feed entry (as `recordLevelUp` writes it). */
  levelsGained: number;
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
  /** The player's whole row, for the rarer steps that need the entity (`em.map(User, row)`). */
  playerRow: EntityDictionary<User>;
  counters: CompletionCounters;
  /** The boss after the hit (null without a hit, or when the boss was already down). */
  boss: { record: BossRecord; row: EntityDictionary<Boss>; damage: number } | null;
  /** The boss's latest hits before this one, newest first (this hit goes in front). */
  earlierHits: HitRow[];
}

/**
 * The completion's writes in one statement: the quest stamped, the player's figures, the
 * completion history row, the feed entry (and a level reached, its own), the achievement counters
 * and, with a boss, its health and damage log (health never below zero: the damage applied is at most what was left; the
 * caller holds the party lock, so 'before' is the health this writes on).
 */
const WRITE_PARTS = {
  quest: `done as (
      update quests set completed = $3, completed_at = $4 where id = $1 returning ${QUEST_COLUMNS}
    )`,
  player: `player as (
      update users set level = $5, experience = $6, experience_to_next = $7, character_class = $8,
        gold = $9, points = $10, total_points = $11, streak = $12, current_streak = $13,
        daily_streak = $14, last_quest_completed = $15, last_quest_day = $16, last_activity = $4,
        xp_boost_quests = $17, xp_boost_multiplier = $18, gold_boost_quests = $19,
        gold_boost_multiplier = $20, updated_at = $4
      where id = $2 returning *
    )`,
  history: `history as (
      insert into quest_completions (quest_id, user_id, difficulty, experience, gold, completed_at)
      values ($1, $2, $21, $22, $23, $4)
    ), feed as (
      insert into activity_events (id, user_id, type, subject, data, created_at)
      select gen_random_uuid(), $2, 'quest_completed', $24, $25::jsonb, $4
      union all
      select gen_random_uuid(), $2, 'level_up', $5::text,
        jsonb_build_object('level', $5::int, 'levelsGained', $28::int), $4
      where $28::int > 0
    )`,
  counters: (damage: string) => `counted as (
      insert into achievement_counters as c
        (user_id, quests_completed, hard_quests_completed, legendary_quests_completed, boss_damage)
      values ($2, 1, $26::int, $27::int, ${damage})
      on conflict (user_id) do update set
        quests_completed = c.quests_completed + 1,
        hard_quests_completed = c.hard_quests_completed + excluded.hard_quests_completed,
        legendary_quests_completed = c.legendary_quests_completed + excluded.legendary_quests_completed,
        boss_damage = c.boss_damage + excluded.boss_damage
      returning quests_completed, hard_quests_completed, legendary_quests_completed, boss_damage
    )`,
  hit: `hit as (
      update bosses b set
        current_health = b.current_health - least($30::int, b.current_health),
        defeated = b.current_health <= $30::int,
        defeated_at = case when b.current_health <= $30::int then $4 end,
        hit_seq = b.hit_seq + 1
      from bosses before
      where b.id = $29 and before.id = b.id and not b.defeated and b.current_health > 0
      returning b.*, before.current_health - b.current_health as applied
    ), logged as (
      insert into boss_hits (id, boss_id, user_id, quest_id, damage, created_at)
      select gen_random_uuid(), id, $2, $1, applied, $4 from hit
    ), recent as (
      select h.user_id, u.username, h.damage, h.created_at
        from boss_hits h join users u on u.id = h.user_id
       where h.boss_id = $29
       order by h.created_at desc, h.id desc
       limit ${RECENT_HITS - 1}
    )`,
  select: `select (select row_to_json(done) from done) as quest,
      (select row_to_json(player) from player) as player,
      (select row_to_json(counted) from counted) as counters`,
};

const COMPLETE_WITHOUT_BOSS = statement(
  'completion_write',
  `with ${WRITE_PARTS.quest}, ${WRITE_PARTS.player}, ${WRITE_PARTS.history}, ${WRITE_PARTS.counters('0')}
    ${WRITE_PARTS.select}`,
);

const COMPLETE_WITH_HIT = statement(
  'completion_write_hit',
  `with ${WRITE_PARTS.quest}, ${WRITE_PARTS.player}, ${WRITE_PARTS.history}, ${WRITE_PARTS.hit},
    ${WRITE_PARTS.counters('coalesce((select applied from hit), 0)')}
    ${WRITE_PARTS.select},
      (select row_to_json(hit) from hit) as boss,
      (select coalesce(json_agg(recent), '[]'::json) from recent) as recent`,
);

interface WriteRow {
  quest: QuestColumns | string;
  player: (EntityDictionary<User> & UserColumns) | string;
  counters:
    | {
        quests_completed: number | string;
        hard_quests_completed: number | string;
        legendary_quests_completed: number | string;
        boss_damage: number | string;
      }
    | string;
  boss?: (EntityDictionary<Boss> & BossColumns & { applied: number }) | string | null;
  recent?: HitRow[] | string;
}

export async function writeCompletion(tx: Runner, w: CompletionWrite): Promise<CompletionWritten> {
  const p = w.player;
  const params: unknown[] = [
    w.questId,
    w.userId,
    w.closesQuest,
    w.now,
    p.level,
    p.experience,
    p.experienceToNext,
    p.characterClass,
    p.gold,
    p.points,
    p.totalPoints,
    p.streak,
    p.currentStreak,
    p.dailyStreak,
    p.lastQuestCompleted,
    p.lastQuestDay,
    p.xpBoostQuests,
    p.xpBoostMultiplier,
    p.goldBoostQuests,
    p.goldBoostMultiplier,
    w.difficulty,
    w.rewards.experience,
    w.rewards.gold,
    w.feed.subject,
    JSON.stringify(w.feed.data),
    w.difficulty === 'hard' || w.difficulty === 'legendary' ? 1 : 0,
    w.difficulty === 'legendary' ? 1 : 0,
    w.levelsGained,
  ];
  if (w.hit) params.push(w.hit.bossId, w.hit.damage);
  const [row] = await run<WriteRow>(tx, w.hit ? COMPLETE_WITH_HIT : COMPLETE_WITHOUT_BOSS, params);
  if (!row) throw new Error('a completion wrote nothing');
  const quest = json(row.quest);
  const player = json(row.player);
  const counters = json(row.counters);
  if (!quest || !player || !counters) throw new Error('a locked quest or player vanished');
  const boss = json(row.boss ?? null);
  let bossResult: CompletionWritten['boss'] = null;
  if (boss) {
    const { applied, ...bossRow } = boss;
    bossResult = { record: bossRecordOf(bossRow), row: bossRow, damage: Number(applied) };
  }
  return {
    quest: questRowOf(quest, w.userId),
    player: userRecordOf(player),
    playerRow: player,
    counters: {
      questsCompleted: Number(counters.quests_completed),
      hardQuestsCompleted: Number(counters.hard_quests_completed),
      legendaryQuestsCompleted: Number(counters.legendary_quests_completed),
      bossDamage: Number(counters.boss_damage),
    },
    boss: bossResult,
    earlierHits: json(row.recent ?? null) ?? [],
  };
}
