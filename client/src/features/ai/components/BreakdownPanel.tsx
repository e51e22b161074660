import { GRANULARITY_DEFAULT } from '@protocol/api/ai.ts';
import { WandSparkles, X } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { Notice } from '@/components/ui/notice.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { TextAreaField } from '@/components/ui/textarea-field.tsx';
import { currentLanguage } from '@/i18n/i18n.ts';
import { useCurrentUser } from '@/lib/current-user.ts';
import { useBreakdown } from '../api/breakdown.ts';
import { classifyError, failureText } from '../utils/ai-errors.ts';
import { forgetPlan, loadPlan, type SavedPlan, savePlan } from '../utils/saved-plan.ts';
import { BreakdownResult } from './BreakdownResult.tsx';
import { GranularityPicker } from './GranularityPicker.tsx';

export interface BreakdownTarget {
  title: string;
  description?: string | null | undefined;
}

/**
 * The dialog's Break down tab: a task (handed over by a quest card, or typed), a step size, and the
 * steps. A task handed over is broken down at once; mount it with a new `key` and `handOver` for
 * each one. The latest plan is kept (utils/saved-plan.ts) and shown again until dismissed.
 */
export function BreakdownPanel({
  initial,
  handOver = null,
}: {
  initial: BreakdownTarget | null;
  /** Tells hand-overs apart: the plan kept for this one is shown instead of asking again. */
  handOver?: number | null;
}) {
  const { t, i18n } = useTranslation();
  const breakdown = useBreakdown();
  const playerId = useCurrentUser().data?.id ?? null;
  const [saved, setSaved] = useState<SavedPlan | null>(() => (playerId ? loadPlan(playerId) : null));
  const [title, setTitle] = useState(initial?.title ?? saved?.title ?? '');
  const [details, setDetails] = useState(initial?.description ?? '');
  const [granularity, setGranularity] = useState(GRANULARITY_DEFAULT);
  const started = useRef(false);

  // The session may arrive after the first render: then read the kept plan.
  useEffect(() => {
    if (playerId && !started.current) setSaved((shown) => shown ?? loadPlan(playerId));
  }, [playerId]);
  const resultRef = useRef<HTMLDivElement>(null);

  const run = (task: string, description: string, size: number) => {
    const clean = task.trim();
    if (!clean || breakdown.isPending) return;
    breakdown.mutate(
      {
        title: clean,
        description: description.trim() || null,
        granularity: size,
        language: currentLanguage(i18n.resolvedLanguage),
      },
      {
        onSuccess: (result) => {
          const plan: SavedPlan = { title: clean, result, handOver };
          setSaved(plan);
          if (playerId) savePlan(playerId, plan);
        },
      },
    );
  };

  const dismiss = () => {
    setSaved(null);
    breakdown.reset();
    if (playerId) forgetPlan(playerId);
  };

  // A quest handed over is broken down right away (once, also under StrictMode's double effects).
  useEffect(() => {
    if (started.current || !initial) return;
    started.current = true;
    // Reopening the dialog on the same hand-over shows its kept plan instead of asking again.
    if (handOver !== null && saved?.handOver === handOver) return;
    run(initial.title, initial.description ?? '', GRANULARITY_DEFAULT);
  });

  // The steps arrive below the form: bring them into view (within the dialog) as they land.
  const shownAt = saved && !breakdown.isPending ? breakdown.submittedAt : 0;
  useEffect(() => {
    const result = resultRef.current;
    const panel = result?.closest('[role="dialog"]');
    if (!shownAt || !result || !panel) return;
    // Scrolls the dialog only, never the page behind it.
    panel.scrollTop += result.getBoundingClientRect().top - panel.getBoundingClientRect().top - 16;
  }, [shownAt]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    run(title, details, granularity);
  };

  return (
    <div className="flex flex-col gap-5">
      <form onSubmit={submit} className="flex flex-col gap-4" aria-label={t('ai.tabBreakdown')}>
        <p className="text-sm text-mist">{t('ai.breakdown.intro')}</p>
        <TextField
          label={t('ai.breakdown.task')}
          placeholder={t('ai.breakdown.taskPlaceholder')}
          value={title}
          maxLength={200}
          onChange={(event) => setTitle(event.target.value)}
          required
        />
        <TextAreaField
          label={`${t('ai.breakdown.details')} (${t('ai.breakdown.optional')})`}
          placeholder={t('ai.breakdown.detailsPlaceholder')}
          value={details}
          maxLength={2000}
          rows={2}
          onChange={(event) => setDetails(event.target.value)}
        />
        <GranularityPicker value={granularity} onChange={setGranularity} disabled={breakdown.isPending} />
        <Button type="submit" disabled={breakdown.isPending || !title.trim()} className="self-start">
          {breakdown.isPending ? (
            <Spinner className="size-4" />
          ) : (
            <WandSparkles className="size-4" aria-hidden />
          )}
          {breakdown.isPending
            ? t('ai.breakdown.working')
            : saved
              ? t('ai.breakdown.again')
              : t('ai.breakdown.run')}
        </Button>
      </form>
      {breakdown.isError ? (
        <Notice
          tone="warning"
          title={failureText(t, classifyError(breakdown.error), t('ai.breakdown.failed'))}
        />
      ) : null}
      {saved && !breakdown.isPending ? (
        // A new breakdown starts its 'Turn these steps into quests' afresh.
        <div ref={resultRef} className="flex flex-col gap-2">
          <BreakdownResult
            key={breakdown.submittedAt}
            title={saved.title}
            result={saved.result}
            actions={
              <Button type="button" variant="ghost" onClick={dismiss} data-testid="ai-plan-dismiss">
                <X className="size-4" aria-hidden />
                {t('ai.breakdown.dismiss')}
              </Button>
            }
          />
          <p className="text-xs text-haze">{t('ai.breakdown.kept')}</p>
        </div>
      ) : null}
    </div>
  );
}
