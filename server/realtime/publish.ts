import type { UnlockedAchievement } from '../../protocol/api/achievements.ts';
import type { User } from '../../protocol/api/user.ts';
import type { Realtime } from './io.ts';

/**
 * After a committed change to a player's figures: every socket of that player (other tabs, other
 * devices, on any instance) receives the new user, and each newly unlocked achievement once.
 */
export function publishPlayerProgress(
  realtime: Realtime,
  user: User,
  achievements: UnlockedAchievement[] = [],
): void {
  const room = realtime.toUser(user.id);
  room.emit('user:update', { user });
  for (const achievement of achievements) room.emit('achievement:unlocked', { achievement });
}
