import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, DialogContent } from '../../../components/ui/dialog.tsx';
import { FormDialogFooter } from '../../../components/ui/form-dialog-footer.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { TextAreaField } from '../../../components/ui/textarea-field.tsx';
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
}: {
  username: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  pending: boolean;
  onSubmit: (values: MessageValues) => void;
}) {
  const { t } = useTranslation();
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const [priority, setPriority] = useState<MessagePriority>('normal');
  const [errors, setErrors] = useState<{ subject?: string; message?: string }>({});

  function setOpen(next: boolean) {
    if (pending) return;
    if (!next) {
      setSubject('');
      setMessage('');
      setPriority('normal');
      setErrors({});
    }
    onOpenChange(next);
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = {
      subject: subject.trim() ? undefined : t('admin.dialogs.message.subjectRequired'),
      message: message.trim() ? undefined : t('admin.dialogs.message.messageRequired'),
    };
    setErrors(found);
    if (found.subject || found.message) return;
    onSubmit({ subject: subject.trim(), message: message.trim(), priority });
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
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
            onChange={(event) => setSubject(event.target.value)}
            error={errors.subject}
          />
          <TextAreaField
            label={t('admin.dialogs.message.message')}
            name="message"
            required
            maxLength={2000}
            rows={4}
            value={message}
            onChange={(event) => setMessage(event.target.value)}
            error={errors.message}
          />
          <SelectField
            label={t('admin.dialogs.message.priority')}
            name="priority"
            value={priority}
            onChange={(event) => setPriority(PRIORITIES.find((p) => p === event.target.value) ?? 'normal')}
            options={PRIORITIES.map((value) => ({
              value,
              label: t(`admin.dialogs.message.priorities.${value}`),
            }))}
          />
          <FormDialogFooter
            pending={pending}
            onCancel={() => setOpen(false)}
            submitLabel={t('admin.dialogs.message.confirm')}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
