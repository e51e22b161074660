import {
  createTaskRequestSchema,
  PRIORITIES,
  type Task,
  updateTaskRequestSchema,
} from '@protocol/api/tasks.ts';
import { useTranslation } from 'react-i18next';
import { TitledFormDialog, type TitledFormDialogTexts } from '@/components/titled-form-dialog.tsx';
import { isoToLocalInput } from '@/lib/dates.ts';
import { useCreateTask } from '../api/create-task.ts';
import { useUpdateTask } from '../api/update-task.ts';

type TaskChoices = { priority: (typeof PRIORITIES)[number] };

interface TaskDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The form's fields and words, the same for New Task and Edit. */
function useTaskForm() {
  const { t } = useTranslation();
  const choices = [
    {
      key: 'priority' as const,
      label: t('tasks.form.priority'),
      options: PRIORITIES.map((value) => ({ value, label: t(`tasks.priority.${value}`) })),
    },
  ];
  const texts: TitledFormDialogTexts = {
    dialogTitle: t('tasks.form.dialogTitle'),
    dialogText: t('tasks.form.dialogText'),
    title: t('tasks.form.title'),
    titlePlaceholder: t('tasks.form.titlePlaceholder'),
    description: t('tasks.form.description'),
    dueDate: t('tasks.form.dueDate'),
    optional: t('tasks.form.optional'),
    cancel: t('tasks.form.cancel'),
    submit: t('tasks.form.save'),
    titleRequired: t('tasks.form.titleRequired'),
    titleTooLong: t('tasks.form.titleTooLong'),
    descriptionTooLong: t('tasks.form.descriptionTooLong'),
    dueDateInvalid: t('tasks.form.dueDateInvalid'),
  };
  return { t, choices, texts };
}

/** New Task: title (required), description, priority, optional due date, reminder, energy and estimate. */
export function NewTaskDialog({ open, onOpenChange }: TaskDialogProps) {
  const { t, choices, texts } = useTaskForm();
  const create = useCreateTask();
  return (
    <TitledFormDialog<TaskChoices>
      open={open}
      onOpenChange={onOpenChange}
      schema={createTaskRequestSchema}
      initialChoices={{ priority: 'medium' }}
      choices={choices}
      texts={texts}
      pending={create.isPending}
      failure={create.isError ? t('tasks.form.failed') : undefined}
      onClosed={create.reset}
      onSubmit={(payload, close) => create.mutate(payload, { onSuccess: close })}
    />
  );
}

/**
 * Edit Task: the New Task form filled with the task; saving sends every field (an emptied
 * description or due date clears it). Mount it while open, so it starts from the task as it is now.
 */
export function EditTaskDialog({ task, open, onOpenChange }: TaskDialogProps & { task: Task }) {
  const { t, choices, texts } = useTaskForm();
  const update = useUpdateTask(task.id);
  return (
    <TitledFormDialog<TaskChoices>
      open={open}
      onOpenChange={onOpenChange}
      schema={updateTaskRequestSchema}
      initialChoices={{ priority: task.priority }}
      initialValues={{
        title: task.title,
        description: task.description ?? '',
        dueDate: isoToLocalInput(task.dueDate),
        remindAt: task.remindAt,
        estimateMinutes: task.estimateMinutes,
        energy: task.energy,
      }}
      choices={choices}
      texts={{
        ...texts,
        dialogTitle: t('tasks.form.editTitle'),
        dialogText: t('tasks.form.editText'),
        submit: t('tasks.form.saveChanges'),
      }}
      pending={update.isPending}
      failure={update.isError ? t('tasks.form.failed') : undefined}
      onClosed={update.reset}
      onSubmit={(payload, close) => update.mutate(payload, { onSuccess: close })}
    />
  );
}
