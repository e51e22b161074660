import type { Party, PartyMember } from '@protocol/api/parties.ts';
import { Crown, LogOut, Moon, Timer, Users } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useBossText } from '@/i18n/boss-screen/boss-text.ts';
import { cn } from '@/lib/cn.ts';
import { avatarLetter } from '@/lib/current-user.ts';
import { useConnectionStatus } from '@/lib/socket.ts';
import { PartyInvitePanel } from './PartyInvitePanel.tsx';

/** Avatar colours by name; anything else gets the violet default. */
const AVATAR_TONES: Record<string, string> = {
  blue: 'from-sky-500 to-night-600',
  red: 'from-ember-400 to-night-600',
  green: 'from-verdant-400 to-night-600',
  purple: 'from-arcane-500 to-night-600',
  gold: 'from-gold-500 to-night-600',
  yellow: 'from-gold-400 to-night-600',
  orange: 'from-orange-500 to-night-600',
  pink: 'from-pink-500 to-night-600',
  teal: 'from-teal-500 to-night-600',
};

/** Focus together (DESIGN 9): start a session of one's own beside a member who is focusing. */
export interface FocusTogether {
  /** The player has a session open already (no button then). */
  focusing: boolean;
  pending: boolean;
  onStart: (member: PartyMember) => void;
}

interface PartyCardProps {
  party: Party;
  userId: string;
  leaving: boolean;
  onLeave: () => void;
  focusTogether?: FocusTogether;
  className?: string;
}

/**
 * The party: its name, members (current/max) with level, presence, rest mode and who is focusing
 * until when (never on what), Focus together, Invite friends, and Leave Party.
 */
export function PartyCard({ party, userId, leaving, onLeave, focusTogether, className }: PartyCardProps) {
  const { t, number, language } = useBossText();
  const [confirming, setConfirming] = useState(false);
  // The server counts a member online once its socket has joined the party's room; for the player
  // themself this page's own connection is the better witness.
  const connected = useConnectionStatus() === 'connected';
  const isOnline = (member: PartyMember) => (member.id === userId ? connected : member.online);
  return (
    <Card aria-labelledby="party-name" className={cn('flex flex-col gap-4 p-5 sm:p-6', className)}>
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-arcane-500/15 text-arcane-300 ring-1 ring-arcane-400/30">
          <Users className="size-5" aria-hidden />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id="party-name" className="text-xl font-semibold [overflow-wrap:anywhere] text-ink">
            {party.name}
          </h2>
          <p className="text-sm text-mist">
            {t('members')}{' '}
            <span className="font-semibold text-ink tabular-nums">
              {t('membersCount', { current: number(party.members.length), max: number(party.maxMembers) })}
            </span>
          </p>
        </div>
      </div>
      <ul className="flex flex-col gap-2" aria-label={t('members')}>
        {party.members.map((member) => (
          <li key={member.id} className="flex items-center gap-3 rounded-xl bg-night-900/60 px-3 py-2">
            <span
              aria-hidden
              className={cn(
                'flex size-9 shrink-0 items-center justify-center rounded-full bg-gradient-to-br font-display font-semibold text-gold-200 ring-1 ring-gold-400/50',
                AVATAR_TONES[member.avatarColor] ?? AVATAR_TONES.purple,
              )}
            >
              {avatarLetter(member.username)}
            </span>
            <div className="min-w-0 flex-1">
              <p className="flex min-w-0 items-center gap-1.5 font-semibold text-ink">
                <span className="truncate">{member.username}</span>
                {member.id === userId ? (
                  <span className="shrink-0 text-xs font-normal text-haze">({t('you')})</span>
                ) : null}
                {member.isLeader ? (
                  <Crown className="size-4 shrink-0 text-gold-300" aria-label={t('leader')} role="img" />
                ) : null}
              </p>
              <p className="flex items-center gap-1.5 text-xs text-haze">
                {t('levelShort', { level: number(member.level) })}
                {member.resting ? (
                  <span
                    title={t('restingTitle')}
                    className="inline-flex items-center gap-1 rounded-full bg-arcane-500/15 px-2 py-0.5 text-arcane-300"
                  >
                    <Moon className="size-3" aria-hidden />
                    {t('resting')}
                  </span>
                ) : null}
              </p>
              <MemberFocus member={member} language={language} />
              {focusTogether &&
              member.id !== userId &&
              member.focus?.status === 'running' &&
              !focusTogether.focusing ? (
                <Button
                  size="sm"
                  variant="secondary"
                  className="mt-2"
                  disabled={focusTogether.pending}
                  aria-label={t('focusTogetherLabel', { name: member.username })}
                  onClick={() => focusTogether.onStart(member)}
                >
                  <Timer className="size-4" aria-hidden />
                  {t('focusTogether')}
                </Button>
              ) : null}
            </div>
            <span
              role="img"
              aria-label={isOnline(member) ? t('online') : t('offline')}
              title={isOnline(member) ? t('online') : t('offline')}
              className={cn(
                'size-2.5 shrink-0 rounded-full transition-colors duration-700',
                isOnline(member) ? 'bg-verdant-400' : 'bg-night-500',
              )}
            />
          </li>
        ))}
      </ul>
      <PartyInvitePanel party={party} />
      <Button variant="secondary" disabled={leaving} onClick={() => setConfirming(true)}>
        {leaving ? <Spinner className="size-4" /> : <LogOut className="size-4" aria-hidden />}
        {t('leaveParty')}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('leaveConfirmTitle', { name: party.name })}
        description={t('leaveConfirmText')}
        confirmLabel={t('leaveParty')}
        cancelLabel={t('cancel')}
        onConfirm={onLeave}
        destructive
      />
    </Card>
  );
}

/** 'Focusing until 14:30' (the member's own end, in this screen's language) or 'Focus paused'. */
function MemberFocus({ member, language }: { member: PartyMember; language: string }) {
  const { t } = useBossText();
  if (!member.focus) return null;
  const endsAt = member.focus.endsAt;
  const label =
    member.focus.status === 'paused' || !endsAt
      ? t('focusPaused')
      : t('focusingUntil', {
          time: new Intl.DateTimeFormat(language, { hour: 'numeric', minute: '2-digit' }).format(
            new Date(endsAt),
          ),
        });
  return (
    <p
      data-testid="member-focus"
      className={cn(
        'mt-0.5 inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs',
        member.focus.status === 'paused'
          ? 'bg-arcane-500/15 text-arcane-300'
          : 'bg-verdant-400/10 text-verdant-300',
      )}
    >
      <Timer className="size-3" aria-hidden />
      {label}
    </p>
  );
}
