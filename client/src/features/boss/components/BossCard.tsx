import type { Boss } from '@protocol/api/boss.ts';
import type { BossLanguage } from '@protocol/rules/languages.ts';
import { Coins, Skull, Sparkles } from 'lucide-react';
import { Badge } from '@/components/ui/badge.tsx';
import { Card } from '@/components/ui/card.tsx';
import { useBossText } from '@/i18n/boss-screen/boss-text.ts';
import { cn } from '@/lib/cn.ts';
import { HealthBar } from './HealthBar.tsx';

/** The boss's name and description in the screen's language (English when a translation is missing). */
export function bossText(boss: Boss, language: BossLanguage): { name: string; description: string } {
  return boss.translations[language] ?? { name: boss.name, description: boss.description };
}

/** The current boss: name, description, level (or Defeated), live health and the rewards per member. */
export function BossCard({ boss }: { boss: Boss }) {
  const { t, number, language } = useBossText();
  const { name, description } = bossText(boss, language);
  return (
    <Card aria-labelledby="boss-name" className={cn('overflow-hidden', boss.defeated && 'opacity-90')}>
      <div className="flex flex-col gap-4 p-5 sm:p-6">
        <div className="flex items-center gap-4">
          <span
            aria-hidden
            className={cn(
              'flex size-14 shrink-0 items-center justify-center rounded-2xl ring-1 sm:size-16',
              boss.defeated
                ? 'bg-night-700 text-haze ring-night-500'
                : 'bg-gradient-to-br from-ember-900 to-night-700 text-ember-300 ring-ember-400/40',
            )}
          >
            <Skull className="size-7 sm:size-8" />
          </span>
          <div className="flex min-w-0 flex-1 flex-wrap items-center justify-between gap-x-3 gap-y-1.5">
            <h2 id="boss-name" className="min-w-0 text-xl font-semibold text-ink sm:text-2xl">
              {name}
            </h2>
            {boss.defeated ? (
              <Badge tone="neutral">{t('defeated')}</Badge>
            ) : (
              <Badge tone="arcane">{t('bossLevel', { level: number(boss.level) })}</Badge>
            )}
          </div>
        </div>
        <p className="text-sm text-mist">{description}</p>
        <HealthBar current={boss.currentHealth} max={boss.maxHealth} bossName={name} />
        <dl className="grid grid-cols-2 gap-3">
          <div className="rounded-xl border border-night-600 bg-night-900/60 px-3 py-2">
            <dt className="flex items-center gap-1.5 text-xs font-semibold text-haze">
              <Sparkles className="size-3.5 shrink-0 text-arcane-300" aria-hidden />
              {t('xpReward')}
            </dt>
            <dd className="font-semibold text-arcane-300 tabular-nums">
              {t('xpAmount', { amount: number(boss.xpReward) })}
            </dd>
          </div>
          <div className="rounded-xl border border-night-600 bg-night-900/60 px-3 py-2">
            <dt className="flex items-center gap-1.5 text-xs font-semibold text-haze">
              <Coins className="size-3.5 shrink-0 text-gold-300" aria-hidden />
              {t('coinReward')}
            </dt>
            <dd className="font-semibold text-gold-300 tabular-nums">
              {t('coinAmount', { amount: number(boss.coinReward) })}
            </dd>
          </div>
        </dl>
      </div>
    </Card>
  );
}
