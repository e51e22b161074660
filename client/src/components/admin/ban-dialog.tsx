import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, DialogContent } from '../ui/dialog.tsx';
import { FormDialogFooter } from '../ui/form-dialog-footer.tsx';
import { TextField } from '../ui/text-field.tsx';
import { TextAreaField } from '../ui/textarea-field.tsx';

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
}: {
  username: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  withDuration: boolean;
  pending: boolean;
  onSubmit: (values: BanValues) => void;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [hours, setHours] = useState('');
  const [hoursError, setHoursError] = useState<string>();

  function setOpen(next: boolean) {
    if (pending) return;
    if (!next) {
      setReason('');
      setHours('');
      setHoursError(undefined);
    }
    onOpenChange(next);
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!reason.trim()) return;
    let duration: number | null = null;
    if (withDuration && hours.trim()) {
      const value = Number(hours);
      if (!Number.isInteger(value) || value < 1 || value > BAN_HOURS_MAX) {
        setHoursError(t('admin.dialogs.ban.hoursInvalid'));
        return;
      }
      duration = value;
    }
    setHoursError(undefined);
    onSubmit({ reason: reason.trim(), duration });
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogContent
        title={t('admin.dialogs.ban.title', { username })}
        description={`${t('admin.dialogs.ban.text')}${withDuration ? '' : ` ${t('admin.dialogs.ban.permanentText')}`}`}
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
              onChange={(event) => setHours(event.target.value)}
              hint={t('admin.dialogs.ban.hoursHint')}
              error={hoursError}
            />
          ) : null}
          <FormDialogFooter
            pending={pending}
            onCancel={() => setOpen(false)}
            variant="destructive"
            submitDisabled={!reason.trim()}
            submitLabel={t('admin.dialogs.ban.confirm')}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
