import { type RefObject, useLayoutEffect, useState } from 'react';

/**
 * How many of a row's items fit beside its last, always shown element (the 'More' button), in the
 * order given: the row's own width against the natural widths of the items, read from a hidden
 * copy (`measure`, one child per item) that never changes with the count, so showing fewer items
 * can never make more of them fit. Read again whenever the row, the copy or the last element
 * change size (a window resized, a focus timer appearing beside the row, another language).
 * Before the first reading (the server's markup) every item counts as fitting.
 */
export function useFittingCount(
  row: RefObject<HTMLElement | null>,
  measure: RefObject<HTMLElement | null>,
  last: RefObject<HTMLElement | null>,
  total: number,
): number {
  const [count, setCount] = useState(total);

  useLayoutEffect(() => {
    const rowElement = row.current;
    const measureElement = measure.current;
    if (!rowElement || !measureElement) return;
    const read = () => {
      const style = getComputedStyle(rowElement);
      const gap = Number.parseFloat(style.columnGap) || 0;
      const available =
        rowElement.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
      const widths = [...measureElement.children].map((child) => child.getBoundingClientRect().width);
      let used = last.current?.getBoundingClientRect().width ?? 0;
      let fitting = 0;
      for (const width of widths) {
        // Half a pixel of grace: widths are fractional, and rounding must not drop an item that fits.
        if (used + gap + width > available + 0.5) break;
        used += gap + width;
        fitting += 1;
      }
      setCount(fitting);
    };
    read();
    const observer = new ResizeObserver(read);
    observer.observe(rowElement);
    // Each item, not only the copy as a whole: another language may lengthen one and shorten another.
    for (const child of measureElement.children) observer.observe(child);
    if (last.current) observer.observe(last.current);
    return () => observer.disconnect();
  }, [row, measure, last]);

  return Math.min(count, total);
}
