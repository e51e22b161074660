import { registerRequestSchema } from '@protocol/api/auth.ts';
import { REGISTER_REDIRECT_MS } from '@protocol/limits.ts';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { NewCredentialsFields } from '@/components/new-credentials-fields.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { toast } from '@/components/ui/toast.tsx';
import { translateMessage } from '@/i18n/messages.ts';
import { ApiError } from '@/lib/api.ts';
import { currentUserQueryKey, setCurrentUser } from '@/lib/current-user.ts';
import { type FieldErrors, issuesToFieldErrors } from '@/lib/form.ts';
import { pendingInvitePath } from '@/lib/pending-invite.ts';
import { useRegister } from '../api/register.ts';
import { registrationFailedNotice } from '../utils/auth-errors.ts';

interface RegisterFormProps {
  /** Opened from Get Started: the e-mail field takes the focus, so a newcomer can type at once. */
  autoFocus?: boolean;
  email: string;
  onEmailChange: (value: string) => void;
  /** Registration succeeded and the e-mail must be verified before logging in. */
  onCheckEmail: (email: string) => void;
}

export function RegisterForm({ autoFocus = false, email, onEmailChange, onCheckEmail }: RegisterFormProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const register = useRegister();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = registerRequestSchema.safeParse({ email, username, password });
    if (!parsed.success) {
      setErrors(issuesToFieldErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    register.mutate(parsed.data, {
      onSuccess: (result) => {
        if ('message' in result && result.message.toLowerCase().includes('check your email')) {
          onCheckEmail(parsed.data.email);
          return;
        }
        // Signed in straight away: store the user, then go home after the spec's short pause.
        window.setTimeout(() => {
          if ('message' in result) void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
          else setCurrentUser(queryClient, result);
          // Back to the party invite link that sent them here, if one did.
          navigate(pendingInvitePath() ?? '/', { replace: true });
        }, REGISTER_REDIRECT_MS);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.body?.issues)
          setErrors(issuesToFieldErrors(error.body.issues));
        toast({ ...registrationFailedNotice(t, error), variant: 'destructive' });
      },
    });
  }

  const translated = (message: string | undefined) => (message ? translateMessage(t, message) : undefined);

  return (
    <form onSubmit={handleSubmit} noValidate className="flex flex-col gap-5">
      <TextField
        label={t('auth.email')}
        name="email"
        type="email"
        autoComplete="email"
        // The visitor asked for this form with Get Started: typing can start at once.
        autoFocus={autoFocus}
        value={email}
        onChange={(event) => onEmailChange(event.target.value)}
        error={translated(errors.email)}
      />
      <NewCredentialsFields
        username={username}
        password={password}
        onUsernameChange={setUsername}
        onPasswordChange={setPassword}
        errors={{ username: translated(errors.username), password: translated(errors.password) }}
        usernameAutoComplete="username"
        texts={{
          username: t('auth.username'),
          usernameHint: t('auth.usernameHint'),
          password: t('auth.password'),
          passwordHint: t('auth.passwordHint'),
        }}
      />
      <Button type="submit" size="lg" disabled={register.isPending}>
        {register.isPending ? <Spinner /> : null}
        {t('auth.registerButton')}
      </Button>
    </form>
  );
}
