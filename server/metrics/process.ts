import { Counter, collectDefaultMetrics, Registry } from 'prom-client';

/** Every metric of ours starts with this, and so do Node's default ones (`quest_planner_nodejs_...`). */
export const METRIC_PREFIX = 'quest_planner_';

/**
 * Process-wide, since a rejection belongs to no instance: main.ts's `unhandledRejection` handler
 * counts here, and every instance's scrape shows the same counter.
 */
export const unhandledRejections = new Counter({
  name: `${METRIC_PREFIX}unhandled_rejections_total`,
  help: 'Promise rejections nobody handled (each one a bug; the process keeps serving).',
  registers: [],
});

export function countUnhandledRejection(): void {
  unhandledRejections.inc();
}

let processRegistry: Registry | undefined;

/**
 * The process's own figures: prom-client's default metrics (event-loop lag, heap, GC, CPU, file
 * descriptors) and the unhandled rejections. Created once per process, however many instances it
 * runs (the tests run many), so their event-loop monitors and GC observers are never duplicated.
 */
export function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry, prefix: METRIC_PREFIX });
    processRegistry.registerMetric(unhandledRejections);
  }
  return processRegistry;
}
