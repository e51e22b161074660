import type { ClanDetail } from '@protocol/api/clans.ts';
import { Crown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { AvatarLetter } from '@/components/avatar-letter.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { cn } from '@/lib/cn.ts';
import { formatDate } from '@/lib/dates.ts';
import { formatNumber } from '@/lib/format.ts';

/** The clan's members, longest-standing first: name, level, role (the leader wears the crown). */
export function ClanMembers({ clan, userId }: { clan: ClanDetail; userId: string }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  return (
    <Card aria-labelledby="clan-members-title">
      <CardHeader>
        <CardTitle id="clan-members-title" className="text-lg sm:text-xl">
          {t('clans.membersTitle')}{' '}
          <span className="text-base font-normal text-haze tabular-nums">
            {t('clans.membersCount', {
              current: formatNumber(clan.members.length),
              max: formatNumber(clan.maxMembers),
            })}
          </span>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ul aria-label={t('clans.membersTitle')} className="flex flex-col gap-2">
          {clan.members.map((member) => (
            <li
              key={member.id}
              className={cn(
                'flex items-center gap-3 rounded-xl px-3 py-2',
                member.id === userId ? 'bg-gold-400/10' : 'bg-night-900/60',
              )}
            >
              <AvatarLetter username={member.username} className="size-9 text-base" />
              <div className="min-w-0 flex-1">
                <p className="flex min-w-0 items-center gap-1.5 font-semibold text-ink">
                  <span className="truncate">{member.username}</span>
                  {member.id === userId ? (
                    <span className="shrink-0 text-xs font-normal text-haze">({t('clans.you')})</span>
                  ) : null}
                  {member.isLeader ? <Crown className="size-4 shrink-0 text-gold-300" aria-hidden /> : null}
                </p>
                <p className="text-xs text-haze">
                  <span className={member.isLeader ? 'font-semibold text-gold-200' : undefined}>
                    {member.isLeader ? t('clans.leader') : t('clans.member')}
                  </span>
                  {' · '}
                  {t('clans.levelShort', { level: formatNumber(member.level) })}
                  {member.joinedAt
                    ? ` · ${t('clans.memberSince', { date: formatDate(member.joinedAt, language) })}`
                    : null}
                </p>
              </div>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
