import { FeatureFlag } from '../../db/entities/FeatureFlag.ts';
import type { Orm } from '../../db/orm.ts';
import { FEATURE_FLAGS, type FeatureName, isFeatureOnFor } from '../domain/account/featureFlags.ts';
import { HttpError } from '../lib/httpErrors.ts';

/** Flags are read often and change rarely: each instance keeps them for a few seconds. */
const CACHE_MS = 5000;

export class FeatureFlags {
  readonly #orm: Orm;
  #cache: { at: number; flags: Map<string, { isEnabled: boolean; rolloutPercentage: number }> } | undefined;

  constructor(orm: Orm) {
    this.#orm = orm;
  }

  async isOn(name: FeatureName, userId: string): Promise<boolean> {
    if (!this.#cache || Date.now() - this.#cache.at > CACHE_MS) {
      const rows = await this.#orm.em.fork().find(FeatureFlag, {});
      this.#cache = { at: Date.now(), flags: new Map(rows.map((r) => [r.name, r])) };
    }
    const flag = this.#cache.flags.get(name) ?? FEATURE_FLAGS[name];
    return isFeatureOnFor(flag, name, userId);
  }

  /**
   * Answers 403 with a calm message when the feature is switched off for this player: an admin's
   * decision, not an outage (a 503 would make the balancer retry it on another instance).
   */
  async require(name: FeatureName, userId: string): Promise<void> {
    if (!(await this.isOn(name, userId))) {
      const what = name === 'ai-companion' ? 'The Quest Companion' : 'Party chat';
      throw new HttpError(
        403,
        `${what} is switched off for now. Everything else works as usual.`,
        'feature_off',
      );
    }
  }

  invalidate(): void {
    this.#cache = undefined;
  }
}
