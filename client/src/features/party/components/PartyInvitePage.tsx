import type { User } from '@protocol/api/user.ts';
import { Crown, Users } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { LoadingBlock } from '@/components/load-state.tsx';
import { Button, buttonClasses } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { Notice } from '@/components/ui/notice.tsx';
import { toast } from '@/components/ui/toast.tsx';
import { useCurrentUser } from '@/lib/current-user.ts';
import { partyInviteErrorText } from '@/lib/party-invite-errors.ts';
import { forgetPendingInvite, rememberPendingInvite } from '@/lib/pending-invite.ts';
import { useInvitePreview, useJoinByLink } from '../api/invites.ts';

/**
 * /parties/join/:token, the page an invite link opens: the party's name, leader and size, with
 * Join and Not now. A visitor signs in or registers first and is brought back here.
 */
export function PartyInvitePage() {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  const { token = '' } = useParams();
  return (
    <div className="mx-auto flex w-full max-w-lg flex-col gap-6 px-4 py-8 sm:px-6 sm:py-12">
      <title>{`${t('partyInvites.pageTitle')} · ${t('app.name')}`}</title>
      <h1 className="font-display text-2xl font-semibold text-ink sm:text-3xl">
        {t('partyInvites.pageTitle')}
      </h1>
      {user ? <InviteForPlayer token={token} user={user} /> : <SignInFirst />}
    </div>
  );
}

function SignInFirst() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  useEffect(() => rememberPendingInvite(pathname), [pathname]);
  return (
    <Card className="flex flex-col gap-4 p-5 sm:p-6">
      <p className="text-mist">{t('partyInvites.signInFirst')}</p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Link to="/login" className={buttonClasses()}>
          {t('partyInvites.signIn')}
        </Link>
        <Link to="/register" className={buttonClasses('secondary')}>
          {t('partyInvites.register')}
        </Link>
      </div>
    </Card>
  );
}

function InviteForPlayer({ token, user }: { token: string; user: User }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const preview = useInvitePreview(token);
  const join = useJoinByLink(token);
  // Signed in now: the link has brought the player back, it need not do so again.
  useEffect(() => forgetPendingInvite(), []);

  const onJoin = () =>
    join.mutate(undefined, {
      onSuccess: (party) => {
        toast({ title: t('partyInvites.joined', { name: party.name }), variant: 'success' });
        void navigate('/boss-fight');
      },
    });

  let body: ReactNode;
  if (preview.data) {
    const party = preview.data;
    const member = user.partyId === party.partyId;
    body = (
      <Card aria-labelledby="invite-party-name" className="flex flex-col gap-4 p-5 sm:p-6">
        <p className="text-sm text-mist">{t('partyInvites.invitedTo')}</p>
        <div className="flex items-start gap-3">
          <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-arcane-500/15 text-arcane-300 ring-1 ring-arcane-400/30">
            <Users className="size-5" aria-hidden />
          </span>
          <div className="min-w-0">
            <h2 id="invite-party-name" className="text-xl font-semibold [overflow-wrap:anywhere] text-ink">
              {party.name}
            </h2>
            {party.leaderName ? (
              <p className="flex items-center gap-1.5 text-sm text-mist">
                <Crown className="size-4 text-gold-300" aria-hidden />
                {t('partyInvites.leader', { name: party.leaderName })}
              </p>
            ) : null}
            <p className="text-sm text-mist tabular-nums">
              {t('partyInvites.members', { current: party.memberCount, max: party.maxMembers })}
            </p>
          </div>
        </div>
        {join.isError ? (
          <Notice tone="warning" title={t('partyInvites.joinFailed')}>
            {partyInviteErrorText(t, join.error, 'link')}
          </Notice>
        ) : null}
        {member ? (
          <Link to="/boss-fight" className={buttonClasses()}>
            {t('partyInvites.toParty')}
          </Link>
        ) : (
          <div className="flex flex-col gap-2 sm:flex-row">
            <Button onClick={onJoin} disabled={join.isPending} aria-busy={join.isPending || undefined}>
              {t('partyInvites.join')}
            </Button>
            <Link to="/" className={buttonClasses('secondary')}>
              {t('partyInvites.notNow')}
            </Link>
          </div>
        )}
      </Card>
    );
  } else if (preview.isError) {
    body = (
      <Notice tone="warning" title={t('partyInvites.joinFailed')}>
        {partyInviteErrorText(t, preview.error, 'link')}
      </Notice>
    );
  } else {
    body = <LoadingBlock />;
  }
  return body;
}
