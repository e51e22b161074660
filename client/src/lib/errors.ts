import type { TFunction } from 'i18next';
import { translateMessage } from '../i18n/messages.ts';
import { ApiError } from './api.ts';
import { isNetworkError } from './connectivity.ts';

/** The error's text (`STATUS: BODY` for answers from the server). */
export function errorText(error: unknown): string {
  if (error instanceof Error) return error.message;
  return typeof error === 'string' ? error : '';
}

/** Case-insensitive phrase match on the error text (DESIGN section 8). */
export function errorIncludes(error: unknown, phrase: string): boolean {
  return errorText(error).toLowerCase().includes(phrase.toLowerCase());
}

/** The human message the server put in the error body, if any. */
export function serverMessage(error: unknown): string | null {
  if (error instanceof ApiError) return error.body?.message ?? null;
  return null;
}

export function errorStatus(error: unknown): number | null {
  return error instanceof ApiError ? error.status : null;
}

export function errorCode(error: unknown): string | null {
  return error instanceof ApiError ? (error.body?.code ?? null) : null;
}

/**
 * The server's message for a toast, translated when it is a known one; else the error text. A
 * request that got no answer at all is worded for people (never 'Failed to fetch').
 */
export function errorDescription(t: TFunction, error: unknown): string | undefined {
  if (isNetworkError(error)) return t('firstDays.offline.network');
  const message = serverMessage(error) ?? errorText(error);
  return message ? translateMessage(t, message) : undefined;
}

/**
 * 'Try again' for a toast when the request got no answer (offline): the player repeats it with one
 * click once the connection is back. Other failures get no action (repeating would fail the same way).
 */
export function retryAction(
  t: TFunction,
  error: unknown,
  retry: () => void,
): { label: string; onSelect: () => void } | undefined {
  return isNetworkError(error) ? { label: t('firstDays.offline.retry'), onSelect: retry } : undefined;
}
