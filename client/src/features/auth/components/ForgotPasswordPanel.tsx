import { ArrowLeft, KeyRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { toast } from '@/components/ui/toast.tsx';
import { translateMessage } from '@/i18n/messages.ts';
import { useForgotPassword } from '../api/forgot-password.ts';
import { messageOr } from '../utils/auth-errors.ts';
import { EmailRequestForm } from './EmailRequestForm.tsx';

interface ForgotPasswordPanelProps {
  email: string;
  onEmailChange: (value: string) => void;
  /** Called after the reset link was requested, and by the back button. */
  onBackToLogin: () => void;
}

export function ForgotPasswordPanel({ email, onEmailChange, onBackToLogin }: ForgotPasswordPanelProps) {
  const { t } = useTranslation();
  const forgot = useForgotPassword();

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col items-center gap-3 text-center">
        <span className="flex size-14 items-center justify-center rounded-full bg-arcane-500/15 text-arcane-300 ring-1 ring-arcane-400/40">
          <KeyRound className="size-7" aria-hidden />
        </span>
        <h2 className="text-2xl font-semibold">{t('auth.forgot.title')}</h2>
        <p className="max-w-md text-mist">{t('auth.forgot.text')}</p>
      </div>
      <EmailRequestForm
        email={email}
        onEmailChange={onEmailChange}
        submitLabel={t('auth.forgot.button')}
        pending={forgot.isPending}
        onSubmit={(body) =>
          forgot.mutate(body, {
            onSuccess: (answer) => {
              toast({
                title: t('auth.forgot.sentTitle'),
                description: translateMessage(t, answer.message),
                variant: 'success',
              });
              onBackToLogin();
            },
            onError: (error) =>
              toast({
                title: t('auth.errors.error'),
                description: messageOr(t, error, t('auth.errors.resetEmailFailed')),
                variant: 'destructive',
              }),
          })
        }
      />
      <Button variant="ghost" className="self-center" onClick={onBackToLogin}>
        <ArrowLeft className="size-4" aria-hidden />
        {t('auth.verify.backToLogin')}
      </Button>
    </div>
  );
}
