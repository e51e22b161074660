import { useCallback, useSyncExternalStore } from 'react';

/** True while the CSS media query matches; follows resizes. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (notify: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', notify);
      return () => list.removeEventListener('change', notify);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}

export const DESKTOP_QUERY = '(min-width: 768px)';

/** Phones (up to 640 px): the navigation moves into a tab bar at the bottom (app/layout/BottomTabBar). */
export const PHONE_QUERY = '(max-width: 640px)';
