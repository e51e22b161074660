import { adminSetupSchema } from '@protocol/api/admin.ts';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { NewCredentialsFields } from '@/components/new-credentials-fields.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { toast } from '@/components/ui/toast.tsx';
import { ApiError } from '@/lib/api.ts';
import { errorDescription } from '@/lib/errors.ts';
import { useAdminPath } from '../admin-path.ts';
import { type AdminCredentials, adminLogin, useAdminSetup } from '../api/admin-session.ts';
import { adminCredentialTexts, type CredentialErrors, credentialErrors } from '../credential-errors.ts';

/** Spec section 9: the login after a successful setup is tried one second later. */
const LOGIN_AFTER_SETUP_MS = 1000;

/**
 * 'Admin Setup': creates the first admin (3 to 40 characters, a password of at least 10), then
 * signs in with the same credentials after a second and opens the dashboard.
 */
export function AdminSetupForm({
  username,
  onUsernameChange,
  onBack,
}: {
  username: string;
  onUsernameChange: (value: string) => void;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const adminPath = useAdminPath();
  const setup = useAdminSetup();
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<CredentialErrors>({});
  const [signingIn, setSigningIn] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  function signInAfterSetup(credentials: AdminCredentials) {
    setSigningIn(true);
    timer.current = setTimeout(() => {
      adminLogin(credentials).then(
        () => navigate(`${adminPath}/dashboard`),
        (error: unknown) => {
          setSigningIn(false);
          toast({
            title: t('admin.area.login.failed'),
            description: errorDescription(t, error) ?? t('admin.area.login.invalid'),
            variant: 'destructive',
          });
          onBack();
        },
      );
    }, LOGIN_AFTER_SETUP_MS);
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = adminSetupSchema.safeParse({ username, password });
    if (!parsed.success) {
      setErrors(
        credentialErrors(parsed.error.issues, {
          username: t('admin.area.setup.usernameInvalid'),
          password: t('admin.area.setup.passwordInvalid'),
        }),
      );
      return;
    }
    setErrors({});
    setup.mutate(parsed.data, {
      onSuccess: () => {
        toast({
          title: t('admin.area.setup.created'),
          description: t('admin.area.setup.createdText'),
          variant: 'success',
        });
        signInAfterSetup(parsed.data);
      },
      onError: (error) => {
        if (error instanceof ApiError) {
          toast({
            title: t('admin.area.setup.failed'),
            description: errorDescription(t, error),
            variant: 'destructive',
          });
          return;
        }
        toast({
          title: t('admin.area.setup.error'),
          description: t('admin.area.setup.errorText'),
          variant: 'destructive',
        });
      },
    });
  }

  const busy = setup.isPending || signingIn;
  return (
    <form onSubmit={handleSubmit} noValidate className="flex flex-col gap-5">
      <NewCredentialsFields
        username={username}
        password={password}
        onUsernameChange={onUsernameChange}
        onPasswordChange={setPassword}
        errors={errors}
        usernameAutoComplete="username"
        texts={adminCredentialTexts(t)}
      />
      <Button type="submit" size="lg" disabled={busy}>
        {busy ? <Spinner /> : null}
        {signingIn
          ? t('admin.area.login.signingIn')
          : setup.isPending
            ? t('admin.area.setup.creating')
            : t('admin.area.setup.create')}
      </Button>
      <Button variant="link" className="self-center text-sm" onClick={onBack} disabled={busy}>
        {t('admin.area.setup.backToLogin')}
      </Button>
    </form>
  );
}
