/**
 * Human messages the server writes and the client matches or translates. Plain strings without
 * zod, so the client's language files can import them without pulling in the schemas.
 */

/** Phrases the client matches in `STATUS: BODY` (DESIGN section 4); the server's messages contain them. */
export const PHRASES = {
  emailTaken: 'An account with this email already exists',
  usernameTaken: 'Username is already taken',
  validation: 'Validation failed',
  unverified: 'Please verify your email before logging in',
  invalidCredentials: 'Invalid email or password',
} as const;

/** Same answer whether or not the address exists, so the call reveals nothing. */
export const FORGOT_PASSWORD_MESSAGE =
  'If an account exists for this email, a password reset link has been sent.';
export const RESEND_VERIFICATION_MESSAGE =
  'If an unverified account exists for this email, a new verification link has been sent.';
export const RESET_PASSWORD_SUCCESS_MESSAGE = 'Your password has been reset. You can now log in.';

/** The spec's message for an exhausted provider quota (spec 001 section 8). */
export const QUOTA_MESSAGE =
  'AI features are temporarily unavailable (API quota exceeded). Your task planner still works normally. To turn the companion back on, add credits to your AI provider account.';
