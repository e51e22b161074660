import { lockPlayerRecord } from '../data/players.ts';
import type { Runner } from '../data/prepared.ts';
import type { UserRecord } from '../data/userRecords.ts';
import { notFound } from '../lib/httpErrors.ts';

/**
 * Locks the player's row for the rest of the transaction (their figures change one at a time):
 * the player as locked, or 404 when there is no such player.
 */
export async function lockPlayer(tx: Runner, userId: string): Promise<UserRecord> {
  const player = await lockPlayerRecord(tx, userId);
  if (!player) throw notFound('User not found');
  return player;
}
