import { HttpError } from '../lib/httpErrors.ts';
import { AiError, type AiErrorCode } from './provider.ts';

const STATUS: Record<AiErrorCode, number> = {
  ai_quota: 503,
  ai_provider_unauthorized: 503,
  ai_timeout: 504,
  ai_upstream: 502,
  ai_busy: 409,
  ai_budget: 429,
  ai_aborted: 499,
  ai_invalid_answer: 502,
};

/** An AI failure as an HTTP answer with the error catalogue's message and a code the client can branch on. */
export function aiHttpError(err: unknown): unknown {
  return err instanceof AiError ? new HttpError(STATUS[err.code], err.message, err.code) : err;
}
