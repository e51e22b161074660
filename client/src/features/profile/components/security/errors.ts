import type { TFunction } from 'i18next';
import { translateMessage } from '@/i18n/messages.ts';
import { errorStatus, serverMessage } from '@/lib/errors.ts';

/** What a failed account change says, in calm words: a wrong password, a limit, a taken address. */
export function securityError(t: TFunction, error: unknown): string {
  const status = errorStatus(error);
  if (status === 403) return t('security.wrongPassword');
  if (status === 429) return t('security.tooMany');
  if (status === 409) return t('security.email.taken');
  const message = serverMessage(error);
  return message ? translateMessage(t, message) : t('security.failed');
}
