import { adminCredentialsSchema } from '@protocol/api/admin.ts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button.tsx';
import { PasswordField } from '@/components/ui/password-field.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { toast } from '@/components/ui/toast.tsx';
import { errorStatus, serverMessage } from '@/lib/errors.ts';
import { isConnectionFailure } from '../admin-errors.ts';
import { useAdminPath } from '../admin-path.ts';
import { useAdminLogin } from '../api/admin-session.ts';
import { type CredentialErrors, credentialErrors } from '../credential-errors.ts';

/** Username and password (both required), 'Sign In'; success opens ADMIN_PATH/dashboard. */
export function AdminLoginForm({
  username,
  onUsernameChange,
  onSetup,
}: {
  username: string;
  onUsernameChange: (value: string) => void;
  onSetup: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const adminPath = useAdminPath();
  const login = useAdminLogin();
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<CredentialErrors>({});

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = adminCredentialsSchema.safeParse({ username, password });
    if (!parsed.success) {
      setErrors(
        credentialErrors(parsed.error.issues, {
          username: t('messages.usernameRequired'),
          password: t('messages.passwordRequired'),
        }),
      );
      return;
    }
    setErrors({});
    login.mutate(parsed.data, {
      onSuccess: () => navigate(`${adminPath}/dashboard`),
      onError: (error) => {
        if (isConnectionFailure(error)) {
          toast({
            title: t('admin.area.login.connectionError'),
            description: t('admin.area.login.connectionErrorText'),
            variant: 'destructive',
          });
          onSetup();
          return;
        }
        toast({
          title: t('admin.area.login.failed'),
          description:
            errorStatus(error) === 429
              ? t('admin.area.login.rateLimited')
              : errorStatus(error) === 401
                ? t('admin.area.login.invalid')
                : (serverMessage(error) ?? t('admin.area.login.invalid')),
          variant: 'destructive',
        });
      },
    });
  }

  const busy = login.isPending || login.isSuccess;
  return (
    <form onSubmit={handleSubmit} noValidate className="flex flex-col gap-5">
      <TextField
        label={t('admin.area.login.username')}
        name="username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        value={username}
        onChange={(event) => onUsernameChange(event.target.value)}
        error={errors.username}
      />
      <PasswordField
        label={t('admin.area.login.password')}
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={errors.password}
      />
      <Button type="submit" size="lg" disabled={busy}>
        {busy ? <Spinner /> : null}
        {busy ? t('admin.area.login.signingIn') : t('admin.area.login.signIn')}
      </Button>
      <Button variant="link" className="self-center text-sm" onClick={onSetup}>
        {t('admin.area.login.firstTime')}
      </Button>
    </form>
  );
}
