import { bossUpdatePayloadSchema } from '@protocol/socket/party.ts';
import { useCurrentUser } from './current-user.ts';
import { useSocketEvent } from './socket.ts';

/** What one of the player's own quests did to the party's boss (from `boss:update`). */
export interface OwnBossHit {
  damage: number;
  defeated: boolean;
}

/**
 * PATCH /api/quests/{id}/complete hits the party's boss but its answer does not say so; the party's
 * `boss:update` push does, with the quest's id. The push and the answer leave the server together
 * after the commit and either may land first, so hits are kept here for a minute, keyed by quest.
 */
const KEEP_MS = 60_000;
const hits = new Map<string, OwnBossHit & { at: number }>();
const waiters = new Map<string, Set<(hit: OwnBossHit) => void>>();

export function recordOwnBossHit(questId: string, hit: OwnBossHit, now = Date.now()): void {
  for (const [id, kept] of hits) if (now - kept.at > KEEP_MS) hits.delete(id);
  hits.set(questId, { ...hit, at: now });
  for (const waiter of waiters.get(questId) ?? []) waiter(hit);
  waiters.delete(questId);
}

/**
 * Calls `onHit` with the boss hit of `questId`, at once when it is already known, or when it arrives.
 * Returns the function that stops waiting.
 */
export function whenBossHit(questId: string, onHit: (hit: OwnBossHit) => void): () => void {
  const known = hits.get(questId);
  if (known) {
    onHit({ damage: known.damage, defeated: known.defeated });
    return () => {};
  }
  const set = waiters.get(questId) ?? new Set();
  set.add(onHit);
  waiters.set(questId, set);
  return () => {
    set.delete(onHit);
    if (set.size === 0) waiters.delete(questId);
  };
}

/** Mounted once for a signed-in player (app/providers/PlayerEvents): records the player's own hits. */
export function useOwnBossHits(): void {
  const { data: user } = useCurrentUser();
  useSocketEvent('boss:update', bossUpdatePayloadSchema, ({ boss, hit }) => {
    if (user && hit.userId === user.id)
      recordOwnBossHit(hit.questId, { damage: hit.damage, defeated: boss.defeated });
  });
}
