import { PASSWORD_MAX, PASSWORD_MIN } from '@protocol/limits.ts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { PasswordField } from '@/components/ui/password-field.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { toast } from '@/components/ui/toast.tsx';
import { useChangePassword } from '@/features/profile/api/account.ts';
import { securityError } from './errors.ts';

type Field = 'current' | 'next' | 'confirm';

/** Change password: the current one proves it is you; other devices are signed out, this one stays. */
export function PasswordCard() {
  const { t } = useTranslation();
  const [values, setValues] = useState<Record<Field, string>>({ current: '', next: '', confirm: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const change = useChangePassword();
  const set = (field: Field) => (event: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: event.target.value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };
  return (
    <Card aria-labelledby="security-password-title">
      <CardHeader>
        <CardTitle id="security-password-title" className="text-lg sm:text-xl">
          {t('security.password.title')}
        </CardTitle>
        <CardDescription>{t('security.password.text')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form
          noValidate
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            const found: Partial<Record<Field, string>> = {};
            if (!values.current) found.current = t('security.password.required');
            if (values.next.length < PASSWORD_MIN)
              found.next = t('security.password.tooShort', { min: PASSWORD_MIN });
            else if (values.next !== values.confirm) found.confirm = t('security.password.mismatch');
            setErrors(found);
            if (Object.keys(found).length > 0) return;
            change.mutate(
              { currentPassword: values.current, newPassword: values.next },
              {
                onSuccess: () => {
                  setValues({ current: '', next: '', confirm: '' });
                  toast({
                    title: t('security.password.done'),
                    description: t('security.password.doneText'),
                    variant: 'success',
                  });
                },
                onError: (failure) => setErrors({ current: securityError(t, failure) }),
              },
            );
          }}
        >
          <PasswordField
            label={t('security.password.current')}
            name="currentPassword"
            autoComplete="current-password"
            maxLength={PASSWORD_MAX}
            value={values.current}
            error={errors.current}
            onChange={set('current')}
          />
          <PasswordField
            label={t('security.password.new')}
            name="newPassword"
            autoComplete="new-password"
            maxLength={PASSWORD_MAX}
            value={values.next}
            error={errors.next}
            onChange={set('next')}
          />
          <PasswordField
            label={t('security.password.confirm')}
            name="confirmPassword"
            autoComplete="new-password"
            maxLength={PASSWORD_MAX}
            value={values.confirm}
            error={errors.confirm}
            onChange={set('confirm')}
          />
          <Button type="submit" disabled={change.isPending} className="self-start">
            {change.isPending ? <Spinner className="size-4" /> : null}
            {change.isPending ? t('security.password.saving') : t('security.password.submit')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
