import { UserAchievement } from '../../db/entities/UserAchievement.ts';
import type { Em } from '../../db/orm.ts';
import type { AchievementStats } from '../domain/achievements/catalogue.ts';
import { sql } from './sql.ts';

interface CountsRow {
  quests_completed: string | number;
  hard_quests: string | number;
  legendary_quests: string | number;
  tasks_completed: string | number;
  high_tasks: string | number;
  focus_sessions: string | number;
  bosses_defeated: string | number;
  boss_damage: string | number;
  items_owned: string | number;
  companions_owned: string | number;
  earned: string[] | null;
}

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
  em: Em,
  userId: string,
  player: AchievementPlayer,
): Promise<{ stats: AchievementStats; earned: Set<string> }> {
  const [row] = await sql<CountsRow>(
    em,
    `select coalesce(c.quests_completed, 0) as quests_completed,
       coalesce(c.hard_quests_completed, 0) as hard_quests,
       coalesce(c.legendary_quests_completed, 0) as legendary_quests,
       coalesce(c.boss_damage, 0) as boss_damage,
       (select count(*) from tasks where user_id = u.id and completed) as tasks_completed,
       (select count(*) from tasks where user_id = u.id and completed and priority = 'high') as high_tasks,
       (select count(*) from focus_sessions where user_id = u.id and status = 'completed') as focus_sessions,
       (select count(*) from boss_rewards where user_id = u.id) as bosses_defeated,
       (select count(*) from inventory_entries where user_id = u.id) as items_owned,
       (select count(*) from companions where user_id = u.id) as companions_owned,
       (select array_agg(achievement_id) from user_achievements where user_id = u.id) as earned
     from users u left join achievement_counters c on c.user_id = u.id
     where u.id = ?`,
    // Quests and damage come from the counters the completion keeps; the rest are small per player.
    [userId],
  );
  const n = (v: string | number | undefined) => Number(v ?? 0);
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
