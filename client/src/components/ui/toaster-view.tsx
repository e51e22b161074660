import { X } from 'lucide-react';
import { Toast } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn.ts';
import { usePanelOpen } from './open-panel.ts';
import {
  dismissToast,
  TOAST_DURATION_MS,
  TOAST_SWIPE_THRESHOLD_PX,
  type ToastVariant,
  toastDuration,
  useToast,
} from './toast.tsx';

const variants: Record<ToastVariant, string> = {
  default: 'border-night-500 bg-night-800',
  success: 'border-verdant-400/50 bg-night-800',
  destructive: 'border-ember-400/70 bg-ember-900',
};

const accents: Record<ToastVariant, string> = {
  default: 'bg-arcane-400',
  success: 'bg-verdant-400',
  destructive: 'bg-ember-400',
};

/**
 * The toaster itself (radix Toast); `Toaster` in toast.tsx mounts it once it is needed. Opaque
 * surfaces only. While a menu or the bell's panel is open the toast waits out of sight (its time
 * not running) and comes when the panel closes: it never lies over what the player is reading.
 */
export function ToasterView() {
  const { t } = useTranslation();
  const { current: active } = useToast();
  const panelOpen = usePanelOpen();
  return (
    <Toast.Provider
      duration={TOAST_DURATION_MS}
      swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
      label={t('toast.label')}
    >
      {active && !panelOpen ? (
        <Toast.Root
          key={active.id}
          open={active.open}
          onOpenChange={(open) => {
            if (!open) dismissToast(active.id);
          }}
          type={active.variant === 'destructive' ? 'foreground' : 'background'}
          duration={toastDuration(active)}
          data-variant={active.variant ?? 'default'}
          className={cn(
            'relative flex w-full gap-3 overflow-hidden rounded-xl border p-4 pl-5 text-ink shadow-2xl shadow-black/60',
            'data-[state=open]:animate-toast-in data-[state=closed]:animate-toast-out',
            'data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-transform',
            'data-[swipe=end]:animate-toast-out',
            variants[active.variant ?? 'default'],
          )}
        >
          <span
            aria-hidden
            className={cn('absolute inset-y-0 left-0 w-1', accents[active.variant ?? 'default'])}
          />
          <div className="min-w-0 flex-1">
            <Toast.Title className="font-semibold">{active.title}</Toast.Title>
            {active.description ? (
              <Toast.Description className="mt-1 text-sm text-mist">{active.description}</Toast.Description>
            ) : null}
            {active.action ? (
              <Toast.Action altText={active.action.label} asChild>
                <button
                  type="button"
                  onClick={active.action.onSelect}
                  className="mt-3 inline-flex min-h-9 cursor-pointer items-center rounded-lg border border-night-500 bg-night-800 px-3 text-sm font-semibold text-ink hover:bg-night-700"
                >
                  {active.action.label}
                </button>
              </Toast.Action>
            ) : null}
          </div>
          <Toast.Close
            aria-label={t('toast.close')}
            className="-m-1 flex size-8 shrink-0 cursor-pointer items-center justify-center rounded-lg text-haze hover:bg-night-700 hover:text-ink focus-visible:outline-2 focus-visible:outline-gold-400"
          >
            <X className="size-4" aria-hidden />
          </Toast.Close>
        </Toast.Root>
      ) : null}
      <Toast.Viewport
        hotkey={['F8']}
        label={t('toast.viewportLabel')}
        className="fixed top-16 right-0 z-[100] m-0 flex w-full max-w-[420px] list-none flex-col gap-2 p-4 outline-none sm:p-6"
      />
    </Toast.Provider>
  );
}
