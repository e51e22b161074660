import { QUICK_ADD_TEXT_MAX } from '@protocol/limits.ts';

/**
 * What the next quick add to appear should do: take the focus (the `n` key on a screen without
 * one) or open filled in (text shared from another app to /share). Kept until a quick add takes
 * it, so it survives the navigation to the screen that has one; a share that arrives before the
 * player has signed in is kept on the device until they have.
 */
let offered: { text: string | null } | null = null;
const SHARED_KEY = 'qp-pending-share';

/** The next quick add takes the focus, filled with `text` when there is one. */
export function offerQuickAdd(text: string | null = null, options: { untilSignedIn?: boolean } = {}): void {
  offered = { text };
  if (!options.untilSignedIn || !text) return;
  try {
    window.localStorage.setItem(SHARED_KEY, text);
  } catch {
    // Storage refused (private mode): the share is offered in this page's life only.
  }
}

/** Taken once, by the first quick add that mounts after the offer. */
export function takeQuickAddOffer(): { text: string | null } | null {
  let stored: string | null = null;
  try {
    stored = window.localStorage.getItem(SHARED_KEY);
    if (stored !== null) window.localStorage.removeItem(SHARED_KEY);
  } catch {
    stored = null;
  }
  const taken = offered ?? (stored ? { text: stored } : null);
  offered = null;
  return taken;
}

/**
 * The line a share makes (`/share?title&text&url`, the manifest's share target): its parts in
 * that order, a part the previous ones already hold left out (apps often put the link in the
 * text too), spaces collapsed, at most what the quick add reads.
 */
export function sharedLine(params: URLSearchParams): string {
  const parts: string[] = [];
  for (const name of ['title', 'text', 'url']) {
    const part = (params.get(name) ?? '').replace(/\s+/g, ' ').trim();
    if (part && !parts.some((known) => known.includes(part))) parts.push(part);
  }
  return parts.join(' ').slice(0, QUICK_ADD_TEXT_MAX);
}

/** The quick add field on the screen, if there is one (marked by QuickAddField). */
export function quickAddOnScreen(): HTMLInputElement | null {
  return document.querySelector<HTMLInputElement>('input[data-quick-add]');
}
