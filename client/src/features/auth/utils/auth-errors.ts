import { ERROR_CODES, PHRASES } from '@protocol/errors.ts';
import type { TFunction } from 'i18next';
import { translateMessage } from '@/i18n/messages.ts';
import { errorCode, errorIncludes, errorStatus, serverMessage } from '@/lib/errors.ts';

export interface Notice {
  title: string;
  description: string;
}

const RATE_LIMITED = 429;

/** 'Registration failed' notice of spec section 8; phrases are matched case-insensitively in `STATUS: BODY`. */
export function registrationFailedNotice(t: TFunction, error: unknown): Notice {
  const title = t('auth.errors.registrationFailed');
  if (errorIncludes(error, 'email already exists'))
    return { title, description: t('auth.errors.emailExists') };
  if (errorIncludes(error, 'username is already taken')) {
    return { title, description: t('auth.errors.usernameTaken') };
  }
  if (errorIncludes(error, PHRASES.validation)) return { title, description: t('auth.errors.checkFields') };
  if (errorIncludes(error, 'password')) return { title, description: t('auth.errors.passwordShort') };
  if (errorStatus(error) === RATE_LIMITED) return { title, description: t('auth.errors.rateLimited') };
  return { title, description: t('auth.errors.tryAgain') };
}

/** True when the login was refused because the e-mail is not verified yet. */
export function needsVerification(error: unknown): boolean {
  return errorIncludes(error, 'verify your email');
}

/** 'Login failed' notice of spec section 8 (the unverified case is handled by the caller). */
export function loginFailedNotice(t: TFunction, error: unknown): Notice {
  const title = t('auth.errors.loginFailed');
  if (errorIncludes(error, PHRASES.invalidCredentials)) {
    return { title, description: t('auth.errors.invalidCredentials') };
  }
  if (errorIncludes(error, 'not found')) return { title, description: t('auth.errors.notFound') };
  if (errorStatus(error) === RATE_LIMITED) return { title, description: t('auth.errors.rateLimited') };
  // A banned or deactivated account: the server's message names the reason (and the ban's end).
  const code = errorCode(error);
  const message = serverMessage(error);
  if ((code === ERROR_CODES.accountBanned || code === ERROR_CODES.accountInactive) && message) {
    return { title, description: message };
  }
  return { title, description: t('auth.errors.checkCredentials') };
}

/** The server's message in the reader's language when it is a known one, else `fallback`. */
export function messageOr(t: TFunction, error: unknown, fallback: string): string {
  if (errorStatus(error) === RATE_LIMITED) return t('auth.errors.rateLimited');
  const message = serverMessage(error);
  if (!message || (errorStatus(error) ?? 500) >= 500) return fallback;
  return translateMessage(t, message);
}
