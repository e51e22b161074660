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

/**
 * Sends Web Pushes in the background after the notifications committed, a few at a time. A
 * subscription the push service answers 404/410 for is handed to `onGone` (which deletes it).
 */
export class PushDispatcher {
  readonly #sender: PushSender;
  readonly #logger: Logger;
  readonly #onGone: (endpoint: string) => Promise<void>;
  readonly #waiting: PushJob[] = [];
  #active = 0;
  #idle: (() => void)[] = [];

  constructor(sender: PushSender, logger: Logger, onGone: (endpoint: string) => Promise<void>) {
    this.#sender = sender;
    this.#logger = logger;
    this.#onGone = onGone;
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
      if (outcome === 'gone') await this.#onGone(job.target.endpoint);
      else if (outcome === 'failed')
        this.#logger.warn({ type: job.payload.type }, 'a web push was not accepted');
    } catch (err) {
      this.#logger.warn({ err }, 'a web push failed');
    }
  }
}
