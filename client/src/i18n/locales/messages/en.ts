import {
  NICKNAME_MAX,
  NICKNAME_MIN,
  PASSWORD_MAX,
  PASSWORD_MIN,
  USERNAME_MAX,
  USERNAME_MIN,
} from '@protocol/limits.ts';
import {
  FORGOT_PASSWORD_MESSAGE,
  PHRASES,
  RESEND_VERIFICATION_MESSAGE,
  RESET_PASSWORD_SUCCESS_MESSAGE,
} from '@protocol/messages.ts';

/**
 * Validation and server messages, written exactly as the protocol and the server write them. A
 * module of its own: i18n/messages.ts maps the English text back to its key without loading the
 * whole English language.
 */
export const messagesEn = {
  emailInvalid: 'Please enter a valid email',
  emailAddressInvalid: 'Please enter a valid email address',
  usernameRequired: 'Username is required',
  usernameMin: `Username must be at least ${USERNAME_MIN} characters`,
  usernameMax: `Username must be less than ${USERNAME_MAX} characters`,
  usernameChars: 'Username may contain letters, digits, dots, dashes and underscores only',
  passwordMin: `Password must be at least ${PASSWORD_MIN} characters`,
  passwordMax: `Password must be at most ${PASSWORD_MAX} characters`,
  passwordRequired: 'Password is required',
  emailOrUsernameRequired: 'Email or username is required',
  resetTokenRequired: 'Reset token is required',
  confirmPassword: 'Please confirm your password',
  passwordsMismatch: 'Passwords do not match',
  validationFailed: PHRASES.validation,
  verifyEmail: PHRASES.unverified,
  invalidCredentials: PHRASES.invalidCredentials,
  forgotSent: FORGOT_PASSWORD_MESSAGE,
  resendSent: RESEND_VERIFICATION_MESSAGE,
  resetSuccess: RESET_PASSWORD_SUCCESS_MESSAGE,
  usernameTaken: PHRASES.usernameTaken,
  nicknameMin: `Nickname must be at least ${NICKNAME_MIN} characters`,
  nicknameMax: `Nickname must be at most ${NICKNAME_MAX} characters`,
  unknownTimezone: 'Unknown timezone',
};
