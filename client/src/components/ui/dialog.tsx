import { X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import type { ComponentProps, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn.ts';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

const overlay = 'fixed inset-0 z-50 bg-night-950/75 backdrop-blur-sm animate-fade-in';
const panel = cn(
  'fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 flex-col',
  'overflow-y-auto rounded-2xl border border-night-600 bg-night-850 text-ink shadow-2xl shadow-black/60 animate-dialog-in',
  'focus:outline-none',
);

/** A modal panel with a title, an optional description and a close button (Escape closes it too). */
export function DialogContent({
  className,
  children,
  title,
  description,
  wide = false,
  ...props
}: Omit<ComponentProps<typeof DialogPrimitive.Content>, 'title'> & {
  title: string;
  description?: ReactNode;
  /** A wider panel for lists and side-by-side content. */
  wide?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className={overlay} />
      <DialogPrimitive.Content
        className={cn(panel, wide ? 'max-w-2xl' : 'max-w-lg', className)}
        // Without a description Radix wants the attribute explicitly empty.
        {...(description ? {} : { 'aria-describedby': undefined })}
        {...props}
      >
        <div className="p-5 pr-14 pb-0 sm:p-6 sm:pr-16 sm:pb-0">
          <DialogPrimitive.Title className="font-display text-xl font-semibold sm:text-2xl">
            {title}
          </DialogPrimitive.Title>
          {description ? (
            <DialogPrimitive.Description className="mt-1 text-sm text-mist">
              {description}
            </DialogPrimitive.Description>
          ) : null}
        </div>
        <div className="p-5 sm:p-6">{children}</div>
        {/* Last in the tab order, so focus starts on the dialog's first field. */}
        <DialogPrimitive.Close
          aria-label={t('common.close')}
          className="absolute top-4 right-4 flex size-9 cursor-pointer items-center justify-center rounded-lg text-haze hover:bg-night-700 hover:text-ink focus-visible:outline-2 focus-visible:outline-gold-400 sm:top-5 sm:right-5"
        >
          <X className="size-5" aria-hidden />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

/** Buttons at the foot of a dialog: stacked on phones, right-aligned from 640 px. */
export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      className={cn('mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end sm:gap-3', className)}
      {...props}
    />
  );
}
