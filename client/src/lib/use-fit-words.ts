import { type RefObject, useLayoutEffect } from 'react';

const STEP_PX = 0.5;
const MIN_PX = 9.5;
/** Marks the elements fitted together (one size for all under the `together` ancestor). */
const FITTED = 'data-fit-words';

/**
 * Shrinks a label's text from its own size, half a pixel at a time down to 9.5 px, until its widest
 * word fits its box: a label then wraps between words, never inside one (a word wider than the box
 * would stick out of it, or be broken). With `together` (a selector of an ancestor, e.g. 'dl'), every
 * label fitted under that ancestor takes the same size, the one the tightest needs: a row of tiles
 * reads as one. Fitted again when the box's width or the text changes (another language), and once
 * the fonts are in. `text` null: the label is left as it is.
 */
export function useFitWords(
  ref: RefObject<HTMLElement | null>,
  text: string | null,
  { together }: { together?: string } = {},
): void {
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || text === null) return;
    element.setAttribute(FITTED, '');
    const fitText = () => {
      const group = together ? element.closest(together) : null;
      const labels = group ? [...group.querySelectorAll<HTMLElement>(`[${FITTED}]`)] : [element];
      for (const label of labels) label.style.fontSize = '';
      let size = Math.min(...labels.map((label) => Number.parseFloat(getComputedStyle(label).fontSize)));
      const overflows = () => labels.some((label) => label.scrollWidth > label.clientWidth);
      while (overflows() && size - STEP_PX >= MIN_PX) {
        size -= STEP_PX;
        for (const label of labels) label.style.fontSize = `${size}px`;
      }
    };
    fitText();
    // Only a new width matters: the height changes with the fitting itself.
    let width = element.clientWidth;
    const observer = new ResizeObserver(() => {
      if (element.clientWidth === width) return;
      width = element.clientWidth;
      fitText();
    });
    observer.observe(element);
    let active = true;
    void document.fonts?.ready.then(() => {
      if (active) fitText();
    });
    return () => {
      active = false;
      observer.disconnect();
      element.removeAttribute(FITTED);
    };
  }, [ref, text, together]);
}
