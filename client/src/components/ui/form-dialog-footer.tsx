import { useTranslation } from 'react-i18next';
import { Button, type ButtonVariant } from './button.tsx';
import { DialogFooter } from './dialog.tsx';
import { Spinner } from './spinner.tsx';

/**
 * A form dialog's buttons: Cancel, and the submit button with a spinner while the request is out.
 * Both are locked meanwhile, so a second click can neither send twice nor close mid-request.
 */
export function FormDialogFooter({
  pending,
  onCancel,
  submitLabel,
  cancelLabel,
  submitDisabled = false,
  variant = 'primary',
  className = 'mt-2',
}: {
  pending: boolean;
  onCancel: () => void;
  submitLabel: string;
  /** 'Cancel' unless the screen's spec names it otherwise. */
  cancelLabel?: string;
  /** Besides pending: e.g. a required field still empty, nothing changed. */
  submitDisabled?: boolean;
  variant?: ButtonVariant;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <DialogFooter className={className}>
      <Button variant="secondary" onClick={onCancel} disabled={pending}>
        {cancelLabel ?? t('common.cancel')}
      </Button>
      <Button type="submit" variant={variant} disabled={pending || submitDisabled}>
        {pending ? <Spinner className="size-4" /> : null}
        {submitLabel}
      </Button>
    </DialogFooter>
  );
}
