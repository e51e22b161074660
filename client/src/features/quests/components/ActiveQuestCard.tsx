import type { Quest } from '@protocol/api/quests.ts';
import { Check, Pencil, WandSparkles, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DueLabel } from '@/components/due-label.tsx';
import { DifficultyBadge, QuestReward } from '@/components/quest-difficulty.tsx';
import { ReminderLabel, RoutineLabel } from '@/components/reminder-labels.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { openAssistant } from '@/lib/assistant.ts';
import { Checklist } from '@/shared/planning/Checklist.tsx';
import { PlanningLabels } from '@/shared/planning/PlanningLabels.tsx';
import { PriorityBadge } from '@/shared/planning/PriorityBadge.tsx';
import { useCompleteQuest } from '@/shared/quests/complete-quest.ts';
import { useAbandonQuest } from '../api/abandon-quest.ts';
import { EditQuestDialog } from './NewQuestDialog.tsx';

interface ActiveQuestCardProps {
  quest: Quest;
  /** The card, for the board's focus after an action (utils/use-board-focus.ts). */
  cardRef?: ((element: HTMLElement | null) => void) | undefined;
  onCompleting?: (() => void) | undefined;
  onCompleteFailed?: (() => void) | undefined;
}

/**
 * One open quest with its difficulty, priority, reward, due date, estimate and energy, its checklist
 * (ticked inline), Complete, Break down, Edit and Abandon (which asks first).
 */
export function ActiveQuestCard({ quest, cardRef, onCompleting, onCompleteFailed }: ActiveQuestCardProps) {
  const { t } = useTranslation();
  const complete = useCompleteQuest();
  const abandon = useAbandonQuest();
  const [confirming, setConfirming] = useState(false);
  const [editing, setEditing] = useState(false);
  const busy = complete.isPending || abandon.isPending;

  return (
    <li>
      <article
        ref={cardRef}
        // The board moves the focus here after an action (never onto Complete itself).
        tabIndex={-1}
        aria-labelledby={`quest-${quest.id}`}
        className="grid gap-3 rounded-xl border border-night-600 bg-night-900/60 p-4 sm:grid-cols-[minmax(0,1fr)_auto] sm:grid-rows-[auto_1fr] sm:gap-x-4 sm:p-5"
      >
        {/* Complete comes first after the card itself (one Tab from the card the board focuses); from
            sm up the buttons stand beside the details and the checklist, which sit one under the other. */}
        <div className="min-w-0 sm:col-start-1 sm:row-start-1">
          <div className="flex flex-wrap items-center gap-2">
            <DifficultyBadge difficulty={quest.difficulty} />
            <Badge tone="neutral">{t(`common.questType.${quest.questType}`)}</Badge>
            {quest.priority ? <PriorityBadge priority={quest.priority} /> : null}
          </div>
          <h3 id={`quest-${quest.id}`} className="mt-2 text-lg font-semibold text-ink">
            {quest.title}
          </h3>
          {quest.description ? (
            <p className="mt-1 text-sm whitespace-pre-line text-mist">{quest.description}</p>
          ) : null}
          <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-1">
            <QuestReward quest={quest} />
            {quest.dueDate ? <DueLabel dueDate={quest.dueDate} open={!quest.completed} /> : null}
            {quest.recurrence ? <RoutineLabel recurrence={quest.recurrence} /> : null}
            {quest.remindAt ? <ReminderLabel remindAt={quest.remindAt} /> : null}
            <PlanningLabels estimateMinutes={quest.estimateMinutes} energy={quest.energy} />
          </div>
        </div>
        <div className="flex w-full flex-wrap gap-2 sm:col-start-2 sm:row-span-2 sm:row-start-1 sm:w-auto sm:flex-col sm:self-start">
          <Button
            size="sm"
            // On phones Complete takes the first row, Break down and Abandon share the second.
            className="flex-1 basis-full sm:flex-none sm:basis-auto"
            // Not disabled while busy: a disabled button drops the keyboard focus to <body>.
            aria-disabled={busy || undefined}
            aria-label={t('quests.completeLabel', { title: quest.title })}
            onClick={() => {
              if (busy) return;
              onCompleting?.();
              complete.mutate(quest.id, { onError: () => onCompleteFailed?.() });
            }}
          >
            {complete.isPending ? <Spinner className="size-4" /> : <Check className="size-4" aria-hidden />}
            {t('quests.complete')}
          </Button>
          <Button
            size="sm"
            variant="secondary"
            className="flex-1 sm:flex-none"
            aria-label={t('quests.breakDownLabel', { title: quest.title })}
            onClick={() =>
              openAssistant({ breakdown: { title: quest.title, description: quest.description } })
            }
          >
            <WandSparkles className="size-4" aria-hidden />
            {t('quests.breakDown')}
          </Button>
          <Button
            size="sm"
            variant="ghost"
            className="flex-1 sm:flex-none"
            disabled={busy}
            aria-label={t('quests.editLabel', { title: quest.title })}
            onClick={() => setEditing(true)}
          >
            <Pencil className="size-4" aria-hidden />
            {t('quests.edit')}
          </Button>
          <Button
            size="sm"
            variant="ghost"
            className="flex-1 sm:flex-none"
            disabled={busy}
            aria-label={t('quests.abandonLabel', { title: quest.title })}
            onClick={() => setConfirming(true)}
          >
            <X className="size-4" aria-hidden />
            {t('quests.abandon')}
          </Button>
        </div>
        <Checklist
          owner="quests"
          ownerId={quest.id}
          title={quest.title}
          items={quest.checklist}
          className="sm:col-start-1 sm:row-start-2"
        />
      </article>
      {editing ? <EditQuestDialog quest={quest} open onOpenChange={setEditing} /> : null}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('quests.abandonTitle')}
        description={t('quests.abandonText', { title: quest.title })}
        confirmLabel={t('quests.abandonConfirm')}
        cancelLabel={t('quests.keep')}
        destructive
        onConfirm={() => abandon.mutate(quest.id)}
      />
    </li>
  );
}
