import type { Quest } from '@protocol/api/quests.ts';
import { Lightbulb, MessageCircle, Sparkles, WandSparkles, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed, LoadingBlock } from '@/components/load-state.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Notice } from '@/components/ui/notice.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { currentLanguage } from '@/i18n/i18n.ts';
import { openAssistant } from '@/lib/assistant.ts';
import { useQuests } from '@/shared/queries/quests.ts';
import { useBreakdown } from '../api/breakdown.ts';
import { type Suggestion, useSuggestion } from '../api/suggestion.ts';
import { classifyError, failureText } from '../utils/ai-errors.ts';
import { isHighPriority, suggestionInput } from '../utils/quest-context.ts';
import { BreakdownResult } from './BreakdownResult.tsx';
import { OfflineBadge } from './OfflineBadge.tsx';

function SuggestionPanel({ suggestion, onDone }: { suggestion: Suggestion; onDone: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-3" data-testid="ai-suggestion">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="flex items-center gap-1.5 font-sans text-sm font-semibold text-gold-300">
          <Lightbulb className="size-4" aria-hidden />
          {t('ai.card.suggestionTitle')}
        </h3>
        {suggestion.source === 'offline' ? <OfflineBadge /> : null}
      </div>
      <p className="text-ink [overflow-wrap:anywhere]">{suggestion.suggestion}</p>
      <div className="rounded-xl border border-night-600 bg-night-900/60 p-3">
        <h4 className="font-sans text-xs font-semibold tracking-wide text-haze uppercase">
          {t('ai.card.reasoning')}
        </h4>
        <p className="mt-1 text-sm text-mist [overflow-wrap:anywhere]">{suggestion.reasoning}</p>
      </div>
      <Button variant="secondary" size="sm" className="self-start" onClick={onDone}>
        {t('ai.card.gotIt')}
      </Button>
    </div>
  );
}

/**
 * The dashboard's card form of the companion (spec 001 section 2). It shows, in this order: the
 * breakdown result; else the suggestion; else a prompt about a high-priority quest (hard or
 * legendary) with a button to break it down; else a default prompt.
 */
export function AiCompanionCard() {
  const { t, i18n } = useTranslation();
  const quests = useQuests();
  const breakdown = useBreakdown();
  const suggestion = useSuggestion();
  const language = currentLanguage(i18n.resolvedLanguage);
  const all: readonly Quest[] = quests.data ?? [];
  const urgent = all.find(isHighPriority);
  const busy = breakdown.isPending || suggestion.isPending;

  const breakDown = (quest: Quest) =>
    breakdown.mutate({ title: quest.title, description: quest.description, granularity: 3, language });
  const suggest = () => suggestion.mutate({ ...suggestionInput(all), language });

  const suggestButton = (
    <Button variant="outline" size="sm" onClick={suggest} disabled={busy}>
      {suggestion.isPending ? <Spinner className="size-4" /> : <Lightbulb className="size-4" aria-hidden />}
      {suggestion.isPending ? t('ai.card.suggesting') : t('ai.card.suggest')}
    </Button>
  );

  let body: ReactNode;
  if (quests.isPending) {
    body = <LoadingBlock className="py-6" />;
  } else if (quests.isError) {
    body = <LoadFailed onRetry={() => void quests.refetch()} retrying={quests.isFetching} />;
  } else if (breakdown.data && breakdown.variables) {
    body = (
      <BreakdownResult
        key={breakdown.submittedAt}
        title={breakdown.variables.title}
        result={breakdown.data}
        actions={
          <Button variant="ghost" size="sm" onClick={() => breakdown.reset()}>
            <X className="size-4" aria-hidden />
            {t('ai.breakdown.close')}
          </Button>
        }
      />
    );
  } else if (suggestion.data) {
    body = <SuggestionPanel suggestion={suggestion.data} onDone={() => suggestion.reset()} />;
  } else {
    const breakdownFailed = breakdown.isError;
    body = (
      <div className="flex flex-col gap-4">
        {urgent ? (
          <p className="text-mist [overflow-wrap:anywhere]">
            {breakdownFailed
              ? failureText(
                  t,
                  classifyError(breakdown.error),
                  t('ai.card.breakdownFailed', { title: urgent.title }),
                )
              : t('ai.card.highPriority', { title: urgent.title })}
          </p>
        ) : (
          <p className="text-mist">{t('ai.card.defaultPrompt')}</p>
        )}
        {suggestion.isError ? (
          <Notice
            tone="warning"
            title={failureText(t, classifyError(suggestion.error), t('ai.featuresUnavailable'))}
          >
            {classifyError(suggestion.error) === 'other' ? t('ai.enableFeatures') : null}
          </Notice>
        ) : null}
        <div className="flex flex-wrap gap-2">
          {/* The break-down button is hidden once the breakdown failed (spec 001 section 8). */}
          {urgent && !breakdownFailed ? (
            <Button size="sm" onClick={() => breakDown(urgent)} disabled={busy}>
              {breakdown.isPending ? (
                <Spinner className="size-4" />
              ) : (
                <WandSparkles className="size-4" aria-hidden />
              )}
              {breakdown.isPending ? t('ai.breakdown.working') : t('ai.card.breakDown')}
            </Button>
          ) : null}
          {suggestButton}
        </div>
      </div>
    );
  }

  return (
    <Card aria-labelledby="companion-card-title">
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <CardTitle id="companion-card-title" className="flex items-center gap-2">
            <Sparkles className="size-5 text-gold-300" aria-hidden />
            {t('ai.title')}
          </CardTitle>
          <CardDescription className="mt-1">{t('ai.card.description')}</CardDescription>
        </div>
        <Button
          size="sm"
          variant="ghost"
          aria-label={t('ai.card.openChatLabel')}
          onClick={() => openAssistant()}
        >
          <MessageCircle className="size-4" aria-hidden />
          {t('ai.card.openChat')}
        </Button>
      </CardHeader>
      <CardContent>{body}</CardContent>
    </Card>
  );
}
