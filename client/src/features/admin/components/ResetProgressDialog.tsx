import { RadioGroup } from 'radix-ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserActionDialogProps } from '@/components/admin/user-action-dialog.ts';
import { Dialog, DialogContent } from '@/components/ui/dialog.tsx';
import { FormDialogFooter } from '@/components/ui/form-dialog-footer.tsx';
import { cn } from '@/lib/cn.ts';
import { useFormDialog } from '@/lib/use-form-dialog.ts';
import type { ResetType } from '../api/user-actions.ts';

const TYPES: readonly ResetType[] = ['partial', 'full'];

/** Reset Progress: partial (the default: keeps level, gold, items and achievements) or full. */
export function ResetProgressDialog({
  username,
  open,
  onOpenChange,
  pending,
  onSubmit,
}: UserActionDialogProps<ResetType>) {
  const { t } = useTranslation();
  const form = useFormDialog<{ type: ResetType }>({ initial: { type: 'partial' }, onOpenChange, pending });
  const { type } = form.values;
  const id = useId();

  return (
    <Dialog open={open} onOpenChange={form.setOpen}>
      <DialogContent title={t('admin.dialogs.reset.title', { username })}>
        <form onSubmit={form.onSubmit(() => onSubmit(type))} noValidate className="flex flex-col gap-4">
          <RadioGroup.Root
            aria-label={t('admin.dialogs.reset.type')}
            value={type}
            onValueChange={(value) => form.setValue('type', TYPES.find((v) => v === value) ?? 'partial')}
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
            onCancel={form.close}
            variant={type === 'full' ? 'destructive' : 'primary'}
            submitLabel={t('admin.dialogs.reset.confirm')}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
