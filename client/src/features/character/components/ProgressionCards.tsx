import type { User } from '@protocol/api/user.ts';
import { TEAM_LEADER_HIT_BONUS } from '@protocol/rules/combat.ts';
import {
  ABILITY_UNLOCK_LEVELS,
  type AbilityId,
  bonusPercent,
  CLASS_TITLES,
  classTitleForLevel,
  PRODUCTIVITY_GOLD,
} from '@protocol/rules/progression.ts';
import { Award, Crown, Flame, Lock, Rocket, ShieldCheck, Sparkles, Trophy, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { StatTile } from '@/components/stat-tile.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { useClassTitleText } from '@/lib/class-title.ts';
import { cn } from '@/lib/cn.ts';
import { formatNumber } from '@/lib/format.ts';

/** Level, what is left to the next one, points and streaks. */
export function CharacterProgressionCard({ user }: { user: User }) {
  const { t } = useTranslation();
  const remaining = Math.max(0, user.experienceToNext - user.experience);
  const figures = [
    {
      icon: Trophy,
      tone: 'text-gold-300',
      label: t('character.progression.totalPoints'),
      value: formatNumber(user.totalPoints),
    },
    {
      icon: Flame,
      tone: 'text-ember-300',
      label: t('character.progression.currentStreak'),
      value: t('common.days', { count: user.currentStreak }),
    },
    {
      icon: Award,
      tone: 'text-arcane-300',
      label: t('character.progression.bestStreak'),
      value: t('common.days', { count: user.streak }),
    },
  ];
  return (
    <Card aria-labelledby="progression-title">
      <CardHeader>
        <CardTitle id="progression-title">{t('character.progression.title')}</CardTitle>
        <p className="text-sm text-mist">
          {t('character.level', { level: user.level })} ·{' '}
          {t('character.progression.xpToNext', { remaining: formatNumber(remaining), next: user.level + 1 })}
        </p>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-1 gap-2 sm:grid-cols-3">
          {figures.map(({ icon, tone, label, value }) => (
            <StatTile key={label} icon={icon} tone={tone} label={label} value={value} />
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}

/** The six titles, five levels each; the player's own is marked, with the levels to the next. */
export function ClassProgressionCard({ user }: { user: User }) {
  const { t } = useTranslation();
  const titleText = useClassTitleText();
  const current = classTitleForLevel(user.level);
  const index = CLASS_TITLES.findIndex((step) => step.title === current);
  const next = CLASS_TITLES[index + 1];
  const toNext = next ? (CLASS_TITLES[index]?.upToLevel ?? 0) + 1 - user.level : 0;
  return (
    <Card aria-labelledby="class-title">
      <CardHeader>
        <CardTitle id="class-title">{t('character.classes.title')}</CardTitle>
        <p className="text-sm text-mist">
          {next
            ? t('character.classes.next', { count: toNext, title: titleText(next.title) })
            : t('character.classes.top')}
        </p>
      </CardHeader>
      <CardContent>
        <ol className="flex flex-col gap-2">
          {CLASS_TITLES.map((step, position) => {
            const from = position === 0 ? 1 : (CLASS_TITLES[position - 1]?.upToLevel ?? 0) + 1;
            const last = position === CLASS_TITLES.length - 1;
            const isCurrent = step.title === current;
            const reached = position <= index;
            return (
              <li
                key={step.title}
                aria-current={isCurrent ? 'step' : undefined}
                className={cn(
                  'flex min-w-0 items-center gap-3 rounded-xl border px-3 py-2',
                  isCurrent ? 'border-gold-400/60 bg-gold-400/10' : 'border-night-600 bg-night-900/60',
                )}
              >
                <Crown
                  className={cn('size-4 shrink-0', reached ? 'text-gold-300' : 'text-haze opacity-50')}
                  aria-hidden
                />
                <span className="flex min-w-0 flex-1 flex-col sm:flex-row sm:items-baseline sm:justify-between sm:gap-3">
                  <span className={cn('font-semibold', reached ? 'text-ink' : 'text-mist')}>
                    {titleText(step.title)}
                  </span>
                  <span className="text-xs text-haze tabular-nums">
                    {last
                      ? t('character.classes.rangeOpen', { from })
                      : t('character.classes.range', { from, to: step.upToLevel })}
                  </span>
                </span>
                {isCurrent ? <Badge tone="gold">{t('character.classes.current')}</Badge> : null}
              </li>
            );
          })}
        </ol>
      </CardContent>
    </Card>
  );
}

/** Each ability's look and what it does (DESIGN 11), its numbers from the rules the server applies. */
const ABILITY_LOOK = {
  'focus-shield': { key: 'focusShield', icon: ShieldCheck, percent: 0 },
  'productivity-boost': { key: 'productivityBoost', icon: Rocket, percent: bonusPercent(PRODUCTIVITY_GOLD) },
  'double-xp': { key: 'doubleXp', icon: Sparkles, percent: 0 },
  'team-leader': { key: 'teamLeader', icon: Users, percent: bonusPercent(TEAM_LEADER_HIT_BONUS) },
} as const satisfies Record<AbilityId, unknown>;

/** The four abilities: what each does, and the level that unlocks it. */
export function AbilitiesCard({ user }: { user: User }) {
  const { t } = useTranslation();
  return (
    <Card aria-labelledby="abilities-title">
      <CardHeader>
        <CardTitle id="abilities-title">{t('character.abilities.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2">
          {ABILITY_UNLOCK_LEVELS.map((ability) => {
            const { key, icon: Icon, percent } = ABILITY_LOOK[ability.id];
            const unlocked = user.level >= ability.level;
            return (
              <li
                key={ability.id}
                className={cn(
                  'flex min-w-0 items-center gap-3 rounded-xl border p-3',
                  unlocked ? 'border-verdant-400/40 bg-verdant-900/30' : 'border-night-600 bg-night-900/60',
                )}
              >
                <span
                  className={cn(
                    'flex size-10 shrink-0 items-center justify-center rounded-lg bg-night-700',
                    unlocked ? 'text-verdant-300' : 'text-haze',
                  )}
                >
                  {unlocked ? (
                    <Icon className="size-5" aria-hidden />
                  ) : (
                    <Lock className="size-5" aria-hidden />
                  )}
                </span>
                <div className="min-w-0">
                  <p className={cn('font-semibold break-words', unlocked ? 'text-ink' : 'text-mist')}>
                    {t(`character.abilities.names.${key}`)}
                  </p>
                  <p className="text-sm break-words text-mist">
                    {t(`character.abilities.effects.${key}`, { percent })}
                  </p>
                  <p className="text-xs text-haze">
                    {unlocked
                      ? t('character.abilities.unlocked')
                      : t('character.abilities.unlocksAt', { level: ability.level })}
                  </p>
                </div>
              </li>
            );
          })}
        </ul>
      </CardContent>
    </Card>
  );
}
