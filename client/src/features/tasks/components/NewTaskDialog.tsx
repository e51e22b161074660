import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type CreateTaskRequest,
  createTaskRequestSchema,
  PRIORITIES,
} from '../../../../../protocol/api/tasks.ts';
import { Dialog, DialogContent } from '../../../components/ui/dialog.tsx';
import { FormDialogFooter } from '../../../components/ui/form-dialog-footer.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { TextAreaField } from '../../../components/ui/textarea-field.tsx';
import { localInputToIso } from '../../../lib/dates.ts';
import { checkTitledForm, type FieldErrors } from '../../../lib/form.ts';
import { useCreateTask } from '../api/create-task.ts';

type Priority = (typeof PRIORITIES)[number];

interface Draft {
  title: string;
  description: string;
  priority: Priority;
  dueDate: string;
}

const EMPTY: Draft = { title: '', description: '', priority: 'medium', dueDate: '' };

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
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const titleRef = useRef<HTMLInputElement>(null);

  function setOpen(next: boolean) {
    if (!next) {
      setDraft(EMPTY);
      setErrors({});
      create.reset();
    }
    onOpenChange(next);
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const dueDate = draft.dueDate ? localInputToIso(draft.dueDate) : null;
    const payload: CreateTaskRequest = { ...draft, dueDate };
    const { ok, errors: found } = checkTitledForm(createTaskRequestSchema, payload, draft.dueDate, dueDate, {
      titleRequired: t('tasks.form.titleRequired'),
      titleTooLong: t('tasks.form.titleTooLong'),
      descriptionTooLong: t('tasks.form.descriptionTooLong'),
      dueDateInvalid: t('tasks.form.dueDateInvalid'),
    });
    setErrors(found);
    if (found.title) titleRef.current?.focus();
    if (!ok) return;
    // It closes on a successful create (spec section 2).
    create.mutate(payload, { onSuccess: () => setOpen(false) });
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogContent title={t('tasks.form.dialogTitle')} description={t('tasks.form.dialogText')}>
        <form onSubmit={handleSubmit} noValidate className="flex flex-col gap-4">
          <TextField
            label={t('tasks.form.title')}
            name="title"
            ref={titleRef}
            required
            autoComplete="off"
            placeholder={t('tasks.form.titlePlaceholder')}
            value={draft.title}
            onChange={(event) => setDraft({ ...draft, title: event.target.value })}
            error={errors.title}
          />
          <TextAreaField
            label={t('tasks.form.description')}
            name="description"
            value={draft.description}
            onChange={(event) => setDraft({ ...draft, description: event.target.value })}
            error={errors.description}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField
              label={t('tasks.form.priority')}
              name="priority"
              value={draft.priority}
              onChange={(event) => {
                const value = PRIORITIES.find((priority) => priority === event.target.value);
                if (value) setDraft({ ...draft, priority: value });
              }}
              options={PRIORITIES.map((value) => ({ value, label: t(`tasks.priority.${value}`) }))}
            />
            <TextField
              label={t('tasks.form.dueDate')}
              name="dueDate"
              type="datetime-local"
              hint={t('tasks.form.optional')}
              value={draft.dueDate}
              onChange={(event) => setDraft({ ...draft, dueDate: event.target.value })}
              error={errors.dueDate}
            />
          </div>
          {create.isError ? <Notice tone="error" title={t('tasks.form.failed')} /> : null}
          <FormDialogFooter
            pending={create.isPending}
            onCancel={() => setOpen(false)}
            className=""
            cancelLabel={t('tasks.form.cancel')}
            submitLabel={t('tasks.form.save')}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
