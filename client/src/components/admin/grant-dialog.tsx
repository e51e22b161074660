import { useTranslation } from 'react-i18next';
import type { FieldErrors } from '@/lib/form.ts';
import { useFormDialog } from '@/lib/use-form-dialog.ts';
import { Dialog, DialogContent } from '../ui/dialog.tsx';
import { FormDialogFooter } from '../ui/form-dialog-footer.tsx';
import { TextField } from '../ui/text-field.tsx';
import type { UserActionDialogProps } from './user-action-dialog.ts';

/** DESIGN section 8: grants are whole numbers within plus or minus 100,000. */
const GRANT_LIMIT = 100_000;
/** Spec section 9: the reason sent for an empty one; a constant, so the audit log reads the same in every language. */
const DEFAULT_GRANT_REASON = 'Admin gift';

export interface GrantValues {
  xp: number;
  gold: number;
  reason: string;
}

function parseAmount(text: string): number | null {
  if (!text.trim()) return 0;
  const value = Number(text);
  return Number.isInteger(value) && Math.abs(value) <= GRANT_LIMIT ? value : null;
}

/**
 * Grant XP and gold: at least one non-zero amount. In the in-app panel the reason may stay empty and
 * becomes 'Admin gift'; the admin area asks for one (`reasonRequired`), for its audit log.
 */
export function GrantDialog({
  username,
  open,
  onOpenChange,
  reasonRequired,
  pending,
  onSubmit,
}: UserActionDialogProps<GrantValues> & { reasonRequired: boolean }) {
  const { t } = useTranslation();
  const form = useFormDialog({ initial: { xp: '', gold: '', reason: '' }, onOpenChange, pending });
  const { xp, gold, reason } = form.values;
  const { errors } = form;

  const handleSubmit = form.onSubmit(() => {
    const xpValue = parseAmount(xp);
    const goldValue = parseAmount(gold);
    const found: FieldErrors = {};
    if (xpValue === null) found.xp = t('admin.dialogs.grant.amountInvalid');
    if (goldValue === null) found.gold = t('admin.dialogs.grant.amountInvalid');
    if (xpValue === 0 && goldValue === 0) found.form = t('admin.dialogs.grant.nonZero');
    if (reasonRequired && !reason.trim()) found.reason = t('admin.dialogs.reasonRequired');
    form.setErrors(found);
    if (Object.keys(found).length > 0 || xpValue === null || goldValue === null) return;
    onSubmit({
      xp: xpValue,
      gold: goldValue,
      reason: reason.trim() || DEFAULT_GRANT_REASON,
    });
  });

  return (
    <Dialog open={open} onOpenChange={form.setOpen}>
      <DialogContent
        title={t('admin.dialogs.grant.title', { username })}
        description={t('admin.dialogs.grant.text')}
      >
        <form onSubmit={handleSubmit} noValidate className="flex flex-col gap-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label={t('admin.dialogs.grant.xp')}
              name="xp"
              type="number"
              inputMode="numeric"
              step={1}
              placeholder="0"
              value={xp}
              onChange={(event) => form.setValue('xp', event.target.value)}
              error={errors.xp}
            />
            <TextField
              label={t('admin.dialogs.grant.gold')}
              name="gold"
              type="number"
              inputMode="numeric"
              step={1}
              placeholder="0"
              value={gold}
              onChange={(event) => form.setValue('gold', event.target.value)}
              error={errors.gold}
            />
          </div>
          <p className="-mt-2 text-xs text-haze">{t('admin.dialogs.grant.amountHint')}</p>
          <TextField
            label={reasonRequired ? t('admin.dialogs.reason') : t('admin.dialogs.grant.reasonOptional')}
            name="reason"
            required={reasonRequired}
            maxLength={500}
            autoComplete="off"
            placeholder={reasonRequired ? undefined : t('admin.dialogs.grant.defaultReason')}
            value={reason}
            onChange={(event) => form.setValue('reason', event.target.value)}
            error={errors.reason}
          />
          {errors.form ? (
            <p role="alert" className="text-sm font-medium text-ember-300">
              {errors.form}
            </p>
          ) : null}
          <FormDialogFooter
            pending={pending}
            onCancel={form.close}
            submitLabel={t('admin.dialogs.grant.confirm')}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
