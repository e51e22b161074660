import { rooms } from '../../../protocol/socket/events.ts';
import type { PlayerView } from '../../data/players.ts';
import type { AchievementDefinition } from '../../domain/achievements/catalogue.ts';
import { presentUnlocked } from '../../presenters/achievement.ts';
import { presentPlayer } from '../../presenters/user.ts';
import { queueEmit } from '../outbox.ts';

/**
 * A committed change to a player's figures: every socket of that player (other tabs, other
 * devices, on any instance) receives the new user, and each newly unlocked achievement once.
 */
export function publishPlayerProgress(player: PlayerView, achievements: AchievementDefinition[] = []): void {
  const room = rooms.user(player.user.id);
  queueEmit(room, 'user:update', { user: presentPlayer(player) });
  for (const def of achievements)
    queueEmit(room, 'achievement:unlocked', { achievement: presentUnlocked(def) });
}
