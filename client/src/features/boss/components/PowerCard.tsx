import { Swords } from 'lucide-react';
import {
  COMPANION_HIT_BONUS,
  LOW_HEALTH_SHARE,
  TEAM_LEADER_HIT_BONUS,
} from '../../../../../protocol/rules/combat.ts';
import { ABILITY_UNLOCK_LEVELS, bonusPercent } from '../../../../../protocol/rules/progression.ts';
import { useBossText } from '../../../i18n/boss-screen/boss-text.ts';

const TEAM_LEADER_LEVEL = ABILITY_UNLOCK_LEVELS.find((a) => a.id === 'team-leader')?.level ?? 20;

/**
 * 'Your Power': the base of every hit (floor(power x the quest's multiplier x the hit's factors)),
 * with the factors DESIGN 11 adds, their numbers from the rules the server applies.
 */
export function PowerCard({ power }: { power: number }) {
  const { t, number } = useBossText();
  return (
    <div className="flex min-w-0 items-center gap-3 rounded-2xl border border-gold-400/30 bg-gold-400/10 px-4 py-2.5">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-gold-400/15 text-gold-300 ring-1 ring-gold-400/30">
        <Swords className="size-5" aria-hidden />
      </span>
      <div className="min-w-0">
        <p className="text-xs font-semibold tracking-wide text-gold-200 uppercase">{t('yourPower')}</p>
        <p className="font-display text-2xl leading-tight font-semibold text-ink tabular-nums">
          {number(power)}
        </p>
        <p className="text-xs text-haze">
          {t('powerHint', {
            companion: bonusPercent(COMPANION_HIT_BONUS),
            leader: bonusPercent(TEAM_LEADER_HIT_BONUS),
            leaderLevel: TEAM_LEADER_LEVEL,
            low: Math.round(LOW_HEALTH_SHARE * 100),
          })}
        </p>
      </div>
    </div>
  );
}
