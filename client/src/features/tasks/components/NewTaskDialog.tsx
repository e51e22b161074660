import { useTranslation } from 'react-i18next';
import { createTaskRequestSchema, PRIORITIES } from '../../../../../protocol/api/tasks.ts';
import { TitledFormDialog } from '../../../components/titled-form-dialog.tsx';
import { useCreateTask } from '../api/create-task.ts';

type TaskChoices = { priority: (typeof PRIORITIES)[number] };

/** New Task: title (required), description, priority, optional due date; Save or Cancel. */
export function NewTaskDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const create = useCreateTask();
  return (
    <TitledFormDialog<TaskChoices>
      open={open}
      onOpenChange={onOpenChange}
      schema={createTaskRequestSchema}
      initialChoices={{ priority: 'medium' }}
      choices={[
        {
          key: 'priority',
          label: t('tasks.form.priority'),
          options: PRIORITIES.map((value) => ({ value, label: t(`tasks.priority.${value}`) })),
        },
      ]}
      texts={{
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
      }}
      pending={create.isPending}
      failure={create.isError ? t('tasks.form.failed') : undefined}
      onClosed={create.reset}
      onSubmit={(payload, close) => create.mutate(payload, { onSuccess: close })}
    />
  );
}
