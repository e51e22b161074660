import { lazy, Suspense, useSyncExternalStore } from 'react';

export type ToastVariant = 'default' | 'success' | 'destructive';

export interface ToastInput {
  title: string;
  description?: string | undefined;
  variant?: ToastVariant;
  /** One button in the toast, e.g. 'Try again' after a request that got no answer. */
  action?: { label: string; onSelect: () => void } | undefined;
  /**
   * The toast carries figures the player may want to read (XP and gold earned, damage dealt,
   * points): it stays longer than a plain confirmation.
   */
  figures?: boolean | undefined;
}

interface ToastState extends ToastInput {
  id: number;
  open: boolean;
  queued: boolean;
}

/** Spec section 9: one toast at a time, closing after 5 s, swiped away after 50 px, F8 focuses it. */
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
/** Figures take longer to read than a confirmation (docs/decisions.md, 'Toasts that stay'). */
export const FIGURES_TOAST_MS = 12_000;
/** A toast that offers an action stays long enough to reach it calmly. */
export const ACTION_TOAST_MS = 20_000;

/** How long a toast stays unless dismissed (hovering or focusing it pauses the count). */
export function toastDuration(input: Pick<ToastInput, 'action' | 'figures'>): number {
  if (input.action) return ACTION_TOAST_MS;
  return input.figures ? FIGURES_TOAST_MS : TOAST_DURATION_MS;
}

let current: ToastState | null = null;
/** Whether the toaster's view (radix Toast, its own chunk) is on the page: from the first toast or preload on. */
let viewWanted = false;
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
  viewWanted = true;
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

const loadView = () => import('./toaster-view.tsx');
const ToasterView = lazy(() => loadView().then((m) => ({ default: m.ToasterView })));

/**
 * Fetches the view and mounts it at once, before any toast: the signed-in shell and the auth screen
 * call it, so their first toast never waits. A visitor's landing page never downloads it.
 */
export function preloadToaster(): void {
  if (viewWanted) return;
  viewWanted = true;
  void loadView();
  // Callers may be rendering (a lazy page's loader): the Toaster re-renders after, not during.
  queueMicrotask(emit);
}

/**
 * Mounted once near the root. The view (the toast and its F8 viewport) is its own chunk, mounted
 * from the first toast or preload on, and kept mounted after.
 */
export function Toaster() {
  const wanted = useSyncExternalStore(
    subscribe,
    () => viewWanted,
    () => false,
  );
  return wanted ? (
    <Suspense fallback={null}>
      <ToasterView />
    </Suspense>
  ) : null;
}
