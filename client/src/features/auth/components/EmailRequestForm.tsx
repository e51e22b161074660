import { type EmailOnlyRequest, emailOnlyRequestSchema } from '@protocol/api/auth.ts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { translateMessage } from '@/i18n/messages.ts';
import { issuesToFieldErrors } from '@/lib/form.ts';

interface EmailRequestFormProps {
  email: string;
  onEmailChange: (value: string) => void;
  submitLabel: string;
  pending: boolean;
  onSubmit: (body: EmailOnlyRequest) => void;
}

/** One e-mail field and a button: shared by the resend-verification and forgot-password forms. */
export function EmailRequestForm({
  email,
  onEmailChange,
  submitLabel,
  pending,
  onSubmit,
}: EmailRequestFormProps) {
  const { t } = useTranslation();
  const [error, setError] = useState<string | undefined>();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = emailOnlyRequestSchema.safeParse({ email });
    if (!parsed.success) {
      setError(issuesToFieldErrors(parsed.error.issues).email);
      return;
    }
    setError(undefined);
    onSubmit(parsed.data);
  }

  return (
    <form onSubmit={handleSubmit} noValidate className="flex flex-col gap-4">
      <TextField
        label={t('auth.email')}
        name="email"
        type="email"
        autoComplete="email"
        value={email}
        onChange={(event) => onEmailChange(event.target.value)}
        error={error ? translateMessage(t, error) : undefined}
      />
      <Button type="submit" size="lg" disabled={pending}>
        {pending ? <Spinner /> : null}
        {submitLabel}
      </Button>
    </form>
  );
}
