import { useTranslation } from 'react-i18next';
import type { UserActionDialogProps } from '@/components/admin/user-action-dialog.ts';
import { Dialog, DialogContent } from '@/components/ui/dialog.tsx';
import { FormDialogFooter } from '@/components/ui/form-dialog-footer.tsx';
import { SelectField } from '@/components/ui/select-field.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { TextAreaField } from '@/components/ui/textarea-field.tsx';
import { useFormDialog } from '@/lib/use-form-dialog.ts';
import type { MessagePriority } from '../api/user-actions.ts';

const PRIORITIES: readonly MessagePriority[] = ['low', 'normal', 'high', 'urgent'];

export interface MessageValues {
  subject: string;
  message: string;
  priority: MessagePriority;
}

/** Send Message: subject and message required, priority low, normal (default), high or urgent. */
export function MessageDialog({
  username,
  open,
  onOpenChange,
  pending,
  onSubmit,
}: UserActionDialogProps<MessageValues>) {
  const { t } = useTranslation();
  const form = useFormDialog<MessageValues>({
    initial: { subject: '', message: '', priority: 'normal' },
    onOpenChange,
    pending,
  });
  const { subject, message, priority } = form.values;
  const { errors } = form;

  const handleSubmit = form.onSubmit(() => {
    const found = {
      subject: subject.trim() ? undefined : t('admin.dialogs.message.subjectRequired'),
      message: message.trim() ? undefined : t('admin.dialogs.message.messageRequired'),
    };
    form.setErrors(found);
    if (found.subject || found.message) return;
    onSubmit({ subject: subject.trim(), message: message.trim(), priority });
  });

  return (
    <Dialog open={open} onOpenChange={form.setOpen}>
      <DialogContent
        title={t('admin.dialogs.message.title', { username })}
        description={t('admin.dialogs.message.text')}
      >
        <form onSubmit={handleSubmit} noValidate className="flex flex-col gap-4">
          <TextField
            label={t('admin.dialogs.message.subject')}
            name="subject"
            required
            maxLength={200}
            autoComplete="off"
            value={subject}
            onChange={(event) => form.setValue('subject', event.target.value)}
            error={errors.subject}
          />
          <TextAreaField
            label={t('admin.dialogs.message.message')}
            name="message"
            required
            maxLength={2000}
            rows={4}
            value={message}
            onChange={(event) => form.setValue('message', event.target.value)}
            error={errors.message}
          />
          <SelectField
            label={t('admin.dialogs.message.priority')}
            name="priority"
            value={priority}
            onChange={(event) =>
              form.setValue('priority', PRIORITIES.find((p) => p === event.target.value) ?? 'normal')
            }
            options={PRIORITIES.map((value) => ({
              value,
              label: t(`admin.dialogs.message.priorities.${value}`),
            }))}
          />
          <FormDialogFooter
            pending={pending}
            onCancel={form.close}
            submitLabel={t('admin.dialogs.message.confirm')}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
