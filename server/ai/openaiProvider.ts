import OpenAI, { APIConnectionError, APIError } from 'openai';
import { QUOTA_MESSAGE } from '../../protocol/api/ai.ts';
import {
  AiError,
  type AiProvider,
  type AiTimeouts,
  type ChatTurn,
  MAX_RETRIES,
  type StreamOptions,
} from './provider.ts';

/**
 * Any OpenAI-compatible chat completions API (OpenAI, Ollama, vLLM...), streamed, with our own
 * watchdog: no first byte within `firstByteMs` or a silence of `tokenMs` between tokens aborts the
 * upstream request. Up to two retries, and only before the first token.
 */
export class OpenAiProvider implements AiProvider {
  readonly source = 'ai' as const;
  readonly #client: OpenAI;
  readonly #model: string;
  readonly #timeouts: AiTimeouts;

  constructor(options: {
    apiKey: string;
    baseURL?: string | undefined;
    model: string;
    timeouts: AiTimeouts;
  }) {
    this.#client = new OpenAI({ apiKey: options.apiKey, baseURL: options.baseURL, maxRetries: 0 });
    this.#model = options.model;
    this.#timeouts = options.timeouts;
  }

  async *streamChat(turns: ChatTurn[], options: StreamOptions): AsyncIterable<string> {
    for (let attempt = 0; ; attempt++) {
      const upstream = new AbortController();
      const onOuterAbort = () => upstream.abort();
      options.signal.addEventListener('abort', onOuterAbort, { once: true });
      let watchdogFired: AiError | undefined;
      let timer: NodeJS.Timeout | undefined;
      const arm = (ms: number, message: string) => {
        clearTimeout(timer);
        timer = setTimeout(() => {
          watchdogFired = new AiError('ai_timeout', message, true);
          upstream.abort();
        }, ms);
      };
      let started = false;
      try {
        arm(this.#timeouts.firstByteMs, 'The AI companion did not answer in time. Please try again.');
        const stream = await this.#client.chat.completions.create(
          {
            model: this.#model,
            messages: turns,
            stream: true,
            ...(options.json ? { response_format: { type: 'json_object' as const } } : {}),
          },
          { signal: upstream.signal, maxRetries: 0 },
        );
        for await (const chunk of stream) {
          const delta = chunk.choices?.[0]?.delta?.content;
          if (!delta) continue;
          started = true;
          arm(
            this.#timeouts.tokenMs,
            'The AI companion stopped in the middle of its answer. Please try again.',
          );
          yield delta;
        }
        if (watchdogFired) throw watchdogFired;
        return;
      } catch (err) {
        if (options.signal.aborted) throw new AiError('ai_aborted', 'The reply was cancelled.');
        const error = watchdogFired ?? toAiError(err);
        if (!started && error.retryable && attempt < MAX_RETRIES) continue;
        throw error;
      } finally {
        clearTimeout(timer);
        options.signal.removeEventListener('abort', onOuterAbort);
      }
    }
  }
}

/** Maps what the provider answered to the spec's error catalogue. */
export function toAiError(err: unknown): AiError {
  if (err instanceof AiError) return err;
  if (err instanceof APIConnectionError) {
    return new AiError(
      'ai_upstream',
      'The AI companion cannot be reached right now. Please try again later.',
      true,
    );
  }
  if (err instanceof APIError) {
    const code = typeof err.code === 'string' ? err.code : '';
    if (err.status === 429 && (code === 'insufficient_quota' || /quota/i.test(err.message))) {
      return new AiError('ai_quota', QUOTA_MESSAGE);
    }
    if (err.status === 401 || err.status === 403) {
      return new AiError(
        'ai_provider_unauthorized',
        'The AI provider refused our credentials. Please tell the administrator.',
      );
    }
    if (err.status === 429)
      return new AiError('ai_upstream', 'The AI companion is very busy. Please try again in a minute.', true);
    if (err.status !== undefined && err.status >= 500) {
      return new AiError('ai_upstream', 'The AI companion had a problem answering. Please try again.', true);
    }
    return new AiError('ai_upstream', 'The AI companion could not answer this request.');
  }
  // Malformed stream data and other surprises end the reply cleanly.
  return new AiError(
    'ai_upstream',
    'The AI companion sent an answer we could not read. Please try again.',
    true,
  );
}
