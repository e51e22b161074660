import type { Companion } from '@protocol/api/companions.ts';
import { COMPANION_HIT_BONUS } from '@protocol/rules/combat.ts';
import { levelProgressPercent } from '@protocol/rules/progress.ts';
import { bonusPercent, COMPANION_XP_BONUS } from '@protocol/rules/progression.ts';
import { Cookie, Heart, Star, Utensils } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ItemIcon } from '@/components/item-icon.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Progress } from '@/components/ui/progress.tsx';
import { useActivateCompanion } from '@/shared/economy/activate-companion.ts';
import { useFeedCompanion } from '../api/feed-companion.ts';

export const FEED_GOLD_COST = 10;

interface CompanionCardProps {
  companion: Companion;
  gold: number;
  hasTreat: boolean;
  /** The companion's name in the UI language. */
  name: string;
  /** Its picture: the catalogue's icon of the pet it came from (a paw when unknown). */
  icon: string | null;
}

/**
 * One companion: level, XP toward the next level, happiness, what it does while active, activate
 * and feed. Every companion helps the same way (DESIGN 11), so the card lists that help with its
 * numbers instead of ability names that would promise effects the game does not apply.
 */
export function CompanionCard({ companion, gold, hasTreat, name, icon }: CompanionCardProps) {
  const { t } = useTranslation();
  const activate = useActivateCompanion();
  const feed = useFeedCompanion();
  return (
    <article
      aria-label={name}
      className="flex min-w-0 flex-col gap-4 rounded-2xl border border-night-600/70 bg-night-800/80 p-4 shadow-glow sm:p-5"
    >
      <div className="flex min-w-0 flex-wrap items-center justify-between gap-2">
        <div className="flex min-w-0 items-center gap-3">
          <ItemIcon name={icon ?? 'paw-print'} />
          <h3 className="min-w-0 text-lg font-semibold break-words text-ink">{name}</h3>
        </div>
        <div className="flex flex-wrap gap-1.5">
          <Badge tone="arcane">{t('companions.level', { level: companion.level })}</Badge>
          {companion.isActive ? <Badge tone="success">{t('companions.active')}</Badge> : null}
        </div>
      </div>
      <div className="flex flex-col gap-1.5">
        <div className="flex flex-wrap justify-between gap-2 text-sm">
          <span className="flex items-center gap-1.5 text-mist">
            <Star className="size-4 text-gold-300" aria-hidden />
            {t('companions.experience')}
          </span>
          <span className="text-ink tabular-nums">
            {t('companions.xpProgress', { current: companion.experience, total: companion.experienceToNext })}
          </span>
        </div>
        <Progress
          value={levelProgressPercent(companion.experience, companion.experienceToNext)}
          label={t('companions.experience')}
        />
      </div>
      <div className="flex flex-col gap-1.5">
        <div className="flex flex-wrap justify-between gap-2 text-sm">
          <span className="flex items-center gap-1.5 text-mist">
            <Heart className="size-4 text-ember-300" aria-hidden />
            {t('companions.happiness')}
          </span>
          <span className="text-ink tabular-nums">
            {t('companions.happinessValue', { value: companion.happiness })}
          </span>
        </div>
        <Progress value={companion.happiness} label={t('companions.happiness')} tone="ember" />
      </div>
      <div>
        <h4 className="text-xs font-medium tracking-wide text-haze uppercase">
          {t('companions.whileActive')}
        </h4>
        <ul className="mt-1.5 flex flex-wrap gap-1.5">
          {[
            t('companions.help.xp', { percent: bonusPercent(COMPANION_XP_BONUS) }),
            t('companions.help.hits', { percent: bonusPercent(COMPANION_HIT_BONUS) }),
            t('companions.help.strike'),
          ].map((help) => (
            <li
              key={help}
              className="rounded-lg bg-night-950/60 px-2 py-1 text-xs font-medium text-arcane-300 ring-1 ring-night-600"
            >
              {help}
            </li>
          ))}
        </ul>
      </div>
      <div className="mt-auto flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <Button
          size="sm"
          variant={companion.isActive ? 'secondary' : 'primary'}
          disabled={activate.isPending}
          aria-label={t(companion.isActive ? 'companions.deactivateLabel' : 'companions.activateLabel', {
            name,
          })}
          onClick={() => activate.mutate(companion.id)}
        >
          {t(companion.isActive ? 'companions.deactivate' : 'companions.activate')}
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={feed.isPending || gold < FEED_GOLD_COST}
          aria-label={t('companions.feedLabel', { name })}
          onClick={() => feed.mutate({ id: companion.id, with: 'gold' })}
        >
          <Utensils className="size-4" aria-hidden />
          {t('companions.feed')}
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={feed.isPending || !hasTreat}
          title={hasTreat ? undefined : t('companions.noTreat')}
          aria-label={t('companions.feedTreatLabel', { name })}
          onClick={() => feed.mutate({ id: companion.id, with: 'treat' })}
        >
          <Cookie className="size-4" aria-hidden />
          {t('companions.feedTreat')}
        </Button>
      </div>
    </article>
  );
}
