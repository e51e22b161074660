import { COMPANION_HIT_BONUS, LOW_HEALTH_SHARE, TEAM_LEADER_HIT_BONUS } from '@protocol/rules/combat.ts';
import { ABILITY_UNLOCK_LEVELS, bonusPercent } from '@protocol/rules/progression.ts';
import { ChevronRight, Swords } from 'lucide-react';
import { useBossText } from '@/i18n/boss-screen/boss-text.ts';
import { cn } from '@/lib/cn.ts';

const TEAM_LEADER_LEVEL = ABILITY_UNLOCK_LEVELS.find((a) => a.id === 'team-leader')?.level ?? 20;

/**
 * 'Your Power': one plain sentence, and under 'How it works' the base of every hit
 * (floor(power x the quest's multiplier x the hit's factors)) with the factors DESIGN 11 adds,
 * their numbers from the rules the server applies.
 */
export function PowerCard({ power, className }: { power: number; className?: string | undefined }) {
  const { t, number } = useBossText();
  return (
    <div
      className={cn(
        'flex min-w-0 items-center gap-3 rounded-2xl border border-gold-400/30 bg-gold-400/10 px-4 py-2.5',
        className,
      )}
    >
      <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-gold-400/15 text-gold-300 ring-1 ring-gold-400/30">
        <Swords className="size-5" aria-hidden />
      </span>
      <div className="min-w-0">
        <p className="text-xs font-semibold tracking-wide text-gold-200 uppercase">{t('yourPower')}</p>
        <p className="font-display text-2xl leading-tight font-semibold text-ink tabular-nums">
          {number(power)}
        </p>
        <p className="text-sm text-mist">{t('powerPlain')}</p>
        {/* The arithmetic is there for whoever wants it, folded away from the one plain sentence. */}
        <details className="group mt-1 text-xs text-haze">
          <summary className="inline-flex min-h-6 cursor-pointer items-center gap-1 rounded font-semibold text-gold-200 hover:text-gold-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-400">
            <ChevronRight className="size-3.5 transition-transform group-open:rotate-90" aria-hidden />
            {t('howItWorks')}
          </summary>
          <p className="mt-1">
            {t('powerHint', {
              companion: bonusPercent(COMPANION_HIT_BONUS),
              leader: bonusPercent(TEAM_LEADER_HIT_BONUS),
              leaderLevel: TEAM_LEADER_LEVEL,
              low: Math.round(LOW_HEALTH_SHARE * 100),
            })}
          </p>
        </details>
      </div>
    </div>
  );
}
