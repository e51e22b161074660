import { useTranslation } from 'react-i18next';
import { useFormDialog } from '@/lib/use-form-dialog.ts';
import { Dialog, DialogContent } from '../ui/dialog.tsx';
import { FormDialogFooter } from '../ui/form-dialog-footer.tsx';
import { TextField } from '../ui/text-field.tsx';
import { ReasonField } from './reason-field.tsx';
import type { UserActionDialogProps } from './user-action-dialog.ts';

/** DESIGN section 8: a ban lasts whole hours from 1 to 8760, or is permanent (null). */
export const BAN_HOURS_MAX = 8760;

export interface BanValues {
  reason: string;
  duration: number | null;
}

/**
 * Ban with a reason (required: the button stays disabled without one). The admin area also asks for
 * an optional duration in hours; the in-app panel always bans permanently (spec section 4).
 */
export function BanDialog({
  username,
  open,
  onOpenChange,
  withDuration,
  pending,
  onSubmit,
}: UserActionDialogProps<BanValues> & { withDuration: boolean }) {
  const { t } = useTranslation();
  const form = useFormDialog({ initial: { reason: '', hours: '' }, onOpenChange, pending });
  const { reason, hours } = form.values;

  const handleSubmit = form.onSubmit(() => {
    if (!reason.trim()) return;
    let duration: number | null = null;
    if (withDuration && hours.trim()) {
      const value = Number(hours);
      if (!Number.isInteger(value) || value < 1 || value > BAN_HOURS_MAX) {
        form.setErrors({ hours: t('admin.dialogs.ban.hoursInvalid') });
        return;
      }
      duration = value;
    }
    form.setErrors({});
    onSubmit({ reason: reason.trim(), duration });
  });

  return (
    <Dialog open={open} onOpenChange={form.setOpen}>
      <DialogContent
        title={t('admin.dialogs.ban.title', { username })}
        description={`${t('admin.dialogs.ban.text')}${withDuration ? '' : ` ${t('admin.dialogs.ban.permanentText')}`}`}
      >
        <form onSubmit={handleSubmit} noValidate className="flex flex-col gap-4">
          <ReasonField value={reason} onChange={(value) => form.setValue('reason', value)} />
          {withDuration ? (
            <TextField
              label={t('admin.dialogs.ban.hours')}
              name="hours"
              type="number"
              inputMode="numeric"
              min={1}
              max={BAN_HOURS_MAX}
              step={1}
              value={hours}
              onChange={(event) => form.setValue('hours', event.target.value)}
              hint={t('admin.dialogs.ban.hoursHint')}
              error={form.errors.hours}
            />
          ) : null}
          <FormDialogFooter
            pending={pending}
            onCancel={form.close}
            variant="destructive"
            submitDisabled={!reason.trim()}
            submitLabel={t('admin.dialogs.ban.confirm')}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
