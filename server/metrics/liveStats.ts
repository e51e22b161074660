import { LiveStatsCollector } from '../stats/liveStats.ts';
import type { Metrics } from './metrics.ts';

/**
 * The admin screens' live counters, also counting boss hits into the metrics: `countHit()` is
 * where a hit is already counted (commands/completeQuest.ts), so no use case knows about metrics.
 */
export class MeteredLiveStats extends LiveStatsCollector {
  readonly #metrics: Metrics;

  constructor(options: ConstructorParameters<typeof LiveStatsCollector>[0], metrics: Metrics) {
    super(options);
    this.#metrics = metrics;
  }

  override countHit(): void {
    super.countHit();
    this.#metrics.countBossHit();
  }
}
