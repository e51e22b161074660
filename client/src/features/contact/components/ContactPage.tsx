import {
  CONTACT_TOPICS,
  type ContactRequest,
  type ContactTopic,
  contactRequestSchema,
} from '@protocol/api/contact.ts';
import { CONTACT_MESSAGE_MAX } from '@protocol/limits.ts';
import { Mail, MailCheck } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { ChoiceGroup } from '@/components/ui/choice-group.tsx';
import { Notice } from '@/components/ui/notice.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { TextAreaField } from '@/components/ui/textarea-field.tsx';
import { currentLanguage } from '@/i18n/i18n.ts';
import { isNetworkError } from '@/lib/connectivity.ts';
import { useCurrentUser } from '@/lib/current-user.ts';
import { errorStatus } from '@/lib/errors.ts';
import { useSendContactMessage } from '../api/send-contact-message.ts';

/** The character count shows once this few are left (a long letter is welcome; a cut one is not). */
const COUNTER_FROM = 400;

const topicFrom = (value: string | null): ContactTopic => CONTACT_TOPICS.find((t) => t === value) ?? 'other';

/**
 * /contact: a short form that reaches the team (their Messages list in the admin area), for
 * visitors and players alike, and the way out of the 'account suspended' dialog
 * (`/contact?topic=account`). A failed send keeps every word typed; a signed-in player's address
 * is filled in and their account travels with the message (the server links it from the session).
 */
export function ContactPage() {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const user = useCurrentUser().data ?? null;
  const send = useSendContactMessage();
  const [email, setEmail] = useState('');
  const [emailEdited, setEmailEdited] = useState(false);
  const [topic, setTopic] = useState<ContactTopic>(() => topicFrom(params.get('topic')));
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<{ email?: string; message?: string }>({});
  const [sentTo, setSentTo] = useState<string | null>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const messageRef = useRef<HTMLTextAreaElement>(null);
  const sentRef = useRef<HTMLHeadingElement>(null);

  // The signed-in player's address, until they type another one.
  useEffect(() => {
    if (user && !emailEdited) setEmail(user.email);
  }, [user, emailEdited]);

  useEffect(() => {
    if (sentTo) sentRef.current?.focus();
  }, [sentTo]);

  const title = t('firstDays.contact.title');
  const left = CONTACT_MESSAGE_MAX - message.trim().length;
  const max = new Intl.NumberFormat(currentLanguage(i18n.resolvedLanguage)).format(CONTACT_MESSAGE_MAX);

  function validate(): ContactRequest | null {
    const parsed = contactRequestSchema.safeParse({
      email,
      topic,
      message,
      language: currentLanguage(i18n.resolvedLanguage),
    });
    if (parsed.success) {
      setErrors({});
      return parsed.data;
    }
    const next: { email?: string; message?: string } = {};
    for (const issue of parsed.error.issues) {
      if (issue.path[0] === 'email') next.email = t('firstDays.contact.errors.email');
      if (issue.path[0] === 'message')
        next.message = message.trim()
          ? t('firstDays.contact.errors.messageTooLong', { max })
          : t('firstDays.contact.errors.messageRequired');
    }
    setErrors(next);
    (next.email ? emailRef : messageRef).current?.focus();
    return null;
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = validate();
    if (!body) return;
    send.mutate(body, {
      onSuccess: () => {
        setSentTo(body.email);
        setMessage('');
      },
    });
  }

  function failureText(error: unknown): string {
    if (isNetworkError(error)) return t('firstDays.contact.errors.offline');
    if (errorStatus(error) === 429) return t('firstDays.contact.errors.rateLimited');
    return t('firstDays.contact.errors.generic');
  }

  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-10 sm:px-6 sm:py-14">
      <title>{`${title} · ${t('app.name')}`}</title>
      <Card className="p-6 sm:p-8">
        {sentTo ? (
          <div className="flex flex-col items-center gap-4 py-4 text-center" role="status">
            <span className="flex size-16 items-center justify-center rounded-full bg-verdant-900/60 text-verdant-300 ring-1 ring-verdant-400/40">
              <MailCheck className="size-8" aria-hidden />
            </span>
            <h1
              ref={sentRef}
              tabIndex={-1}
              className="text-2xl font-semibold text-balance outline-none sm:text-3xl"
            >
              {t('firstDays.contact.sentTitle')}
            </h1>
            <p className="max-w-prose break-words text-mist">
              {t('firstDays.contact.sentText', { email: sentTo })}
            </p>
            <div className="mt-2 flex flex-wrap justify-center gap-3">
              <Button
                variant="secondary"
                onClick={() => {
                  setSentTo(null);
                  send.reset();
                }}
              >
                {t('firstDays.contact.another')}
              </Button>
              <Button asChild variant="outline">
                <Link to="/">{t('firstDays.contact.home')}</Link>
              </Button>
            </div>
          </div>
        ) : (
          <>
            <div className="mb-6 flex flex-col items-center gap-3 text-center">
              <span className="flex size-14 items-center justify-center rounded-full bg-arcane-500/15 text-arcane-300 ring-1 ring-arcane-400/40">
                <Mail className="size-7" aria-hidden />
              </span>
              <h1 className="text-2xl font-semibold sm:text-3xl">{title}</h1>
              <p className="max-w-prose text-left text-mist sm:text-center">
                {topic === 'account' ? t('firstDays.contact.accountIntro') : t('firstDays.contact.intro')}
              </p>
            </div>
            <form onSubmit={handleSubmit} noValidate className="flex flex-col gap-5">
              <TextField
                ref={emailRef}
                label={t('firstDays.contact.email')}
                name="email"
                type="email"
                inputMode="email"
                autoComplete="email"
                required
                value={email}
                onChange={(event) => {
                  setEmail(event.target.value);
                  setEmailEdited(true);
                }}
                hint={
                  topic === 'account'
                    ? t('firstDays.contact.emailHintAccount')
                    : t('firstDays.contact.emailHint')
                }
                error={errors.email}
              />
              {/* Four short choices, all in view (a select would cut the longer ones on a phone). */}
              <ChoiceGroup
                label={t('firstDays.contact.topic')}
                value={topic}
                onValueChange={(value) => setTopic(topicFrom(value))}
                options={CONTACT_TOPICS.map((value) => ({
                  value,
                  label: t(`firstDays.contact.topics.${value}`),
                }))}
              />
              <TextAreaField
                ref={messageRef}
                label={t('firstDays.contact.message')}
                name="message"
                rows={7}
                required
                value={message}
                onChange={(event) => setMessage(event.target.value)}
                hint={
                  <>
                    <span>{t('firstDays.contact.messageHint', { max })}</span>
                    {left <= COUNTER_FROM && left >= 0 ? (
                      <span className="ml-1 tabular-nums">
                        {t('firstDays.contact.charactersLeft', { count: left })}
                      </span>
                    ) : null}
                  </>
                }
                error={errors.message}
              />
              {user ? (
                <p className="text-sm text-mist">
                  {t('firstDays.contact.signedInAs', { username: user.username })}
                </p>
              ) : null}
              {send.isError ? (
                <Notice tone="error" title={t('firstDays.contact.errors.failedTitle')}>
                  {failureText(send.error)}
                </Notice>
              ) : null}
              <Button type="submit" size="lg" disabled={send.isPending} className="sm:self-start">
                {send.isPending ? <Spinner /> : <Mail className="size-5" aria-hidden />}
                {t('firstDays.contact.send')}
              </Button>
            </form>
          </>
        )}
      </Card>
    </div>
  );
}
