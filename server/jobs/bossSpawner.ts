import type { Boss } from '../../db/entities/Boss.ts';
import { Party } from '../../db/entities/Party.ts';
import { rooms } from '../../protocol/socket/events.ts';
import { spawnDueBosses } from '../commands/bossSpawn.ts';
import type { AppDeps } from '../deps.ts';
import { presentBoss } from '../presenters/boss.ts';
import { presentParty } from '../presenters/party.ts';
import { withOutbox } from '../realtime/outbox.ts';

/** How often each instance looks for parties whose rest is over. */
export const SPAWN_POLL_MS = 1000;

/** Announces freshly spawned bosses to their parties, on every instance. */
export async function announceSpawned(
  deps: Pick<AppDeps, 'realtime' | 'orm'>,
  spawned: Boss[],
): Promise<void> {
  for (const boss of spawned) {
    const partyId = boss.party?.id;
    if (!partyId) continue;
    const em = deps.orm.em.fork();
    deps.realtime.toParty(partyId).emit('boss:spawned', { partyId, boss: await presentBoss(em, boss) });
    const party = await em.findOne(Party, partyId);
    if (party) {
      const online = await deps.realtime.onlineAmong(rooms.party(partyId));
      deps.realtime.toParty(partyId).emit('party:update', { party: await presentParty(em, party, online) });
    }
  }
}

/**
 * The next boss after a rest lives in the database (`next_boss_at`), so a restart loses nothing;
 * every instance polls, and row claiming makes exactly one of them spawn each boss.
 */
export function startBossSpawner(deps: Pick<AppDeps, 'realtime' | 'orm' | 'logger'>): () => Promise<void> {
  let running: Promise<void> | undefined;
  const tick = () => {
    if (running) return;
    running = withOutbox(deps.realtime, async () =>
      announceSpawned(deps, await spawnDueBosses(deps.orm.em.fork())),
    )
      .catch((err: unknown) => deps.logger.error({ err }, 'boss spawner failed'))
      .finally(() => {
        running = undefined;
      });
  };
  const timer = setInterval(tick, SPAWN_POLL_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
