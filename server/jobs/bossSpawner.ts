import { spawnDueBosses } from '../commands/bossSpawn.ts';
import type { AppDeps } from '../deps.ts';
import { withOutbox } from '../realtime/outbox.ts';

/** How often each instance looks for parties whose rest is over. */
export const SPAWN_POLL_MS = 1000;

/**
 * The next boss after a rest lives in the database (`next_boss_at`), so a restart loses nothing;
 * every instance polls, and row claiming makes exactly one of them spawn each boss.
 */
export function startBossSpawner(
  deps: Pick<AppDeps, 'realtime' | 'orm' | 'logger' | 'clock'>,
): () => Promise<void> {
  let running: Promise<void> | undefined;
  const tick = () => {
    if (running) return;
    running = withOutbox(deps.realtime, async () => {
      // The server's clock: the rest ends by the time the defeating hit stamped, and when a boss
      // appeared decides the strike back.
      await spawnDueBosses(deps.orm.em.fork(), deps.clock.now());
    })
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
