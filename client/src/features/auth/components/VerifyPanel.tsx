import { ArrowLeft, MailCheck, MailExclamationPoint } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { Notice } from '@/components/ui/notice.tsx';
import { toast } from '@/components/ui/toast.tsx';
import { translateMessage } from '@/i18n/messages.ts';
import { useResendVerification } from '../api/resend-verification.ts';
import { messageOr } from '../utils/auth-errors.ts';
import { EmailRequestForm } from './EmailRequestForm.tsx';

/** Why the Verify tab is open: a fresh registration, a refused login, or a dead link from an e-mail. */
export type VerifyReason = 'registered' | 'required' | 'invalid-link';

interface VerifyPanelProps {
  reason: VerifyReason;
  /** The address the link went to, when known. */
  sentTo: string;
  email: string;
  onEmailChange: (value: string) => void;
  requiredMessage: string | null;
  onBackToLogin: () => void;
}

export function VerifyPanel({
  reason,
  sentTo,
  email,
  onEmailChange,
  requiredMessage,
  onBackToLogin,
}: VerifyPanelProps) {
  const { t } = useTranslation();
  const resend = useResendVerification();
  const invalid = reason === 'invalid-link';
  const Icon = invalid ? MailExclamationPoint : MailCheck;

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col items-center gap-3 text-center">
        <span
          className={
            invalid
              ? 'flex size-14 items-center justify-center rounded-full bg-ember-900/60 text-ember-300 ring-1 ring-ember-400/40'
              : 'flex size-14 items-center justify-center rounded-full bg-gold-400/15 text-gold-300 ring-1 ring-gold-400/40'
          }
        >
          <Icon className="size-7" aria-hidden />
        </span>
        <h2 className="text-2xl font-semibold">
          {invalid ? t('auth.verify.invalidTitle') : t('auth.verify.title')}
        </h2>
        <p className="max-w-md text-mist">
          {invalid
            ? t('auth.verify.invalidText')
            : sentTo
              ? t('auth.verify.text', { email: sentTo })
              : t('auth.verify.textNoEmail')}
        </p>
      </div>
      {reason === 'required' ? (
        <Notice tone="warning" title={t('auth.verify.requiredTitle')}>
          {requiredMessage ?? t('messages.verifyEmail')}
        </Notice>
      ) : null}
      <div className="rounded-xl border border-night-600 bg-night-900/60 p-4 sm:p-5">
        {invalid ? null : (
          <div className="mb-4">
            <h3 className="font-sans text-base font-semibold">{t('auth.verify.resendTitle')}</h3>
            <p className="text-sm text-mist">{t('auth.verify.resendText')}</p>
          </div>
        )}
        <EmailRequestForm
          email={email}
          onEmailChange={onEmailChange}
          submitLabel={t('auth.verify.resendButton')}
          pending={resend.isPending}
          onSubmit={(body) =>
            resend.mutate(body, {
              onSuccess: (answer) =>
                toast({
                  title: t('auth.verify.sentTitle'),
                  description: translateMessage(t, answer.message),
                  variant: 'success',
                }),
              onError: (error) =>
                toast({
                  title: t('auth.errors.resendFailed'),
                  description: messageOr(t, error, t('auth.errors.tryAgain')),
                  variant: 'destructive',
                }),
            })
          }
        />
      </div>
      <Button variant="ghost" className="self-center" onClick={onBackToLogin}>
        <ArrowLeft className="size-4" aria-hidden />
        {t('auth.verify.backToLogin')}
      </Button>
    </div>
  );
}
