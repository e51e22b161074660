import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, DialogContent } from '../../../components/ui/dialog.tsx';
import { FormDialogFooter } from '../../../components/ui/form-dialog-footer.tsx';
import { TextAreaField } from '../../../components/ui/textarea-field.tsx';

/** Delete: deactivates the account for good, with a reason (required, kept in the audit log). */
export function DeleteUserDialog({
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
  onSubmit: (reason: string) => void;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');

  function setOpen(next: boolean) {
    if (pending) return;
    if (!next) setReason('');
    onOpenChange(next);
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (reason.trim()) onSubmit(reason.trim());
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogContent
        title={t('admin.dialogs.delete.title', { username })}
        description={t('admin.dialogs.delete.text')}
      >
        <form onSubmit={handleSubmit} noValidate className="flex flex-col gap-4">
          <TextAreaField
            label={t('admin.dialogs.reason')}
            name="reason"
            required
            maxLength={500}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
          <FormDialogFooter
            pending={pending}
            onCancel={() => setOpen(false)}
            variant="destructive"
            submitDisabled={!reason.trim()}
            submitLabel={t('admin.dialogs.delete.confirm')}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
