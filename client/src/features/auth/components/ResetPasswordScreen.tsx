import { resetPasswordRequestSchema } from '@protocol/api/auth.ts';
import { RESET_REDIRECT_MS } from '@protocol/limits.ts';
import { CircleCheck, KeyRound } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { PasswordField } from '@/components/ui/password-field.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { toast } from '@/components/ui/toast.tsx';
import { translateMessage } from '@/i18n/messages.ts';
import { type FieldErrors, issuesToFieldErrors } from '@/lib/form.ts';
import { useResetPassword } from '../api/reset-password.ts';
import { messageOr } from '../utils/auth-errors.ts';

/** /reset-password?token=T: choose a new password from the e-mailed link (spec section 2). */
export function ResetPasswordScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const reset = useResetPassword();
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const successRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (token) return;
    toast({
      title: t('reset.invalidLinkTitle'),
      description: t('reset.invalidLinkText'),
      variant: 'destructive',
    });
    navigate('/auth', { replace: true });
  }, [token, navigate, t]);

  useEffect(() => {
    if (!reset.isSuccess) return;
    successRef.current?.focus();
    const timer = window.setTimeout(() => navigate('/auth', { replace: true }), RESET_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [reset.isSuccess, navigate]);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = resetPasswordRequestSchema.safeParse({ token, newPassword, confirmPassword });
    if (!parsed.success) {
      setErrors(issuesToFieldErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    reset.mutate(parsed.data, {
      onError: (error) =>
        toast({
          title: t('reset.failedTitle'),
          description: messageOr(t, error, t('reset.failedDefault')),
          variant: 'destructive',
        }),
    });
  }

  const translated = (message: string | undefined) => (message ? translateMessage(t, message) : undefined);

  return (
    <div className="mx-auto w-full max-w-lg px-4 py-10 sm:py-16">
      <title>{`${t('reset.pageTitle')} · ${t('app.name')}`}</title>
      <Card className="p-6 sm:p-8">
        {reset.isSuccess ? (
          <div className="flex flex-col items-center gap-4 py-4 text-center" role="status">
            <span className="flex size-16 items-center justify-center rounded-full bg-verdant-900/60 text-verdant-300 ring-1 ring-verdant-400/40">
              <CircleCheck className="size-8" aria-hidden />
            </span>
            <h1 ref={successRef} tabIndex={-1} className="text-2xl font-semibold outline-none sm:text-3xl">
              {t('reset.successTitle')}
            </h1>
            <p className="text-mist">{t('reset.successText')}</p>
            <Spinner className="text-gold-300" />
            <Button asChild variant="outline">
              <Link to="/auth" replace>
                {t('reset.goToLogin')}
              </Link>
            </Button>
          </div>
        ) : (
          <>
            <div className="mb-6 flex flex-col items-center gap-3 text-center">
              <span className="flex size-14 items-center justify-center rounded-full bg-arcane-500/15 text-arcane-300 ring-1 ring-arcane-400/40">
                <KeyRound className="size-7" aria-hidden />
              </span>
              <h1 className="text-2xl font-semibold sm:text-3xl">{t('reset.title')}</h1>
              <p className="text-mist">{t('reset.text')}</p>
            </div>
            <form onSubmit={handleSubmit} noValidate className="flex flex-col gap-5">
              <PasswordField
                label={t('reset.newPassword')}
                name="newPassword"
                autoComplete="new-password"
                value={newPassword}
                onChange={(event) => setNewPassword(event.target.value)}
                hint={t('auth.passwordHint')}
                error={translated(errors.newPassword)}
              />
              <PasswordField
                label={t('reset.confirmPassword')}
                name="confirmPassword"
                autoComplete="new-password"
                value={confirmPassword}
                onChange={(event) => setConfirmPassword(event.target.value)}
                error={translated(errors.confirmPassword)}
              />
              {errors.token ? (
                <p className="text-sm font-medium text-ember-300">{translated(errors.token)}</p>
              ) : null}
              <Button type="submit" size="lg" disabled={reset.isPending || !token}>
                {reset.isPending ? <Spinner /> : null}
                {t('reset.submit')}
              </Button>
            </form>
          </>
        )}
      </Card>
    </div>
  );
}
