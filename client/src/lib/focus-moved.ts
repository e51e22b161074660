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
