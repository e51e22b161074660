import { changeEmailRequestSchema, type User } from '@protocol/api/user.ts';
import { EMAIL_MAX, PASSWORD_MAX } from '@protocol/limits.ts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Notice } from '@/components/ui/notice.tsx';
import { PasswordField } from '@/components/ui/password-field.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { toast } from '@/components/ui/toast.tsx';
import { useChangeEmail } from '@/features/profile/api/account.ts';
import { securityError } from './errors.ts';

/** Change e-mail: with verification on, the new address waits for its link (a calm notice says so). */
export function EmailCard({ user }: { user: User }) {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ email?: string | undefined; password?: string | undefined }>({});
  const [pending, setPending] = useState<string | null>(null);
  const change = useChangeEmail();
  return (
    <Card aria-labelledby="security-email-title">
      <CardHeader>
        <CardTitle id="security-email-title" className="text-lg sm:text-xl">
          {t('security.email.title')}
        </CardTitle>
        <CardDescription>{t('security.email.text', { email: user.email })}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {pending ? (
          <Notice tone="info" title={t('security.email.pending')}>
            {t('security.email.pendingText', { email: pending })}
          </Notice>
        ) : null}
        <form
          noValidate
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            const parsed = changeEmailRequestSchema.safeParse({ email, password });
            if (!parsed.success) {
              const fields = new Set(parsed.error.issues.map((issue) => issue.path[0]));
              setErrors({
                email: fields.has('email') ? t('security.email.invalid') : undefined,
                password: fields.has('password') ? t('security.password.required') : undefined,
              });
              return;
            }
            setErrors({});
            change.mutate(parsed.data, {
              onSuccess: (answer) => {
                setEmail('');
                setPassword('');
                if (answer.pendingEmail) {
                  setPending(answer.pendingEmail);
                } else {
                  setPending(null);
                  toast({
                    title: t('security.email.done'),
                    description: t('security.email.doneText', { email: answer.user.email }),
                    variant: 'success',
                  });
                }
              },
              onError: (failure) => {
                const text = securityError(t, failure);
                if (failure && (failure as { status?: number }).status === 409) setErrors({ email: text });
                else setErrors({ password: text });
              },
            });
          }}
        >
          <TextField
            label={t('security.email.new')}
            name="email"
            type="email"
            autoComplete="email"
            maxLength={EMAIL_MAX}
            value={email}
            error={errors.email}
            onChange={(event) => {
              setEmail(event.target.value);
              setErrors((e) => ({ ...e, email: undefined }));
            }}
          />
          <PasswordField
            label={t('security.email.password')}
            name="password"
            autoComplete="current-password"
            maxLength={PASSWORD_MAX}
            value={password}
            error={errors.password}
            onChange={(event) => {
              setPassword(event.target.value);
              setErrors((e) => ({ ...e, password: undefined }));
            }}
          />
          <Button type="submit" disabled={change.isPending} className="self-start">
            {change.isPending ? <Spinner className="size-4" /> : null}
            {change.isPending ? t('security.email.saving') : t('security.email.submit')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
