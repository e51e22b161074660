import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { RateLimiterRes } from 'rate-limiter-flexible';
import type { RedisClientType } from 'redis';
import type { z } from 'zod';
import {
  type breakdownRequestSchema,
  breakdownResponseSchema,
  type chatRequestSchema,
  type suggestionRequestSchema,
} from '../../protocol/api/ai.ts';
import type { StarterText } from '../domain/quests/starters.ts';
import { offlineBreakdown, offlineChat, offlineSuggestion } from './offline/index.ts';
import { breakdownTurns, chatTurns, suggestionTurns, translateTurns } from './prompts.ts';
import { AiError, type AiProvider } from './provider.ts';
import { parseStarterAnswer, starterTurns } from './starterPrompt.ts';

type BreakdownInput = z.output<typeof breakdownRequestSchema>;
type SuggestionInput = z.output<typeof suggestionRequestSchema>;
type ChatInput = z.output<typeof chatRequestSchema>;

/** Delay between offline words, so an offline reply streams like a written one. */
const OFFLINE_WORD_DELAY_MS = 12;
/** A reply that never finishes must not lock its player out for long. */
const BUSY_TTL_MS = 120_000;

async function* streamWords(text: string, signal: AbortSignal): AsyncIterable<string> {
  for (const word of text.split(/(?<=\s)/)) {
    if (signal.aborted) throw new AiError('ai_aborted', 'The reply was cancelled.');
    yield word;
    await new Promise((r) => setTimeout(r, OFFLINE_WORD_DELAY_MS));
  }
}

/**
 * The Quest Companion: the configured provider, or the offline companion when there is none. One
 * reply at a time per player (a lock shared through Redis when present) and a per-player budget.
 */
export class AiService {
  readonly #provider: AiProvider | null;
  readonly #redis: RedisClientType | undefined;
  readonly #budget: RateLimiterAbstract;
  readonly #keyPrefix: string;
  readonly #busyLocal = new Set<string>();

  constructor(options: {
    provider: AiProvider | null;
    redis: RedisClientType | undefined;
    budget: RateLimiterAbstract;
    keyPrefix: string;
  }) {
    this.#provider = options.provider;
    this.#redis = options.redis;
    this.#budget = options.budget;
    this.#keyPrefix = options.keyPrefix;
  }

  get source(): 'ai' | 'offline' {
    return this.#provider ? 'ai' : 'offline';
  }

  /** Runs `work` as the player's one reply in progress, counted against their budget. */
  async exclusive<T>(userId: string, work: () => Promise<T>): Promise<T> {
    try {
      await this.#budget.consume(userId, 1);
    } catch (err) {
      if (err instanceof RateLimiterRes) {
        throw new AiError(
          'ai_budget',
          'You have used your companion a lot today. It will be back for you tomorrow.',
        );
      }
      throw err;
    }
    const key = `${this.#keyPrefix}ai:busy:${userId}`;
    const lock = await this.#acquire(key);
    if (!lock)
      throw new AiError('ai_busy', 'Your companion is still answering your previous message. One at a time!');
    try {
      return await work();
    } finally {
      if (lock === 'shared') await this.#redis?.del(key).catch(() => 0);
      else this.#busyLocal.delete(key);
    }
  }

  /**
   * One reply at a time per player: across instances through Redis, or on this instance alone
   * while Redis is away (a companion that still answers beats a strict lock).
   */
  async #acquire(key: string): Promise<'shared' | 'local' | null> {
    if (this.#redis?.isReady) {
      try {
        const set = await this.#redis.set(key, '1', {
          condition: 'NX',
          expiration: { type: 'PX', value: BUSY_TTL_MS },
        });
        return set === 'OK' ? 'shared' : null;
      } catch {
        // Redis went away between the check and the command: fall through to the local lock.
      }
    }
    if (this.#busyLocal.has(key)) return null;
    this.#busyLocal.add(key);
    return 'local';
  }

  /** The chat reply as it is written. */
  streamChat(input: ChatInput, signal: AbortSignal): AsyncIterable<string> {
    if (!this.#provider) return streamWords(offlineChat(input), signal);
    return this.#provider.streamChat(chatTurns({ ...input, tasks: input.context.tasks }), { signal });
  }

  async chat(input: ChatInput, signal: AbortSignal): Promise<string> {
    let text = '';
    for await (const delta of this.streamChat(input, signal)) text += delta;
    return text.trim();
  }

  async breakdown(input: BreakdownInput, signal: AbortSignal) {
    if (!this.#provider) return { ...offlineBreakdown(input), source: 'offline' as const };
    const json = await this.#json(breakdownTurns(input), signal);
    const parsed = breakdownResponseSchema.omit({ source: true }).safeParse(json);
    if (!parsed.success)
      throw new AiError(
        'ai_invalid_answer',
        'The AI companion gave an answer we could not use. Please try again.',
      );
    return { ...parsed.data, source: 'ai' as const };
  }

  async suggestion(input: SuggestionInput, signal: AbortSignal, now = new Date()) {
    if (!this.#provider) return { ...offlineSuggestion(input, now), source: 'offline' as const };
    const json = await this.#json(suggestionTurns(input), signal);
    const s = json as { suggestion?: unknown; reasoning?: unknown };
    if (typeof s.suggestion !== 'string' || typeof s.reasoning !== 'string') {
      throw new AiError(
        'ai_invalid_answer',
        'The AI companion gave an answer we could not use. Please try again.',
      );
    }
    return { suggestion: s.suggestion, reasoning: s.reasoning, source: 'ai' as const };
  }

  /**
   * Translations in the order of `texts`. Offline there is nothing to translate with, so the texts
   * come back unchanged (the screens then keep their original wording, as the spec's fallback does).
   */
  async translate(
    texts: string[],
    language: string,
    context: string | null | undefined,
    signal: AbortSignal,
  ) {
    if (!this.#provider || language === 'en') return texts;
    const json = (await this.#json(translateTurns(texts, language, context), signal)) as {
      translations?: unknown;
    };
    const list = json.translations;
    if (!Array.isArray(list) || list.length !== texts.length || !list.every((t) => typeof t === 'string')) {
      throw new AiError('ai_invalid_answer', 'Translation failed');
    }
    return list as string[];
  }

  /**
   * The day's starter quests written by the provider; null offline (the caller then uses its own
   * pick). Throws AiError on any provider failure, so the caller can fall back.
   */
  async starterQuests(language: string, count: number, signal: AbortSignal): Promise<StarterText[] | null> {
    if (!this.#provider) return null;
    const texts = parseStarterAnswer(await this.#json(starterTurns(language, count), signal), count);
    if (!texts) throw new AiError('ai_invalid_answer', 'The AI companion gave an answer we could not use.');
    return texts;
  }

  async #json(turns: Parameters<AiProvider['streamChat']>[0], signal: AbortSignal): Promise<unknown> {
    let text = '';
    for await (const delta of this.#provider!.streamChat(turns, { signal, json: true })) text += delta;
    try {
      return JSON.parse(text.replace(/^```(?:json)?\s*|\s*```$/g, ''));
    } catch {
      throw new AiError(
        'ai_invalid_answer',
        'The AI companion gave an answer we could not use. Please try again.',
      );
    }
  }
}
