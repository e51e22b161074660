import { CHECKLIST_TEXT_MAX, ESTIMATE_MAX, ESTIMATE_MIN } from '@protocol/api/planning.ts';
import type { Quest } from '@protocol/api/quests.ts';
import { QUEST_TITLE_MAX } from '@protocol/limits.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/toast.tsx';
import { queryKeys } from '@/lib/query-keys.ts';
import { addChecklistItem, checklistErrorText } from '@/shared/planning/checklist.ts';
import { createQuest } from '@/shared/quests/create-quest.ts';
import { classifyError, goToSignIn } from '../utils/ai-errors.ts';
import { type BreakdownStep, stepDifficulty } from './create-step-quests.ts';

/** How far a checklist got: the quest once made, and how many steps (from the first) it holds. */
export interface StepChecklistProgress {
  questId: string | null;
  added: number;
}

export interface StepChecklistInput extends StepChecklistProgress {
  /** The task that was broken down: the quest's title. */
  source: string;
  steps: readonly BreakdownStep[];
}

/** The quest or some of its steps could not be made: the screen names the steps still missing. */
export class StepChecklistError extends Error {
  readonly progress: StepChecklistProgress;
  readonly failure: unknown;
  constructor(progress: StepChecklistProgress, failure: unknown) {
    super('Creating the checklist stopped');
    this.progress = progress;
    this.failure = failure;
  }
}

/** The steps a failed attempt left out, quoted and in order: '“Wash up”, “Wipe the counters”'. */
export function missingSteps(t: TFunction, steps: readonly BreakdownStep[], added: number): string {
  return steps
    .slice(added)
    .map((step) => t('ai.steps.quotedStep', { title: step.title }))
    .join(', ');
}

/**
 * 'As a checklist of one quest' (DESIGN section 13): one quest titled like the task, its estimate
 * the steps' sum, then each step in order through POST /api/quests/{id}/checklist. A failure stops
 * there (the order is kept) and answers how far it got, so the rest can be added; a retry goes on
 * from there, never making the quest or a step twice.
 */
export function useCreateStepChecklist() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      source,
      steps,
      questId,
      added,
    }: StepChecklistInput): Promise<StepChecklistProgress> => {
      const progress = { questId, added };
      try {
        if (!progress.questId) {
          const minutes = steps.reduce((sum, step) => sum + step.estimatedMinutes, 0);
          const quest: Quest = await createQuest({
            title: source.trim().slice(0, QUEST_TITLE_MAX),
            difficulty: stepDifficulty(minutes),
            questType: 'main',
            estimateMinutes: Math.min(Math.max(minutes, ESTIMATE_MIN), ESTIMATE_MAX),
          });
          progress.questId = quest.id;
        }
        for (; progress.added < steps.length; progress.added += 1) {
          const step = steps[progress.added];
          if (!step) break;
          await addChecklistItem('quests', progress.questId, step.title.slice(0, CHECKLIST_TEXT_MAX));
        }
      } catch (error) {
        throw new StepChecklistError({ ...progress }, error);
      }
      return progress;
    },
    onSuccess: (_progress, { source, steps }) => {
      toast({
        title: t('ai.steps.checklistCreatedTitle', { count: steps.length }),
        description: t('ai.steps.checklistCreatedText', { title: source }),
        variant: 'success',
      });
    },
    onError: (error, { steps }) => {
      const failure = error instanceof StepChecklistError ? error.failure : error;
      if (classifyError(failure) === 'signedOut') {
        goToSignIn();
        return;
      }
      const progress = error instanceof StepChecklistError ? error.progress : { questId: null, added: 0 };
      toast({
        title: progress.questId ? t('ai.steps.checklistFailedTitle') : t('ai.steps.checklistQuestFailed'),
        description: [
          progress.questId
            ? t('ai.steps.checklistMissing', { steps: missingSteps(t, steps, progress.added) })
            : '',
          checklistErrorText(t, failure),
        ]
          .filter(Boolean)
          .join(' '),
        variant: 'destructive',
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.quests }),
  });
}
