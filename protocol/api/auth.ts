import { z } from 'zod';
import {
  EMAIL_MAX,
  PASSWORD_MAX,
  PASSWORD_MIN,
  SUPPORTED_LANGUAGES,
  USERNAME_MAX,
  USERNAME_MIN,
} from '../limits.ts';
import { safeText } from '../text.ts';

/** A lower-cased e-mail address; every problem with it answers `message`. */
export const emailField = (message: string) =>
  safeText({ error: message })
    .trim()
    .toLowerCase()
    .max(EMAIL_MAX, { error: message })
    .pipe(z.email({ error: message }));

/**
 * True when this runtime can compute local times in the zone. `Intl.supportedValuesOf('timeZone')`
 * lists only each zone's canonical (often legacy) name: it omits 'Asia/Kolkata', 'Europe/Kyiv',
 * 'Asia/Kathmandu' and 'UTC' in some engines, so the zone is checked by using it instead.
 */
export function isKnownTimezone(zone: string): boolean {
  if (!zone) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** An IANA timezone name this runtime accepts (e.g. Europe/Zurich, Asia/Kolkata, UTC). */
export const timezoneSchema = safeText()
  .trim()
  .max(64)
  .refine(isKnownTimezone, { error: 'Unknown timezone' });

export const usernameSchema = safeText({ error: 'Username is required' })
  .trim()
  .min(USERNAME_MIN, { error: `Username must be at least ${USERNAME_MIN} characters` })
  .max(USERNAME_MAX, { error: `Username must be less than ${USERNAME_MAX} characters` })
  .regex(/^[\p{L}\p{N}_.-]+$/u, {
    error: 'Username may contain letters, digits, dots, dashes and underscores only',
  });

export const newPasswordSchema = safeText({ error: `Password must be at least ${PASSWORD_MIN} characters` })
  .min(PASSWORD_MIN, { error: `Password must be at least ${PASSWORD_MIN} characters` })
  .max(PASSWORD_MAX, { error: `Password must be at most ${PASSWORD_MAX} characters` });

export const registerRequestSchema = z.object({
  email: emailField('Please enter a valid email'),
  username: usernameSchema,
  password: newPasswordSchema,
  /** The interface language at sign-up, used for e-mails; beyond the spec and optional. */
  language: z.enum(SUPPORTED_LANGUAGES).optional(),
  /** The browser's IANA timezone, so streaks follow the player's own midnight; beyond the spec. */
  timezone: timezoneSchema.optional(),
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

/** The client sends `email` when the identifier contains '@', otherwise `username` (spec 000 section 5). */
export const loginRequestSchema = z
  .object({
    email: safeText().trim().max(EMAIL_MAX).optional(),
    username: safeText().trim().max(EMAIL_MAX).optional(),
    password: safeText({ error: 'Password is required' })
      .min(1, { error: 'Password is required' })
      .max(PASSWORD_MAX, { error: 'Invalid email or password' }),
  })
  .refine((body) => Boolean(body.email || body.username), {
    error: 'Email or username is required',
    path: ['emailOrUsername'],
  });
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const emailOnlyRequestSchema = z.object({
  email: emailField('Please enter a valid email address'),
});
export type EmailOnlyRequest = z.infer<typeof emailOnlyRequestSchema>;

export const resetPasswordRequestSchema = z
  .object({
    token: safeText({ error: 'Reset token is required' }).trim().min(1, { error: 'Reset token is required' }),
    newPassword: newPasswordSchema,
    confirmPassword: safeText({ error: 'Please confirm your password' }).min(PASSWORD_MIN, {
      error: 'Please confirm your password',
    }),
  })
  .refine((body) => body.newPassword === body.confirmPassword, {
    error: 'Passwords do not match',
    path: ['confirmPassword'],
  });
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

export const verifyEmailQuerySchema = z.object({ token: safeText().trim().min(1).max(200) });

export const messageResponseSchema = z.object({ message: safeText() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

export const REGISTER_CHECK_EMAIL_MESSAGE =
  'Registration successful! Please check your email to verify your account.';
// These live in messages.ts (no zod: the client's language files import them).
export {
  FORGOT_PASSWORD_MESSAGE,
  RESEND_VERIFICATION_MESSAGE,
  RESET_PASSWORD_SUCCESS_MESSAGE,
} from '../messages.ts';
export const LOGOUT_MESSAGE = 'Logged out';
