import { WandSparkles } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { TextAreaField } from '../../../components/ui/textarea-field.tsx';
import { currentLanguage } from '../../../i18n/i18n.ts';
import { useBreakdown } from '../api/breakdown.ts';
import { classifyError, failureText } from '../utils/ai-errors.ts';
import { BreakdownResult } from './BreakdownResult.tsx';
import { GranularityPicker } from './GranularityPicker.tsx';

const DEFAULT_GRANULARITY = 3;

export interface BreakdownTarget {
  title: string;
  description?: string | null | undefined;
}

/**
 * The dialog's Break down tab: a task (handed over by a quest card, or typed), a step size, and the
 * steps. A task handed over is broken down at once; mount it with a new `key` for each one.
 */
export function BreakdownPanel({ initial }: { initial: BreakdownTarget | null }) {
  const { t, i18n } = useTranslation();
  const breakdown = useBreakdown();
  const [title, setTitle] = useState(initial?.title ?? '');
  const [details, setDetails] = useState(initial?.description ?? '');
  const [granularity, setGranularity] = useState(DEFAULT_GRANULARITY);
  const [asked, setAsked] = useState('');
  const started = useRef(false);
  const resultRef = useRef<HTMLDivElement>(null);

  const run = (task: string, description: string, size: number) => {
    const clean = task.trim();
    if (!clean || breakdown.isPending) return;
    setAsked(clean);
    breakdown.mutate({
      title: clean,
      description: description.trim() || null,
      granularity: size,
      language: currentLanguage(i18n.resolvedLanguage),
    });
  };

  // A quest handed over is broken down right away (once, also under StrictMode's double effects).
  useEffect(() => {
    if (started.current || !initial) return;
    started.current = true;
    run(initial.title, initial.description ?? '', DEFAULT_GRANULARITY);
  });

  // The steps arrive below the form: bring them into view (within the dialog) as they land.
  const shownAt = breakdown.data && !breakdown.isPending ? breakdown.submittedAt : 0;
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
            : breakdown.data
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
      {breakdown.data && !breakdown.isPending ? (
        // A new breakdown starts its 'Turn these steps into quests' afresh.
        <div ref={resultRef}>
          <BreakdownResult key={breakdown.submittedAt} title={asked} result={breakdown.data} />
        </div>
      ) : null}
    </div>
  );
}
