import { DIFFICULTIES, type Quest } from '@protocol/api/quests.ts';
import { Coins, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../lib/cn.ts';

type Difficulty = (typeof DIFFICULTIES)[number];

/** Each difficulty has its own colour (spec section 3); anything else gets a neutral style. */
const TONES: Record<Difficulty, string> = {
  easy: 'border-verdant-400/40 bg-verdant-900/50 text-verdant-300',
  medium: 'border-sky-400/40 bg-sky-950/60 text-sky-300',
  hard: 'border-ember-400/50 bg-ember-900/50 text-ember-300',
  legendary: 'border-gold-400/60 bg-gold-400/15 text-gold-200',
};
const NEUTRAL = 'border-night-500 bg-night-700 text-mist';

function isDifficulty(value: string): value is Difficulty {
  return (DIFFICULTIES as readonly string[]).includes(value);
}

export function DifficultyBadge({ difficulty, className }: { difficulty: string; className?: string }) {
  const { t } = useTranslation();
  const known = isDifficulty(difficulty);
  const name = known ? t(`common.difficulty.${difficulty}`) : difficulty;
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        known ? TONES[difficulty] : NEUTRAL,
        className,
      )}
      title={t('common.difficulty.label', { difficulty: name })}
    >
      {name}
    </span>
  );
}

/** The quest's reward: '+25 XP' and '+15 gold'. */
export function QuestReward({
  quest,
  className,
}: {
  quest: Pick<Quest, 'experienceReward' | 'goldReward'>;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <span
      className={cn('inline-flex flex-wrap items-center gap-x-3 gap-y-1 text-sm tabular-nums', className)}
    >
      <span className="sr-only">
        {t('common.rewardLabel', { xp: quest.experienceReward, gold: quest.goldReward })}
      </span>
      <span className="inline-flex items-center gap-1 text-arcane-300" aria-hidden>
        <Sparkles className="size-3.5" />
        {t('common.xp', { xp: quest.experienceReward })}
      </span>
      <span className="inline-flex items-center gap-1 text-gold-300" aria-hidden>
        <Coins className="size-3.5" />
        {t('common.gold', { gold: quest.goldReward })}
      </span>
    </span>
  );
}
