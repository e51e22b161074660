import { RadioGroup } from 'radix-ui';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, DialogContent } from '../../../components/ui/dialog.tsx';
import { FormDialogFooter } from '../../../components/ui/form-dialog-footer.tsx';
import { cn } from '../../../lib/cn.ts';
import type { ResetType } from '../api/user-actions.ts';

const TYPES: readonly ResetType[] = ['partial', 'full'];

/** Reset Progress: partial (the default: keeps level, gold, items and achievements) or full. */
export function ResetProgressDialog({
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
  onSubmit: (type: ResetType) => void;
}) {
  const { t } = useTranslation();
  const [type, setType] = useState<ResetType>('partial');
  const id = useId();

  function setOpen(next: boolean) {
    if (pending) return;
    if (!next) setType('partial');
    onOpenChange(next);
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSubmit(type);
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogContent title={t('admin.dialogs.reset.title', { username })}>
        <form onSubmit={handleSubmit} noValidate className="flex flex-col gap-4">
          <RadioGroup.Root
            aria-label={t('admin.dialogs.reset.type')}
            value={type}
            onValueChange={(value) => setType(TYPES.find((v) => v === value) ?? 'partial')}
            className="flex flex-col gap-3"
          >
            {TYPES.map((value) => (
              <div
                key={value}
                className={cn(
                  'flex gap-3 rounded-xl border p-3 transition-colors',
                  type === value
                    ? 'border-gold-400/70 bg-gold-400/10'
                    : 'border-night-600 bg-night-900/60 hover:border-night-500',
                )}
              >
                <RadioGroup.Item
                  id={`${id}-${value}`}
                  value={value}
                  aria-describedby={`${id}-${value}-text`}
                  className="mt-0.5 flex size-5 shrink-0 cursor-pointer items-center justify-center rounded-full border-2 border-gold-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-400"
                >
                  <RadioGroup.Indicator className="size-2.5 rounded-full bg-gold-300" />
                </RadioGroup.Item>
                <div className="min-w-0">
                  <label htmlFor={`${id}-${value}`} className="block cursor-pointer font-semibold text-ink">
                    {t(`admin.dialogs.reset.${value}`)}
                  </label>
                  <p id={`${id}-${value}-text`} className="mt-0.5 text-sm text-mist">
                    {t(`admin.dialogs.reset.${value}Text`)}
                  </p>
                </div>
              </div>
            ))}
          </RadioGroup.Root>
          <FormDialogFooter
            pending={pending}
            onCancel={() => setOpen(false)}
            variant={type === 'full' ? 'destructive' : 'primary'}
            submitLabel={t('admin.dialogs.reset.confirm')}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
