import { useSyncExternalStore } from 'react';

/**
 * Whether a panel anchored to a control is open: the bell's notifications, a menu, a submenu
 * (Radix puts each in a popper wrapper, portalled into <body>). The toaster keeps its toast out of
 * sight meanwhile, so it never lies over the panel the player is reading (docs/decisions.md).
 */
const PANEL_SELECTOR = '[data-radix-popper-content-wrapper]';

function panelOpen(): boolean {
  return document.body.querySelector(PANEL_SELECTOR) !== null;
}

function subscribe(onChange: () => void): () => void {
  // Portals are added to and removed from <body> itself: its own children are all to watch.
  const observer = new MutationObserver(onChange);
  observer.observe(document.body, { childList: true });
  return () => observer.disconnect();
}

export function usePanelOpen(): boolean {
  return useSyncExternalStore(subscribe, panelOpen, () => false);
}
