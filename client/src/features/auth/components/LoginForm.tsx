import { loginRequestSchema } from '@protocol/api/auth.ts';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { PasswordField } from '@/components/ui/password-field.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { toast } from '@/components/ui/toast.tsx';
import { translateMessage } from '@/i18n/messages.ts';
import { setCurrentUser } from '@/lib/current-user.ts';
import { serverMessage } from '@/lib/errors.ts';
import { type FieldErrors, issuesToFieldErrors } from '@/lib/form.ts';
import { pendingInvitePath } from '@/lib/pending-invite.ts';
import { useLogin } from '../api/login.ts';
import { loginFailedNotice, needsVerification } from '../utils/auth-errors.ts';

interface LoginFormProps {
  identifier: string;
  onIdentifierChange: (value: string) => void;
  onForgotPassword: () => void;
  /** The server refused the login until the e-mail is verified. */
  onVerificationRequired: (email: string, message: string) => void;
}

export function LoginForm({
  identifier,
  onIdentifierChange,
  onForgotPassword,
  onVerificationRequired,
}: LoginFormProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const login = useLogin();
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = identifier.trim();
    // A value containing @ is sent as email, otherwise as username (spec section 5).
    const payload = trimmed.includes('@') ? { email: trimmed, password } : { username: trimmed, password };
    const parsed = loginRequestSchema.safeParse(payload);
    if (!parsed.success) {
      const fieldErrors = issuesToFieldErrors(parsed.error.issues);
      setErrors({ emailOrUsername: fieldErrors.emailOrUsername, password: fieldErrors.password });
      return;
    }
    setErrors({});
    login.mutate(parsed.data, {
      onSuccess: (user) => {
        queryClient.clear();
        setCurrentUser(queryClient, user);
        // Back to the party invite link that sent them here, if one did.
        window.location.assign(pendingInvitePath() ?? '/');
      },
      onError: (error) => {
        if (needsVerification(error)) {
          // The Verify tab shows the 'Email Verification Required' notice with this message.
          const message = translateMessage(t, serverMessage(error) ?? t('messages.verifyEmail'));
          onVerificationRequired(trimmed.includes('@') ? trimmed : '', message);
          return;
        }
        toast({ ...loginFailedNotice(t, error), variant: 'destructive' });
      },
    });
  }

  const translated = (message: string | undefined) => (message ? translateMessage(t, message) : undefined);

  return (
    <form onSubmit={handleSubmit} noValidate className="flex flex-col gap-5">
      <TextField
        label={t('auth.emailOrUsername')}
        name="emailOrUsername"
        autoComplete="username"
        value={identifier}
        onChange={(event) => onIdentifierChange(event.target.value)}
        error={translated(errors.emailOrUsername)}
      />
      <div className="flex flex-col gap-2">
        <PasswordField
          label={t('auth.password')}
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={translated(errors.password)}
        />
        <Button variant="link" className="self-end text-sm" onClick={onForgotPassword}>
          {t('auth.forgotLink')}
        </Button>
      </div>
      <Button type="submit" size="lg" disabled={login.isPending || login.isSuccess}>
        {login.isPending || login.isSuccess ? <Spinner /> : null}
        {t('auth.loginButton')}
      </Button>
    </form>
  );
}
