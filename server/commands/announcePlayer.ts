import type { Em } from '../../db/orm.ts';
import { committedPlayerView, type PlayerView, playerView } from '../data/players.ts';
import type { UserRecord } from '../data/userRecords.ts';
import type { AchievementDefinition } from '../domain/achievements/catalogue.ts';
import { publishPlayerProgress } from '../realtime/publish/player.ts';

/**
 * The end of every use case that changes a player's own figures: their view (what the answer
 * presents), and the same news queued for their other tabs and devices. The view is read as
 * committed, with its version (the entity's is from before the change).
 */
export async function announcePlayer(
  em: Em,
  user: UserRecord,
  achievements: AchievementDefinition[] = [],
): Promise<PlayerView> {
  const view = (await committedPlayerView(em, user.id)) ?? (await playerView(em, user));
  publishPlayerProgress(view, achievements);
  return view;
}

/** A use case's result with its changed player swapped for that player's announced view. */
export type Announced<R extends { user: UserRecord }> = Omit<R, 'user'> & { player: PlayerView };

/** Announces the player a committed transaction returned (with what it unlocked, if anything). */
export async function announced<R extends { user: UserRecord; achievements?: AchievementDefinition[] }>(
  em: Em,
  result: R,
): Promise<Announced<R>> {
  const { user, ...rest } = result;
  return { ...rest, player: await announcePlayer(em, user, result.achievements ?? []) };
}
