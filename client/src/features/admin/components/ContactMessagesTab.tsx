import type { ContactMessage } from '@protocol/api/contact.ts';
import { Check, Reply, UserRound } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { AdminLoadFailed } from '@/components/admin/admin-load-failed.tsx';
import { BannedBadge } from '@/components/admin/role-badge.tsx';
import { LoadingBlock } from '@/components/load-state.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Button, buttonClasses } from '@/components/ui/button.tsx';
import { Card, CardContent } from '@/components/ui/card.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { LANGUAGES } from '@/i18n/i18n.ts';
import { formatDateTime } from '@/lib/dates.ts';
import { useContactMessages, useMarkContactHandled } from '../api/contact-messages.ts';
import { Pager } from './Pager.tsx';

/**
 * Messages: what players and visitors wrote through the contact page, newest first, 20 a page. The
 * team answers by e-mail (the address the sender gave), then marks the message handled (audited).
 */
export function ContactMessagesTab() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const list = useContactMessages(page);
  const pages = list.data?.pagination.totalPages ?? 1;

  return (
    <Card aria-labelledby="admin-messages-title">
      <CardContent className="flex flex-col gap-4">
        <div>
          <h2 id="admin-messages-title" className="text-xl font-semibold text-ink">
            {t('admin.area.messages.title')}
          </h2>
          <p className="mt-1 text-sm text-mist">{t('admin.area.messages.subtitle')}</p>
          {list.data && list.data.pagination.total > 0 ? (
            <p className="mt-2 text-sm font-semibold text-gold-200">
              {list.data.open > 0
                ? t('admin.area.messages.open', { count: list.data.open })
                : t('admin.area.messages.allHandled')}
            </p>
          ) : null}
        </div>
        {list.isPending ? (
          <LoadingBlock />
        ) : list.isError ? (
          <AdminLoadFailed onRetry={() => void list.refetch()} retrying={list.isFetching} />
        ) : list.data.messages.length === 0 ? (
          <p className="py-8 text-center text-mist">{t('admin.area.messages.empty')}</p>
        ) : (
          <ul
            aria-label={t('admin.area.messages.listLabel')}
            className="flex flex-col gap-3"
            aria-busy={list.isFetching}
          >
            {list.data.messages.map((message) => (
              <li key={message.id}>
                <MessageItem message={message} />
              </li>
            ))}
          </ul>
        )}
        <Pager page={Math.min(page, pages)} pages={pages} onPage={setPage} busy={list.isFetching} />
      </CardContent>
    </Card>
  );
}

function MessageItem({ message }: { message: ContactMessage }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const mark = useMarkContactHandled();
  const handled = message.handledAt !== null;
  const writesIn = LANGUAGES.find((l) => l.code === message.language)?.nativeName;
  const reply = `mailto:${encodeURIComponent(message.email)}?subject=${encodeURIComponent(
    t('admin.area.messages.replySubject'),
  )}`;

  return (
    <article
      aria-labelledby={headingId}
      className={`flex flex-col gap-3 rounded-xl border p-4 ${
        handled ? 'border-night-600/60 bg-night-900/40' : 'border-gold-400/40 bg-night-900/70'
      }`}
    >
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone={message.topic === 'account' ? 'gold' : 'arcane'}>
          {t(`admin.area.messages.topics.${message.topic}`)}
        </Badge>
        {handled ? (
          <Badge tone="success">
            <Check className="size-3" aria-hidden />
            {t('admin.area.messages.handled', { time: formatDateTime(message.handledAt ?? '', language) })}
          </Badge>
        ) : (
          <Badge tone="neutral">{t('admin.area.messages.open')}</Badge>
        )}
      </div>
      <div>
        <h3
          id={headingId}
          ref={headingRef}
          tabIndex={-1}
          className="font-semibold break-all text-ink outline-none"
        >
          {t('admin.area.messages.from', { email: message.email })}
        </h3>
        <p className="text-xs text-haze">
          {t('admin.area.messages.received', { time: formatDateTime(message.createdAt, language) })}
          {writesIn ? ` · ${t('admin.area.messages.language', { language: writesIn })}` : null}
        </p>
      </div>
      <p className="whitespace-pre-wrap break-words text-mist">{message.message}</p>
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1 rounded-lg bg-night-950/50 px-3 py-2 text-sm">
        <UserRound className="size-4 shrink-0 text-haze" aria-hidden />
        <span className="text-haze">{t('admin.area.messages.account')}:</span>
        {message.user ? (
          <>
            <Link
              to={{ search: `?tab=users&search=${encodeURIComponent(message.user.email)}` }}
              className="font-semibold break-all text-gold-300 underline underline-offset-4"
              aria-label={t('admin.area.messages.showUser', { username: message.user.username })}
            >
              {message.user.username}
            </Link>
            {message.user.isBanned ? <BannedBadge /> : null}
            {!message.user.isActive ? (
              <Badge tone="neutral">{t('admin.area.messages.inactive')}</Badge>
            ) : null}
            <span className="text-xs text-haze">
              ({message.signedIn ? t('admin.area.messages.signedIn') : t('admin.area.messages.emailMatch')})
            </span>
          </>
        ) : (
          <span className="text-mist">{t('admin.area.messages.noAccount')}</span>
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        <a href={reply} className={buttonClasses('secondary', 'sm')}>
          <Reply className="size-4" aria-hidden />
          {t('admin.area.messages.reply')}
        </a>
        {handled ? null : (
          <Button
            size="sm"
            aria-disabled={mark.isPending || undefined}
            onClick={() => {
              if (mark.isPending) return;
              // The button goes once the message is handled: its heading keeps the focus in place.
              mark.mutate(message.id, { onSuccess: () => headingRef.current?.focus() });
            }}
          >
            {mark.isPending ? <Spinner className="size-4" /> : <Check className="size-4" aria-hidden />}
            {t('admin.area.messages.markHandled')}
          </Button>
        )}
      </div>
    </article>
  );
}
