import type { Task } from '@protocol/api/tasks.ts';
import { Check, Pencil, Timer, Trash } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DueLabel } from '@/components/due-label.tsx';
import { ReminderLabel } from '@/components/reminder-labels.tsx';
import { Button } from '@/components/ui/button.tsx';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { cn } from '@/lib/cn.ts';
import { Checklist } from '@/shared/planning/Checklist.tsx';
import { PlanningLabels } from '@/shared/planning/PlanningLabels.tsx';
import { PriorityBadge } from '@/shared/planning/PriorityBadge.tsx';
import { useCompleteTask } from '../api/complete-task.ts';
import { useDeleteTask } from '../api/delete-task.ts';
import { EditTaskDialog } from './NewTaskDialog.tsx';

interface TaskItemProps {
  task: Task;
  /** Starts a focus session on this task; absent while another session is open. */
  onFocus?: (() => void) | undefined;
  focusBusy?: boolean;
}

/**
 * One task: a checkbox-like toggle (disabled once done), its details (priority, due date, reminder,
 * estimate, energy), its checklist while open, Focus, Edit (while open) and Delete.
 */
export function TaskItem({ task, onFocus, focusBusy = false }: TaskItemProps) {
  const { t } = useTranslation();
  const complete = useCompleteTask();
  const remove = useDeleteTask();
  const [confirming, setConfirming] = useState(false);
  const [editing, setEditing] = useState(false);
  const done = task.completed || complete.isSuccess;

  return (
    <li
      className={cn(
        'flex flex-col gap-2 rounded-xl border p-3 sm:p-4',
        done ? 'border-night-600/60 bg-night-900/30' : 'border-night-600 bg-night-900/60',
      )}
    >
      <div className="flex items-start gap-3">
        <span className="relative mt-0.5 flex size-7 shrink-0">
          <input
            type="checkbox"
            checked={done}
            aria-label={t('tasks.completeLabel', { title: task.title })}
            disabled={done || complete.isPending}
            onChange={() => complete.mutate(task.id)}
            className={cn(
              'peer size-7 shrink-0 cursor-pointer appearance-none rounded-lg border-2 transition-colors',
              'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-400',
              'border-night-500 bg-night-950/60 hover:border-gold-400',
              'checked:cursor-default checked:border-verdant-400/70 checked:bg-verdant-900/70',
              complete.isPending && 'cursor-wait border-gold-400/60',
            )}
          />
          <Check
            className="pointer-events-none absolute inset-0 m-auto hidden size-4 text-verdant-300 peer-checked:block"
            strokeWidth={3}
            aria-hidden
          />
        </span>
        <div className="min-w-0 flex-1">
          <p className={cn('font-medium', done ? 'text-haze line-through decoration-haze/70' : 'text-ink')}>
            {task.title}
          </p>
          {task.description ? (
            <p
              className={cn(
                'mt-0.5 text-sm whitespace-pre-line',
                done ? 'text-haze line-through' : 'text-mist',
              )}
            >
              {task.description}
            </p>
          ) : null}
          <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1.5 text-sm">
            <PriorityBadge priority={task.priority} />
            {task.dueDate ? <DueLabel dueDate={task.dueDate} open={!done} /> : null}
            {task.remindAt && !done ? <ReminderLabel remindAt={task.remindAt} /> : null}
            {done ? null : <PlanningLabels estimateMinutes={task.estimateMinutes} energy={task.energy} />}
            <span className="text-arcane-300 tabular-nums">{t('tasks.points', { points: task.points })}</span>
          </div>
        </div>
        <div className="flex shrink-0 flex-col gap-1 sm:flex-row">
          {!done && onFocus ? (
            <Button
              variant="ghost"
              size="sm"
              className="size-10 px-0 sm:w-auto sm:px-3"
              disabled={focusBusy}
              aria-label={t('tasks.focusLabel', { title: task.title })}
              onClick={onFocus}
            >
              <Timer className="size-4" aria-hidden />
              <span className="hidden sm:inline">{t('tasks.focus')}</span>
            </Button>
          ) : null}
          {!done ? (
            <Button
              variant="ghost"
              size="icon"
              aria-label={t('tasks.editLabel', { title: task.title })}
              onClick={() => setEditing(true)}
            >
              <Pencil className="size-4" aria-hidden />
            </Button>
          ) : null}
          <Button
            variant="ghost"
            size="icon"
            className="hover:bg-ember-900/50 hover:text-ember-300"
            disabled={remove.isPending}
            aria-label={t('tasks.deleteLabel', { title: task.title })}
            onClick={() => setConfirming(true)}
          >
            <Trash className="size-4" aria-hidden />
          </Button>
        </div>
      </div>
      {done ? null : (
        <Checklist
          owner="tasks"
          ownerId={task.id}
          title={task.title}
          items={task.checklist}
          className="sm:pl-10"
        />
      )}
      {editing ? <EditTaskDialog task={task} open onOpenChange={setEditing} /> : null}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('tasks.deleteTitle')}
        description={t('tasks.deleteText', { title: task.title })}
        confirmLabel={t('tasks.deleteConfirm')}
        cancelLabel={t('tasks.keep')}
        destructive
        onConfirm={() => remove.mutate(task.id)}
      />
    </li>
  );
}
