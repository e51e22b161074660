import type { BreakdownResponse } from '@protocol/api/ai.ts';
import { Clock, Lightbulb } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/format.ts';
import { OfflineBadge } from './OfflineBadge.tsx';
import { StepQuestsButton } from './StepQuestsButton.tsx';

/** The steps (title, description, minutes) and tips of one breakdown, and the button that makes them quests. */
export function BreakdownResult({
  title,
  result,
  actions,
  headingLevel = 3,
}: {
  /** The task that was broken down. */
  title: string;
  result: BreakdownResponse;
  /** Extra buttons beside 'Turn these steps into quests' (the card's Close). */
  actions?: ReactNode;
  headingLevel?: 3 | 4;
}) {
  const { t } = useTranslation();
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  const total = result.steps.reduce((sum, step) => sum + step.estimatedMinutes, 0);
  return (
    <div className="flex flex-col gap-4" data-testid="ai-breakdown">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <Heading className="font-semibold text-ink [overflow-wrap:anywhere]">
            {t('ai.breakdown.resultTitle', { title })}
          </Heading>
          <p className="mt-0.5 flex items-center gap-1.5 text-sm text-mist">
            <Clock className="size-3.5" aria-hidden />
            {t('ai.breakdown.total', { count: total, minutes: formatNumber(total) })}
          </p>
        </div>
        {result.source === 'offline' ? <OfflineBadge /> : null}
      </div>
      <ol className="flex flex-col gap-2">
        {result.steps.map((step, index) => (
          <li
            // Steps have no ids; their order is their identity within one breakdown.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            key={index}
            className="flex gap-3 rounded-xl border border-night-600 bg-night-900/60 p-3"
          >
            <span
              aria-hidden
              className="flex size-7 shrink-0 items-center justify-center rounded-full bg-gold-400/15 text-sm font-semibold text-gold-300 ring-1 ring-gold-400/30"
            >
              {index + 1}
            </span>
            <div className="min-w-0 flex-1">
              <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
                <p className="font-semibold text-ink [overflow-wrap:anywhere]">{step.title}</p>
                <span className="shrink-0 text-xs font-semibold text-haze">
                  <span aria-hidden>{t('ai.breakdown.minutes', { count: step.estimatedMinutes })}</span>
                  <span className="sr-only">
                    {t('ai.breakdown.minutesLabel', { count: step.estimatedMinutes })}
                  </span>
                </span>
              </div>
              {step.description ? (
                <p className="mt-1 text-sm text-mist [overflow-wrap:anywhere]">{step.description}</p>
              ) : null}
            </div>
          </li>
        ))}
      </ol>
      {result.tips.length > 0 ? (
        <div className="rounded-xl border border-arcane-400/30 bg-arcane-500/10 p-3">
          <p className="flex items-center gap-1.5 text-sm font-semibold text-arcane-300">
            <Lightbulb className="size-4" aria-hidden />
            {t('ai.breakdown.tips')}
          </p>
          <ul className="mt-1.5 flex list-disc flex-col gap-1 pl-5 text-sm text-mist">
            {result.tips.map((tip) => (
              <li key={tip}>{tip}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-center">
        <StepQuestsButton source={title} steps={result.steps} />
        {actions}
      </div>
    </div>
  );
}
