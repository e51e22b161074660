import type { TFunction } from 'i18next';
import type { NewCredentialsTexts } from '@/components/new-credentials-fields.tsx';

/** The admin forms' field errors: which of username and password the schema refused, in the form's words. */
export type CredentialErrors = { username?: string; password?: string };

export function credentialErrors(
  issues: ReadonlyArray<{ readonly path: ReadonlyArray<PropertyKey> }>,
  texts: { username: string; password: string },
): CredentialErrors {
  const fields = new Set(issues.map((issue) => issue.path[0]));
  return {
    username: fields.has('username') ? texts.username : undefined,
    password: fields.has('password') ? texts.password : undefined,
  };
}

/** The admin area's words for a new account's username and password (setup, Create Account). */
export function adminCredentialTexts(t: TFunction): NewCredentialsTexts {
  return {
    username: t('admin.area.login.username'),
    usernameHint: t('admin.area.setup.usernameHint'),
    password: t('admin.area.login.password'),
    passwordHint: t('admin.area.setup.passwordHint'),
  };
}
