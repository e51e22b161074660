import { type FormEvent, useState } from 'react';
import type { FieldErrors } from './form.ts';

interface FormDialogOptions<V> {
  /** The fields' values when the dialog opens; a closed dialog returns to them. */
  initial: V;
  onOpenChange: (open: boolean) => void;
  /** While the request is out the dialog stays open: Escape, the overlay and Cancel are refused. */
  pending?: boolean;
  /** Called as the dialog closes, after its fields were reset (e.g. to forget a failed attempt). */
  onClose?: () => void;
}

/**
 * A form dialog's state, the same in every one: the values with a setter per field, the field
 * errors, an open/close that resets both on close, and a submit handler that keeps the page.
 */
export function useFormDialog<V extends object>({
  initial,
  onOpenChange,
  pending = false,
  onClose,
}: FormDialogOptions<V>) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});

  function setValue<K extends keyof V>(key: K, value: V[K]) {
    setValues((current) => ({ ...current, [key]: value }));
  }

  function setOpen(next: boolean) {
    if (pending) return;
    if (!next) {
      setValues(initial);
      setErrors({});
      onClose?.();
    }
    onOpenChange(next);
  }

  function onSubmit(handler: (values: V) => void) {
    return (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      handler(values);
    };
  }

  return { values, setValue, errors, setErrors, setOpen, close: () => setOpen(false), onSubmit };
}
