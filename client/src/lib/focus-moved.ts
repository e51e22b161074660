import { focusAfterMoment } from './level-up.ts';

/**
 * Whether the player has put the keyboard focus somewhere of their own since an action began (it
 * is not on `left`, the control they acted with, nor dropped to <body> because that control is
 * gone, nor in a dialog the action opened, such as the level-up moment): a screen that moves the
 * focus when the action's answer arrives leaves it there.
 */
export function focusMovedByPlayer(left: Element | null): boolean {
  const active = document.activeElement;
  if (!active || active === document.body || active === left) return false;
  return !active.closest('[role="dialog"], [role="alertdialog"]');
}

/**
 * Moves the focus to a list's item after an action without moving the page while any of it is in
 * sight: focus() would scroll a half-shown item into the middle, and the button the player is
 * reaching for would move from under the pointer (a click then lands beside it). An item out of
 * sight is brought to the nearest edge. Waits for a level-up moment like every focus after an action.
 */
export function focusInPlace(element: HTMLElement): void {
  const box = element.getBoundingClientRect();
  const inSight = box.top < window.innerHeight && box.bottom > 0;
  focusAfterMoment(element, { preventScroll: true });
  if (!inSight) element.scrollIntoView({ block: 'nearest' });
}
