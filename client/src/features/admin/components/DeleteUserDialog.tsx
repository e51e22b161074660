import { useTranslation } from 'react-i18next';
import { ReasonField } from '@/components/admin/reason-field.tsx';
import type { UserActionDialogProps } from '@/components/admin/user-action-dialog.ts';
import { Dialog, DialogContent } from '@/components/ui/dialog.tsx';
import { FormDialogFooter } from '@/components/ui/form-dialog-footer.tsx';
import { useFormDialog } from '@/lib/use-form-dialog.ts';

/** Delete: deactivates the account for good, with a reason (required, kept in the audit log). */
export function DeleteUserDialog({
  username,
  open,
  onOpenChange,
  pending,
  onSubmit,
}: UserActionDialogProps<string>) {
  const { t } = useTranslation();
  const form = useFormDialog({ initial: { reason: '' }, onOpenChange, pending });
  const { reason } = form.values;
  const handleSubmit = form.onSubmit(() => {
    if (reason.trim()) onSubmit(reason.trim());
  });

  return (
    <Dialog open={open} onOpenChange={form.setOpen}>
      <DialogContent
        title={t('admin.dialogs.delete.title', { username })}
        description={t('admin.dialogs.delete.text')}
      >
        <form onSubmit={handleSubmit} noValidate className="flex flex-col gap-4">
          <ReasonField value={reason} onChange={(value) => form.setValue('reason', value)} />
          <FormDialogFooter
            pending={pending}
            onCancel={form.close}
            variant="destructive"
            submitDisabled={!reason.trim()}
            submitLabel={t('admin.dialogs.delete.confirm')}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
