import { QUOTA_MESSAGE } from '@protocol/api/ai.ts';
import { ERROR_CODES } from '@protocol/errors.ts';
import type { TFunction } from 'i18next';
import { errorCode, errorStatus, serverMessage } from '@/lib/errors.ts';

/** What went wrong with a companion call, as far as the player needs to know. */
export type AiFailure = 'signedOut' | 'quota' | 'featureOff' | 'busy' | 'budget' | 'other';

/** From a socket error (its code and message) or an HTTP status. */
export function classifyFailure(
  code: string | null,
  message: string | null,
  status: number | null,
): AiFailure {
  // The provider refusing *our* key is 'ai_provider_unauthorized': the player's session is fine.
  if (status === 401 || code === ERROR_CODES.unauthenticated) return 'signedOut';
  if (code === 'ai_quota' || message === QUOTA_MESSAGE) return 'quota';
  if (code === 'feature_off') return 'featureOff';
  if (code === 'ai_busy') return 'busy';
  if (code === 'ai_budget') return 'budget';
  return 'other';
}

export function classifyError(error: unknown): AiFailure {
  return classifyFailure(errorCode(error), serverMessage(error), errorStatus(error));
}

/** Spec 001 section 8: any companion call answered with 401 sends the browser to the sign-in screen. */
export function goToSignIn(): void {
  window.location.assign('/auth');
}

/**
 * The message for a failure that needs no redirect. `fallback` is the call's own text (chat,
 * breakdown or suggestion failure); the others are the same for every call.
 */
export function failureText(t: TFunction, failure: AiFailure, fallback: string): string {
  switch (failure) {
    case 'quota':
      return t('ai.quota');
    case 'featureOff':
      return t('ai.featureOff');
    case 'busy':
      return t('ai.busy');
    case 'budget':
      return t('ai.budget');
    default:
      return fallback;
  }
}
