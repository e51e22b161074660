import { useTranslation } from 'react-i18next';
import { PasswordField } from '../../../components/ui/password-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import type { CredentialErrors } from '../credential-errors.ts';

/** Username and password of a new admin account (first-admin setup, Create Account), with the rules as hints. */
export function NewCredentialsFields({
  username,
  password,
  onUsernameChange,
  onPasswordChange,
  errors,
  usernameAutoComplete,
}: {
  username: string;
  password: string;
  onUsernameChange: (value: string) => void;
  onPasswordChange: (value: string) => void;
  errors: CredentialErrors;
  /** 'username' on the setup screen (it is the signer's own account), 'off' for someone else's. */
  usernameAutoComplete: 'username' | 'off';
}) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        label={t('admin.area.login.username')}
        name="username"
        autoComplete={usernameAutoComplete}
        autoCapitalize="none"
        spellCheck={false}
        value={username}
        onChange={(event) => onUsernameChange(event.target.value)}
        hint={t('admin.area.setup.usernameHint')}
        error={errors.username}
      />
      <PasswordField
        label={t('admin.area.login.password')}
        name="password"
        autoComplete="new-password"
        value={password}
        onChange={(event) => onPasswordChange(event.target.value)}
        hint={t('admin.area.setup.passwordHint')}
        error={errors.password}
      />
    </>
  );
}
