import type { ReactNode } from 'react';

/**
 * A wide table's horizontal scroller. It is a named region that takes the keyboard focus, so a
 * keyboard user can scroll it with the arrow keys (WCAG: scrollable regions must be reachable).
 */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <section
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard to scroll
      tabIndex={0}
      className="relative overflow-x-auto rounded-xl border border-night-600 focus-visible:outline-2 focus-visible:outline-offset-2"
    >
      {children}
    </section>
  );
}
