import type { breakdownStepSchema } from '@protocol/api/ai.ts';
import { type CreateQuestRequest, type Quest, questSchema } from '@protocol/api/quests.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { toast } from '@/components/ui/toast.tsx';
import { apiRequest } from '@/lib/api.ts';
import { errorDescription } from '@/lib/errors.ts';
import { queryKeys } from '@/lib/query-keys.ts';
import { classifyError, goToSignIn } from '../utils/ai-errors.ts';

export type BreakdownStep = z.infer<typeof breakdownStepSchema>;

/** A short step is an easy quest; the reward follows the effort (the server sets it from the difficulty). */
export function stepDifficulty(minutes: number): CreateQuestRequest['difficulty'] {
  if (minutes <= 15) return 'easy';
  if (minutes <= 45) return 'medium';
  return 'hard';
}

export interface StepQuestsInput {
  /** The task the steps came from, named in each new quest's description. */
  source: string;
  steps: readonly BreakdownStep[];
  /** How many steps, counted from the last, already became quests (a retry after a partial failure). */
  from: number;
}

/** Some steps became quests before one failed: the screen retries from `created`. */
export class StepQuestsError extends Error {
  readonly created: number;
  readonly failure: unknown;
  constructor(created: number, failure: unknown) {
    super('Creating the step quests stopped');
    this.created = created;
    this.failure = failure;
  }
}

/**
 * 'Turn these steps into quests': one quest per step through POST /api/quests, one after another,
 * the last step first: the board lists the newest on top, so step 1 ends up first and the steps read
 * in order from the top. Answers how many steps are quests now.
 */
export function useCreateStepQuests() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ source, steps, from }: StepQuestsInput): Promise<number> => {
      let created = from;
      try {
        for (; created < steps.length; created += 1) {
          const index = steps.length - 1 - created;
          const step = steps[index];
          if (!step) break;
          const note = t('ai.steps.questNote', {
            step: index + 1,
            total: steps.length,
            title: source,
            minutes: step.estimatedMinutes,
          });
          const body: CreateQuestRequest = {
            title: step.title,
            description: step.description ? `${step.description}\n\n${note}` : note,
            difficulty: stepDifficulty(step.estimatedMinutes),
            questType: 'side',
            // The step's own estimate goes with its quest (DESIGN 13).
            estimateMinutes: step.estimatedMinutes,
          };
          questSchema.parse(await apiRequest('POST', '/api/quests', body)) satisfies Quest;
        }
      } catch (error) {
        throw new StepQuestsError(created, error);
      }
      return created;
    },
    onSuccess: (_done, { from, steps }) => {
      const count = steps.length - from;
      toast({
        title: t('ai.steps.createdTitle', { count }),
        description: t('ai.steps.createdText'),
        variant: 'success',
      });
    },
    onError: (error, { from }) => {
      const failure = error instanceof StepQuestsError ? error.failure : error;
      if (classifyError(failure) === 'signedOut') {
        goToSignIn();
        return;
      }
      const created = error instanceof StepQuestsError ? error.created - from : 0;
      toast({
        title: t('ai.steps.failedTitle'),
        description: [
          created > 0 ? t('ai.steps.partly', { count: created }) : '',
          errorDescription(t, failure),
        ]
          .filter(Boolean)
          .join(' '),
        variant: 'destructive',
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.quests }),
  });
}
