import type { ExpressionBuilder } from 'kysely';
import { UserAchievement } from '../../db/entities/UserAchievement.ts';
import type { Em } from '../../db/orm.ts';
import type { AchievementStats } from '../domain/achievements/catalogue.ts';
import { db } from './database.ts';
import type { Runner } from './prepared.ts';

/** What achievements read from the player row itself. */
interface AchievementPlayer {
  level: number;
  currentStreak: number;
  dailyStreak: number;
  party?: { id: string } | null | undefined;
}

/**
 * The figures achievements watch, counted in one round trip (inside the caller's transaction).
 * Quests count completions (the counters kept beside quest_completions): a routine done on five
 * days counts five.
 */
export async function loadAchievementStats(
  em: Em,
  userId: string,
  player: AchievementPlayer,
): Promise<AchievementStats> {
  return (await loadAchievementProgress(em, userId, player)).stats;
}

/**
 * The same figures and the achievements already earned, in one round trip: every completion asks
 * both, so it is one statement, not two.
 */
export async function loadAchievementProgress(
  em: Runner,
  userId: string,
  player: AchievementPlayer,
): Promise<{ stats: AchievementStats; earned: Set<string> }> {
  // Quests and damage come from the counters the completion keeps; the rest are small per player.
  const row = await db(em)
    .selectFrom('users as u')
    .leftJoin('achievement_counters as c', 'c.user_id', 'u.id')
    .select((eb) => [
      eb.fn.coalesce('c.quests_completed', eb.lit(0)).as('quests_completed'),
      eb.fn.coalesce('c.hard_quests_completed', eb.lit(0)).as('hard_quests'),
      eb.fn.coalesce('c.legendary_quests_completed', eb.lit(0)).as('legendary_quests'),
      eb.fn.coalesce('c.boss_damage', eb.lit(0)).as('boss_damage'),
      eb
        .selectFrom('tasks')
        .whereRef('user_id', '=', 'u.id')
        .where('completed', '=', true)
        .select(count)
        .as('tasks_completed'),
      eb
        .selectFrom('tasks')
        .whereRef('user_id', '=', 'u.id')
        .where('completed', '=', true)
        .where('priority', '=', 'high')
        .select(count)
        .as('high_tasks'),
      eb
        .selectFrom('focus_sessions')
        .whereRef('user_id', '=', 'u.id')
        .where('status', '=', 'completed')
        .select(count)
        .as('focus_sessions'),
      eb.selectFrom('boss_rewards').whereRef('user_id', '=', 'u.id').select(count).as('bosses_defeated'),
      eb.selectFrom('inventory_entries').whereRef('user_id', '=', 'u.id').select(count).as('items_owned'),
      eb.selectFrom('companions').whereRef('user_id', '=', 'u.id').select(count).as('companions_owned'),
      eb
        .selectFrom('user_achievements')
        .select((a) => a.fn<string[] | null>('array_agg', ['achievement_id']).as('earned'))
        .whereRef('user_id', '=', 'u.id')
        .as('earned'),
    ])
    .where('u.id', '=', userId)
    .executeTakeFirst();
  // Counts are bigints: text from node-postgres.
  const n = (v: string | number | bigint | null | undefined) => Number(v ?? 0);
  const stats: AchievementStats = {
    questsCompleted: n(row?.quests_completed),
    hardQuestsCompleted: n(row?.hard_quests),
    legendaryQuestsCompleted: n(row?.legendary_quests),
    completionsToday: player.dailyStreak,
    tasksCompleted: n(row?.tasks_completed),
    highPriorityTasksCompleted: n(row?.high_tasks),
    focusSessionsCompleted: n(row?.focus_sessions),
    level: player.level,
    currentStreak: player.currentStreak,
    inParty: player.party ? 1 : 0,
    bossesDefeated: n(row?.bosses_defeated),
    bossDamage: n(row?.boss_damage),
    itemsOwned: n(row?.items_owned),
    companionsOwned: n(row?.companions_owned),
  };
  return { stats, earned: new Set(row?.earned ?? []) };
}

/** When the player earned each achievement they have. */
export async function earnedDates(em: Em, userId: string): Promise<Map<string, Date>> {
  const earned = await em.find(UserAchievement, { user: userId });
  return new Map(earned.map((e) => [e.achievement.id, e.earnedAt]));
}

/** `count(*)` of a subquery's rows (a bigint: text from node-postgres). */
const count = <DB, TB extends keyof DB>(eb: ExpressionBuilder<DB, TB>) => eb.fn.countAll<string>().as('n');
