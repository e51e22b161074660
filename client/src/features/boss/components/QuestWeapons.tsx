import type { Quest } from '@protocol/api/quests.ts';
import { bossDamage as questDamage } from '@protocol/rules/combat.ts';
import { ScrollText, Swords } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button, buttonClasses } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { useBossText } from '@/i18n/boss-screen/boss-text.ts';
import type { BossTextKey } from '@/i18n/boss-screen/en.ts';
import { cn } from '@/lib/cn.ts';

const DIFFICULTY: Record<Quest['difficulty'], { key: BossTextKey; tone: string }> = {
  easy: { key: 'difficultyEasy', tone: 'border-verdant-400/40 bg-verdant-900/50 text-verdant-300' },
  medium: { key: 'difficultyMedium', tone: 'border-arcane-400/40 bg-arcane-500/15 text-arcane-300' },
  hard: { key: 'difficultyHard', tone: 'border-ember-400/50 bg-ember-900/50 text-ember-300' },
  legendary: { key: 'difficultyLegendary', tone: 'border-gold-400/60 bg-gold-400/15 text-gold-200' },
};

interface QuestWeaponsProps {
  quests: Quest[] | undefined;
  loading: boolean;
  power: number;
  /** The factors on this player's hits now (companion, Team Leader, low health; rules/combat.ts). */
  factor: number;
  /** False while the party rests: the quests wait for the next boss. */
  bossAlive: boolean;
  /** Any hit in flight disables every Deal Damage button (spec 001 section 5). */
  pendingQuestId: string | null;
  onStrike: (quest: Quest) => void;
}

/** The player's uncompleted quests, each with the damage it would deal and its Deal Damage button. */
export function QuestWeapons({
  quests,
  loading,
  power,
  factor,
  bossAlive,
  pendingQuestId,
  onStrike,
}: QuestWeaponsProps) {
  const { t, number } = useBossText();
  const open = (quests ?? []).filter((quest) => !quest.completed);
  return (
    <Card aria-labelledby="boss-quests-title">
      <CardHeader>
        <CardTitle id="boss-quests-title">{t('questsTitle')}</CardTitle>
        <CardDescription>{bossAlive ? t('questsText') : t('questsWaiting')}</CardDescription>
      </CardHeader>
      <CardContent>
        {loading && quests === undefined ? (
          <div className="flex justify-center py-6" role="status">
            <Spinner className="size-7 text-gold-300" label={t('loading')} />
          </div>
        ) : open.length === 0 ? (
          <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-night-500 px-4 py-8 text-center">
            <ScrollText className="size-8 text-haze" aria-hidden />
            <p className="font-semibold text-ink">{t('noQuestsTitle')}</p>
            <p className="text-sm text-mist">{t('noQuestsText')}</p>
            <Link to="/quests" className={buttonClasses('outline', 'sm', 'mt-2')}>
              {t('toQuestBoard')}
            </Link>
          </div>
        ) : (
          <ul className="flex flex-col gap-3">
            {open.map((quest) => {
              const difficulty = DIFFICULTY[quest.difficulty];
              const pending = pendingQuestId === quest.id;
              const titleId = `boss-quest-${quest.id}`;
              return (
                <li
                  key={quest.id}
                  className="flex flex-col gap-3 rounded-xl border border-night-600 bg-night-900/60 p-4 sm:flex-row sm:items-center"
                >
                  <div className="flex min-w-0 flex-1 flex-col gap-1.5">
                    <p id={titleId} className="font-semibold [overflow-wrap:anywhere] text-ink">
                      {quest.title}
                    </p>
                    <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5 text-sm">
                      <span
                        className={cn(
                          'inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
                          difficulty.tone,
                        )}
                      >
                        {t(difficulty.key)}
                      </span>
                      <span className="inline-flex items-center gap-1 font-semibold text-ember-300 tabular-nums">
                        <Swords className="size-3.5" aria-hidden />
                        {t('damage', { damage: number(questDamage(power, quest.difficulty, factor)) })}
                      </span>
                    </div>
                  </div>
                  <Button
                    size="sm"
                    className="min-h-10 shrink-0 sm:min-w-36"
                    aria-describedby={titleId}
                    disabled={!bossAlive || pendingQuestId !== null}
                    aria-busy={pending || undefined}
                    onClick={() => onStrike(quest)}
                  >
                    {pending ? <Spinner className="size-4" /> : <Swords className="size-4" aria-hidden />}
                    {t('dealDamage')}
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
