import { PasswordField } from './ui/password-field.tsx';
import { TextField } from './ui/text-field.tsx';

/** The labels and rules (as hints) of a new account's username and password, in the screen's words. */
export interface NewCredentialsTexts {
  username: string;
  usernameHint: string;
  password: string;
  passwordHint: string;
}

/**
 * Username and password of a new account (registration, the first-admin setup, Create Account): the
 * rules as hints, the field errors under each, and a password manager invited to suggest a password.
 */
export function NewCredentialsFields({
  username,
  password,
  onUsernameChange,
  onPasswordChange,
  errors,
  usernameAutoComplete,
  texts,
}: {
  username: string;
  password: string;
  onUsernameChange: (value: string) => void;
  onPasswordChange: (value: string) => void;
  errors: { username?: string | undefined; password?: string | undefined };
  /** 'username' for the signer's own account, 'off' for someone else's. */
  usernameAutoComplete: 'username' | 'off';
  texts: NewCredentialsTexts;
}) {
  return (
    <>
      <TextField
        label={texts.username}
        name="username"
        autoComplete={usernameAutoComplete}
        autoCapitalize="none"
        spellCheck={false}
        value={username}
        onChange={(event) => onUsernameChange(event.target.value)}
        hint={texts.usernameHint}
        error={errors.username}
      />
      <PasswordField
        label={texts.password}
        name="password"
        autoComplete="new-password"
        value={password}
        onChange={(event) => onPasswordChange(event.target.value)}
        hint={texts.passwordHint}
        error={errors.password}
      />
    </>
  );
}
