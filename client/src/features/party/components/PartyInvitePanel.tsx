import type { Party } from '@protocol/api/parties.ts';
import type { InviteLink } from '@protocol/api/partyInvites.ts';
import { Copy, Link2, Send, Share2, Trash2, UserPlus } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { inputClasses, TextField } from '@/components/ui/text-field.tsx';
import { toast } from '@/components/ui/toast.tsx';
import { partyInviteErrorText } from '@/lib/party-invite-errors.ts';
import {
  useCreateInviteLink,
  useInviteLinkStatus,
  useInvitePlayer,
  useRevokeInviteLink,
} from '../api/invites.ts';

const inviteUrl = (token: string) => `${window.location.origin}/parties/join/${token}`;

/**
 * Invite friends (any member): a link to copy or share, shown once as only its hash is kept (a new
 * one replaces it), and an invite by username that reaches the player's notifications.
 */
export function PartyInvitePanel({ party }: { party: Pick<Party, 'id' | 'name'> }) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const status = useInviteLinkStatus(party.id);
  const create = useCreateInviteLink();
  const revoke = useRevokeInviteLink();
  const [link, setLink] = useState<InviteLink | null>(null);
  const date = (iso: string) =>
    new Intl.DateTimeFormat(i18n.resolvedLanguage ?? 'en', { dateStyle: 'medium' }).format(new Date(iso));
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  const makeLink = () =>
    create.mutate(undefined, {
      onSuccess: setLink,
      onError: (error) =>
        toast({
          title: t('partyInvites.failed'),
          description: partyInviteErrorText(t, error, 'link'),
          variant: 'destructive',
        }),
    });
  const withdraw = () =>
    revoke.mutate(undefined, {
      onSuccess: () => {
        setLink(null);
        toast({ title: t('partyInvites.revoked'), variant: 'success' });
      },
    });
  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: t('partyInvites.copied'), variant: 'success' });
    } catch {
      toast({ title: t('partyInvites.copyFailed'), variant: 'destructive' });
    }
  };
  const share = (url: string) =>
    navigator.share({ title: t('partyInvites.shareTitle', { name: party.name }), url }).catch(() => {
      // Closed by the player, or refused: nothing to tell.
    });

  const openUntil = status.data?.active ? status.data.expiresAt : null;
  return (
    <section
      aria-labelledby={headingId}
      lang={i18n.resolvedLanguage}
      className="flex flex-col gap-3 rounded-xl bg-night-900/60 p-4"
    >
      <div className="flex items-start gap-2">
        <UserPlus className="mt-0.5 size-5 shrink-0 text-gold-300" aria-hidden />
        <div className="min-w-0">
          <h3 id={headingId} className="font-semibold text-ink">
            {t('partyInvites.title')}
          </h3>
          <p className="text-sm text-mist">{t('partyInvites.intro')}</p>
        </div>
      </div>
      {link ? (
        <div className="flex flex-col gap-2">
          <label className="flex flex-col gap-1.5 text-sm font-medium text-ink">
            {t('partyInvites.linkLabel')}
            <input
              readOnly
              value={inviteUrl(link.token)}
              className={inputClasses}
              data-testid="invite-link"
              onFocus={(event) => event.currentTarget.select()}
            />
          </label>
          <p className="text-xs text-haze">
            {t('partyInvites.linkShownOnce', { date: date(link.expiresAt) })}
          </p>
          <div className="flex flex-wrap gap-2">
            <Button size="sm" onClick={() => void copy(inviteUrl(link.token))}>
              <Copy className="size-4" aria-hidden />
              {t('partyInvites.copy')}
            </Button>
            {canShare ? (
              <Button size="sm" variant="secondary" onClick={() => void share(inviteUrl(link.token))}>
                <Share2 className="size-4" aria-hidden />
                {t('partyInvites.share')}
              </Button>
            ) : null}
            <Button size="sm" variant="secondary" disabled={revoke.isPending} onClick={withdraw}>
              <Trash2 className="size-4" aria-hidden />
              {t('partyInvites.revoke')}
            </Button>
          </div>
        </div>
      ) : openUntil ? (
        <div className="flex flex-col gap-2">
          <p className="text-sm text-mist">{t('partyInvites.linkActiveUntil', { date: date(openUntil) })}</p>
          <div className="flex flex-wrap gap-2">
            <Button size="sm" disabled={create.isPending} onClick={makeLink}>
              <Link2 className="size-4" aria-hidden />
              {t('partyInvites.newLink')}
            </Button>
            <Button size="sm" variant="secondary" disabled={revoke.isPending} onClick={withdraw}>
              <Trash2 className="size-4" aria-hidden />
              {t('partyInvites.revoke')}
            </Button>
          </div>
        </div>
      ) : (
        <Button size="sm" className="self-start" disabled={create.isPending} onClick={makeLink}>
          <Link2 className="size-4" aria-hidden />
          {t('partyInvites.createLink')}
        </Button>
      )}
      <InviteByUsername />
    </section>
  );
}

function InviteByUsername() {
  const { t } = useTranslation();
  const invite = useInvitePlayer();
  const [username, setUsername] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const name = username.trim();
    if (!name) return;
    invite.mutate(name, {
      onSuccess: (sent) => {
        setError(undefined);
        setUsername('');
        toast({
          title: t(sent.alreadyInvited ? 'partyInvites.alreadyInvited' : 'partyInvites.inviteSent', {
            username: sent.username,
          }),
          variant: 'success',
        });
      },
      onError: (err) => setError(partyInviteErrorText(t, err, 'invite') ?? t('partyInvites.failed')),
    });
  };
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-2">
      <TextField
        label={t('partyInvites.usernameLabel')}
        name="inviteUsername"
        value={username}
        onChange={(event) => {
          setUsername(event.target.value);
          setError(undefined);
        }}
        placeholder={t('partyInvites.usernamePlaceholder')}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        error={error}
      />
      <Button
        type="submit"
        size="sm"
        className="self-start"
        disabled={!username.trim() || invite.isPending}
        aria-busy={invite.isPending || undefined}
      >
        <Send className="size-4" aria-hidden />
        {t('partyInvites.sendInvite')}
      </Button>
    </form>
  );
}
