import type { BossHit } from '@protocol/api/boss.ts';
import { Swords } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { useBossText } from '@/i18n/boss-screen/boss-text.ts';
import { cn } from '@/lib/cn.ts';

/** How many of the boss's latest hits the log lists. */
const SHOWN_HITS = 10;

/**
 * The battle log: 'Mira hit for 42', newest first, from the boss's recent hits, which every
 * `boss:update` refreshes. A polite log region: new lines are read out without interrupting.
 */
export function HitFeed({
  hits,
  userId,
  className,
}: {
  hits: BossHit[];
  userId: string;
  className?: string;
}) {
  const { t, number, language } = useBossText();
  const time = new Intl.DateTimeFormat(language, { hour: '2-digit', minute: '2-digit' });
  return (
    <Card aria-labelledby="battle-log-title" className={className}>
      <CardHeader>
        <CardTitle id="battle-log-title" className="text-lg sm:text-xl">
          {t('feedTitle')}
        </CardTitle>
      </CardHeader>
      <CardContent>
        {/* The log region wraps the list: a list given role=log is no list any more for its items. */}
        <div role="log" aria-labelledby="battle-log-title">
          <ol className="flex flex-col gap-2">
            {hits.length === 0 ? (
              <li className="text-sm text-mist">{t('feedEmpty')}</li>
            ) : (
              hits.slice(0, SHOWN_HITS).map((hit) => (
                <li
                  key={`${hit.userId}-${hit.createdAt}-${hit.damage}`}
                  className={cn(
                    'flex items-center gap-3 rounded-lg px-3 py-2 text-sm',
                    hit.userId === userId ? 'bg-gold-400/10' : 'bg-night-900/60',
                  )}
                >
                  <Swords className="size-4 shrink-0 text-ember-300" aria-hidden />
                  <span className="min-w-0 flex-1 text-ink [overflow-wrap:anywhere]">
                    {t('hitFor', { name: hit.username, damage: number(hit.damage) })}
                  </span>
                  <time dateTime={hit.createdAt} className="shrink-0 text-xs text-haze tabular-nums">
                    {time.format(new Date(hit.createdAt))}
                  </time>
                </li>
              ))
            )}
          </ol>
        </div>
      </CardContent>
    </Card>
  );
}
