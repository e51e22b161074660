import { Check, ListChecks, ListPlus } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import {
  missingSteps,
  StepChecklistError,
  type StepChecklistProgress,
  useCreateStepChecklist,
} from '../api/create-step-checklist.ts';
import { type BreakdownStep, StepQuestsError, useCreateStepQuests } from '../api/create-step-quests.ts';

/**
 * What the steps become: one quest each ('Turn these steps into quests'), or one quest titled like
 * the task with a checklist of the steps ('As a checklist of one quest'). Once one way has begun the
 * other is no longer offered (the steps would exist twice). After a partial failure it offers to
 * add the rest (never the same step twice), the checklist naming the steps still missing; once all
 * exist it says so.
 */
export function StepQuestsButton({ source, steps }: { source: string; steps: readonly BreakdownStep[] }) {
  const { t } = useTranslation();
  const create = useCreateStepQuests();
  const checklist = useCreateStepChecklist();
  const [done, setDone] = useState(0);
  const [progress, setProgress] = useState<StepChecklistProgress>({ questId: null, added: 0 });
  const status = useRef<HTMLParagraphElement>(null);
  const questsStarted = done > 0 || create.isPending;
  const checklistStarted = progress.questId !== null || checklist.isPending;
  const finished = done >= steps.length || (progress.questId !== null && progress.added >= steps.length);
  const rest = steps.length - done;
  const missing = progress.questId !== null && !checklist.isPending ? steps.length - progress.added : 0;

  // The button pressed is gone: the focus goes to what it says now, never to <body>.
  useEffect(() => {
    if (finished && (document.activeElement === document.body || document.activeElement === null))
      status.current?.focus();
  }, [finished]);

  const run = () =>
    create.mutate(
      { source, steps, from: done },
      {
        onSuccess: setDone,
        onError: (error) => {
          if (error instanceof StepQuestsError) setDone(error.created);
        },
      },
    );

  const runChecklist = () => {
    if (checklist.isPending) return;
    checklist.mutate(
      { source, steps, ...progress },
      {
        onSuccess: setProgress,
        onError: (error) => {
          if (error instanceof StepChecklistError) setProgress(error.progress);
        },
      },
    );
  };

  if (finished) {
    return (
      <p
        ref={status}
        tabIndex={-1}
        role="status"
        className="flex items-center gap-2 text-sm font-semibold text-verdant-300"
      >
        <Check className="size-4" aria-hidden />
        {done >= steps.length ? t('ai.steps.created') : t('ai.steps.checklistDone')}
      </p>
    );
  }
  return (
    <>
      {missing > 0 ? (
        <p className="basis-full text-sm text-ember-300 [overflow-wrap:anywhere]">
          {t('ai.steps.checklistMissing', { steps: missingSteps(t, steps, progress.added) })}
        </p>
      ) : null}
      {checklistStarted ? null : (
        <Button onClick={run} disabled={create.isPending} className="w-full sm:w-auto">
          {create.isPending ? <Spinner className="size-4" /> : <ListPlus className="size-4" aria-hidden />}
          {create.isPending
            ? t('ai.steps.creating')
            : done > 0
              ? t('ai.steps.createRest', { count: rest })
              : t('ai.steps.create')}
        </Button>
      )}
      {questsStarted ? null : (
        <Button
          variant={checklistStarted ? 'primary' : 'secondary'}
          // Not disabled while adding: a disabled button drops the keyboard focus to <body>.
          aria-disabled={checklist.isPending || undefined}
          onClick={runChecklist}
          className="w-full sm:w-auto"
        >
          {checklist.isPending ? (
            <Spinner className="size-4" />
          ) : (
            <ListChecks className="size-4" aria-hidden />
          )}
          {checklist.isPending
            ? t('ai.steps.addingChecklist')
            : missing > 0
              ? t('ai.steps.addMissing', { count: missing })
              : t('ai.steps.asChecklist')}
        </Button>
      )}
    </>
  );
}
