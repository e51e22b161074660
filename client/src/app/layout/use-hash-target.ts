import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** How long a link's #target may take to appear (a screen that loads first). */
const WAIT_MS = 4000;

/**
 * In-app links with a #target (Focus mode: /tasks#focus-title) scroll it into view once it is on the
 * page, as a full page load would; the router alone does not.
 */
export function useHashTarget(): void {
  const { hash, key } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: every navigation (key), also to the same hash.
  useEffect(() => {
    const id = decodeURIComponent(hash.slice(1));
    if (!id) return;
    const started = Date.now();
    let frame = 0;
    const look = () => {
      const target = document.getElementById(id);
      if (target) {
        target.scrollIntoView({ block: 'start' });
        return;
      }
      if (Date.now() - started < WAIT_MS) frame = requestAnimationFrame(look);
    };
    look();
    return () => cancelAnimationFrame(frame);
  }, [hash, key]);
}
