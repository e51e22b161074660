/** The AI provider interface: OpenAI-compatible when a key is set, the built-in offline companion otherwise. */

export interface ChatTurn {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface StreamOptions {
  signal: AbortSignal;
  /** Ask for a JSON object (structured answers such as a breakdown). */
  json?: boolean;
}

export interface AiProvider {
  readonly source: 'ai' | 'offline';
  /** Yields the reply as it is written; throws AiError. */
  streamChat(turns: ChatTurn[], options: StreamOptions): AsyncIterable<string>;
}

export type AiErrorCode =
  | 'ai_quota'
  | 'ai_provider_unauthorized'
  | 'ai_timeout'
  | 'ai_upstream'
  | 'ai_busy'
  | 'ai_budget'
  | 'ai_aborted'
  | 'ai_invalid_answer';

export class AiError extends Error {
  readonly code: AiErrorCode;
  readonly retryable: boolean;
  constructor(code: AiErrorCode, message: string, retryable = false) {
    super(message);
    this.code = code;
    this.retryable = retryable;
  }
}

/** Timeouts of a streamed reply (issue: no first byte in 15 s, no token for 10 s). */
export interface AiTimeouts {
  firstByteMs: number;
  tokenMs: number;
}
export const DEFAULT_AI_TIMEOUTS: AiTimeouts = { firstByteMs: 15_000, tokenMs: 10_000 };
/** Retries happen only before the first token, so a player never sees a reply start twice. */
export const MAX_RETRIES = 2;
