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
 * the clan's experience, every achievement this reaches (`earnAchievements`), and the lines in the
 * clan's feed (a level reached, each achievement, then the caller's own `clanLines`). Runs on
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
  const { stats, earned } = await loadAchievementProgress(tx, written.id, written);
  const got = await earnAchievements(tx, written, newlyEarned(stats, earned), now);
  const user =
    got.totalPoints !== null && got.version !== null
      ? { ...written, totalPoints: got.totalPoints, version: got.version }
      : written;
  for (const notification of got.notifications) publishNotification(user.id, notification);
  if (clanId) {
    const lines: ClanLine[] = [
      ...(next.levelsGained > 0 ? [levelLine(user.level)] : []),
      ...got.unlocked.map((def) => achievementLine(def)),
      ...clanLines,
    ];
    const entries = lines.map((line) => clanEntry(user, line, now));
    await insertClanEntries(tx, clanId, entries);
    for (const entry of entries) publishClanActivity(clanId, entry);
  }
  return { user, levelsGained: next.levelsGained, achievements: got.unlocked };
}
