import { X } from 'lucide-react';
import { Toast } from 'radix-ui';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn.ts';

export type ToastVariant = 'default' | 'success' | 'destructive';

export interface ToastInput {
  title: string;
  description?: string | undefined;
  variant?: ToastVariant;
  /** One button in the toast, e.g. 'Try again' after a request that got no answer. */
  action?: { label: string; onSelect: () => void } | undefined;
}

interface ToastState extends ToastInput {
  id: number;
  open: boolean;
  queued: boolean;
}

/** Spec section 9: one toast at a time, closing after 5 s, swiped away after 50 px, F8 focuses it. */
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
const ACTION_TOAST_MS = 20_000;

let current: ToastState | null = null;
let nextId = 1;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

interface PendingToast {
  input: ToastInput;
  /** Queued toasts (one per achievement) wait for the one on screen instead of replacing it. */
  queued: boolean;
}

/** Toasts waiting for the one on screen to close (one at a time, spec section 9). */
const queue: PendingToast[] = [];
/** Lets the closing toast fade out before the next one slides in. */
const QUEUE_GAP_MS = 250;
/** A queued toast cut short before this could not have been read: it comes back after. */
const READ_MS = 2000;
let shownAt = 0;

function show({ input, queued }: PendingToast): void {
  current = { ...input, id: nextId++, open: true, queued };
  shownAt = Date.now();
  emit();
}

/**
 * Shows a toast at once: the answer to what the player just did never waits. It replaces the one on
 * screen; a queued one that was barely visible is shown again afterwards.
 */
export function toast(input: ToastInput): number {
  if (current?.open && current.queued && Date.now() - shownAt < READ_MS) {
    const { id: _id, open: _open, queued: _queued, ...interrupted } = current;
    queue.unshift({ input: interrupted, queued: true });
  }
  show({ input, queued: false });
  return current?.id ?? 0;
}

/**
 * Completes the words of a toast still on screen (e.g. the boss damage that arrives a moment after
 * 'Quest Complete!'); a toast already gone is left alone. Returns whether it was still shown.
 */
export function updateToast(id: number, input: Partial<ToastInput>): boolean {
  if (!current?.open || current.id !== id) return false;
  current = { ...current, ...input };
  emit();
  return true;
}

/** Shows a toast after the ones before it, each for its full time (e.g. one per unlocked achievement). */
export function queueToast(input: ToastInput): void {
  if (current?.open) queue.push({ input, queued: true });
  else show({ input, queued: true });
}

function showNextQueued(): void {
  if (current?.open) return;
  const next = queue.shift();
  if (next) show(next);
}

export function dismissToast(id?: number): void {
  if (!current || (id !== undefined && current.id !== id)) return;
  current = { ...current, open: false };
  emit();
  if (queue.length > 0) window.setTimeout(showNextQueued, QUEUE_GAP_MS);
}

export function useToast() {
  const state = useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
  return { toast, dismiss: dismissToast, current: state };
}

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

/** Mounted once near the root. */
export function Toaster() {
  const { t } = useTranslation();
  const { current: active } = useToast();
  return (
    <Toast.Provider
      duration={TOAST_DURATION_MS}
      swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
      label={t('toast.label')}
    >
      {active ? (
        <Toast.Root
          key={active.id}
          open={active.open}
          onOpenChange={(open) => {
            if (!open) dismissToast(active.id);
          }}
          type={active.variant === 'destructive' ? 'foreground' : 'background'}
          // A toast that offers an action stays long enough to reach it calmly.
          duration={active.action ? ACTION_TOAST_MS : undefined}
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
