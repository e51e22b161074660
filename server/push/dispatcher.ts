import type { PushPayload } from '../../protocol/api/push.ts';
import type { Logger } from '../lib/logger.ts';
import type { PushSender, PushTarget } from './sender.ts';

export interface PushJob {
  target: PushTarget;
  payload: PushPayload;
}

/** Pushes sent at once per instance: a slow push service must not hold up the next reminders. */
const CONCURRENCY = 16;
/** Pushes waiting beyond this are dropped (logged): the notification itself is stored and live. */
const MAX_WAITING = 50_000;

/** What a push's outcome does to its stored subscription (the caller owns the rows). */
export interface SubscriptionUpkeep {
  /** The push service no longer knows it (404/410): forget it. */
  gone(target: PushTarget): Promise<void>;
  /** Its keys can never encrypt a push: forget it. */
  unusable(target: PushTarget): Promise<void>;
  /** Refused for good once more: count it, forget it at REFUSALS_BEFORE_FORGETTING in a row. */
  refused(target: PushTarget): Promise<void>;
  /** Delivered after refusals: count from zero again. */
  delivered(target: PushTarget): Promise<void>;
}

/**
 * Sends Web Pushes in the background after the notifications committed, a few at a time, and
 * hands each outcome that concerns the subscription to `upkeep` (sender.ts says which do).
 */
export class PushDispatcher {
  readonly #sender: PushSender;
  readonly #logger: Logger;
  readonly #upkeep: SubscriptionUpkeep;
  readonly #waiting: PushJob[] = [];
  #active = 0;
  #idle: (() => void)[] = [];

  constructor(sender: PushSender, logger: Logger, upkeep: SubscriptionUpkeep) {
    this.#sender = sender;
    this.#logger = logger;
    this.#upkeep = upkeep;
  }

  enqueue(jobs: readonly PushJob[]): void {
    for (const job of jobs) {
      if (this.#waiting.length >= MAX_WAITING) {
        this.#logger.warn('web push queue full: a push was dropped');
        continue;
      }
      this.#waiting.push(job);
    }
    this.#pump();
  }

  /** Resolves once every queued push has been tried (graceful stop). */
  drain(): Promise<void> {
    if (this.#active === 0 && this.#waiting.length === 0) return Promise.resolve();
    return new Promise((resolve) => this.#idle.push(resolve));
  }

  #pump(): void {
    while (this.#active < CONCURRENCY && this.#waiting.length > 0) {
      const job = this.#waiting.shift()!;
      this.#active += 1;
      void this.#run(job).finally(() => {
        this.#active -= 1;
        this.#pump();
        if (this.#active === 0 && this.#waiting.length === 0) {
          for (const resolve of this.#idle.splice(0)) resolve();
        }
      });
    }
  }

  async #run(job: PushJob): Promise<void> {
    try {
      const outcome = await this.#sender.send(job.target, job.payload);
      if (outcome === 'sent') {
        // Only a row read with refusals has any to clear: no write for the usual push.
        if (job.target.refusedInARow > 0) await this.#upkeep.delivered(job.target);
        return;
      }
      if (outcome === 'gone') return await this.#upkeep.gone(job.target);
      if (outcome === 'unusable') return await this.#upkeep.unusable(job.target);
      this.#logger.warn({ type: job.payload.type, outcome }, 'a web push was not accepted');
      if (outcome === 'refused') await this.#upkeep.refused(job.target);
    } catch (err) {
      this.#logger.warn({ err }, 'a web push failed');
    }
  }
}
