import { type QueryCreator, sql } from 'kysely';
import type { ProgressOutcome } from '../domain/progression/progress.ts';
import type { Database } from './database.ts';
import { compiler, type Runner, run, statement } from './prepared.ts';
import { type UserRecord, userRecordOf } from './userRecords.ts';

/**
 * Progress, written one way by every caller (a quest, a task, a focus session, a boss's rewards,
 * an admin's grant, a potion): the player's figures as `progressAfter` computed them, and a level
 * reached, its line in the player's own feed. The quest completion's statement takes its player
 * part and its level line from here too.
 */

/**
 * The figures a progress writes (`progressAfter`'s outcome), flat so that a hot statement can name
 * each one, with whose and when.
 */
export interface ProgressFigures extends ProgressOutcome {
  userId: string;
  now: Date;
  /** The player's own action (a completion) stamps their last activity; a shared reward does not. */
  lastActivity: Date | null;
}

/** The figures of `progressAfter`'s outcome, for a player at `now`. */
export function progressFigures(
  userId: string,
  next: ProgressOutcome,
  now: Date,
  options: { completion: boolean },
): ProgressFigures {
  return {
    ...next,
    userId,
    now,
    lastActivity: options.completion ? now : null,
  };
}

/** The `users` columns a progress sets: the one list of them. */
export function progressColumns(p: ProgressFigures) {
  return {
    level: p.level,
    experience: p.experience,
    experience_to_next: p.experienceToNext,
    character_class: p.characterClass,
    gold: p.gold,
    points: p.points,
    total_points: p.totalPoints,
    streak: p.streak,
    current_streak: p.currentStreak,
    daily_streak: p.dailyStreak,
    last_quest_completed: p.lastQuestCompleted,
    last_activity: sql<Date>`coalesce(${p.lastActivity}::timestamptz, users.last_activity)`,
    updated_at: p.now,
  };
}

/** A level reached, its line in the player's own feed (no row when no level was gained). */
export function levelUpLine(q: QueryCreator<Database>, p: ProgressFigures) {
  return q
    .insertInto('activity_events')
    .columns(['id', 'user_id', 'type', 'subject', 'data', 'created_at'])
    .expression(
      q
        .selectNoFrom([
          sql<string>`gen_random_uuid()`.as('id'),
          sql<string>`${p.userId}::uuid`.as('user_id'),
          sql<string>`'level_up'`.as('type'),
          sql<string>`${p.level}::text`.as('subject'),
          sql<object>`jsonb_build_object('level', ${p.level}::int, 'levelsGained', ${p.levelsGained}::int)`.as(
            'data',
          ),
          sql<Date>`${p.now}::timestamptz`.as('created_at'),
        ])
        .where(sql<boolean>`${p.levelsGained}::int > 0`),
    );
}

const WRITE_PROGRESS = statement('progress_write', (p: ProgressFigures) =>
  compiler
    .with('player', (q) =>
      q.updateTable('users').set(progressColumns(p)).where('id', '=', p.userId).returningAll(),
    )
    .with('levelled', (q) => levelUpLine(q, p))
    .selectFrom('player')
    .selectAll(),
);

/** Writes a progress on a player's row (locked by the caller): their record as written. */
export async function writeProgress(tx: Runner, figures: ProgressFigures): Promise<UserRecord> {
  const [row] = await run(tx, WRITE_PROGRESS, figures);
  if (!row) throw new Error('a locked player vanished');
  return userRecordOf(row);
}
