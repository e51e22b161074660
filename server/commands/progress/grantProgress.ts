import { loadAchievementProgress } from '../../data/achievementStats.ts';
import { type ClanEntry, clanEntry, insertClanEntries } from '../../data/clans.ts';
import type { Runner } from '../../data/prepared.ts';
import { progressFigures, writeProgress } from '../../data/progress.ts';
import type { UserRecord } from '../../data/userRecords.ts';
import { type AchievementDefinition, newlyEarned } from '../../domain/achievements/catalogue.ts';
import { achievementLine, levelLine } from '../../domain/feeds/lines.ts';
import { type Gain, progressAfter } from '../../domain/progression/progress.ts';
import { publishClanActivity, publishNotification } from '../../realtime/publish/community.ts';
import { addClanExperience } from '../community.ts';
import { earnAchievements } from './earnAchievements.ts';

export interface Granted {
  /** The player as written, with the points and version of the achievements it earned. */
  user: UserRecord;
  levelsGained: number;
  achievements: AchievementDefinition[];
}

type ClanLine = Pick<ClanEntry, 'type' | 'subject' | 'data'>;

/**
 * One gain on a player's row, locked by the caller (with `completion: false`, a reward shared by
 * the party: no streak, no last activity): the figures `progressAfter` computes, written by the
 * one progress statement (`server/data/progress.ts`, with the level line in the player's feed),
 * the clan's experience and feed lines (a level reached, then the caller's own `clanLines`), and
 * every achievement this reaches (`earnReachedAchievements`). Runs on
 * any runner: a pool transaction's defeat and the ORM's transactions alike. Its pushes are queued
 * to leave after commit.
 */
export async function grantProgress(
  tx: Runner,
  player: UserRecord,
  gain: Gain,
  now: Date,
  options: { completion: boolean },
  clanLines: readonly ClanLine[] = [],
): Promise<Granted> {
  const next = progressAfter(player, gain, now, options);
  const clanId = player.clan?.id ?? null;
  if (clanId && gain.experience > 0) await addClanExperience(tx, clanId, gain.experience);
  const written = await writeProgress(tx, progressFigures(player.id, next, now, options));
  if (clanId) {
    const lines = [...(next.levelsGained > 0 ? [levelLine(written.level)] : []), ...clanLines];
    const entries = lines.map((line) => clanEntry(written, line, now));
    await insertClanEntries(tx, clanId, entries);
    for (const entry of entries) publishClanActivity(clanId, entry);
  }
  const earned = await earnReachedAchievements(tx, written, now);
  return { user: earned.user, levelsGained: next.levelsGained, achievements: earned.achievements };
}

/**
 * Earns every achievement a player's figures have reached (`earnAchievements`, one statement),
 * with a line in their clan's feed for each: the player with the points and version that wrote.
 */
export async function earnReachedAchievements(
  tx: Runner,
  player: UserRecord,
  now: Date,
): Promise<{ user: UserRecord; achievements: AchievementDefinition[] }> {
  const { stats, earned } = await loadAchievementProgress(tx, player.id, player);
  const got = await earnAchievements(tx, player, newlyEarned(stats, earned), now);
  if (got.unlocked.length === 0) return { user: player, achievements: [] };
  const user =
    got.totalPoints !== null && got.version !== null
      ? { ...player, totalPoints: got.totalPoints, version: got.version }
      : player;
  for (const notification of got.notifications) publishNotification(user.id, notification);
  const clanId = user.clan?.id ?? null;
  if (clanId) {
    const entries = got.unlocked.map((def) => clanEntry(user, achievementLine(def), now));
    await insertClanEntries(tx, clanId, entries);
    for (const entry of entries) publishClanActivity(clanId, entry);
  }
  return { user, achievements: got.unlocked };
}
