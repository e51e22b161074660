import type { LucideIcon } from 'lucide-react';
import { type ReactNode, useRef } from 'react';
import { cn } from '../lib/cn.ts';
import { useFitWords } from '../lib/use-fit-words.ts';

/**
 * Where the icon goes: `beside` the text; `stacked`, above the text below 640 px (rows of three on
 * a phone); `compact`, the hero's row of three: tighter, the icon only from 400 px, label and value
 * on one line each.
 */
export type StatTileLayout = 'beside' | 'stacked' | 'compact';

// Literal class names, so the stylesheet build finds them. The text's left padding is the tile's
// padding, the icon's 2.5rem and the gap beside it; the icon is placed in that room.
const TILE: Record<StatTileLayout, string> = {
  beside: 'p-3 pl-16 sm:p-4 sm:pl-17',
  stacked: 'p-2 sm:p-4 sm:pl-17',
  compact: 'p-2 min-[400px]:pl-14 sm:p-4 sm:pl-17',
};
const ICON: Record<StatTileLayout, string> = {
  beside: 'absolute inset-y-0 left-3 my-auto flex sm:left-4',
  stacked: 'flex max-sm:mb-2 sm:absolute sm:inset-y-0 sm:left-4 sm:my-auto',
  compact: 'absolute inset-y-0 left-2 my-auto hidden min-[400px]:flex sm:left-4',
};
// A term wraps between words only (never 'PENDIENTE-S'), a row's terms set in the size its tightest
// needs (useFitWords). Phones set them in normal case: a row of three has about 59 px of text a
// tile at 320 px, where 'AUJOURD’HUI' in capitals would not fit at any readable size.
const TERM: Record<StatTileLayout, string> = {
  beside: 'leading-snug hyphens-none [overflow-wrap:normal] max-sm:tracking-normal max-sm:normal-case',
  stacked: 'leading-snug hyphens-none [overflow-wrap:normal] max-sm:tracking-normal max-sm:normal-case',
  compact: 'truncate',
};
const VALUE: Record<StatTileLayout, string> = {
  beside: 'text-lg sm:text-xl',
  stacked: 'text-lg sm:text-xl',
  compact: 'text-base whitespace-nowrap sm:text-xl',
};

/**
 * One figure with its label and icon, for the summary rows of the game screens. The tile is one
 * group of a `<dl>` (`dl > div`) and holds nothing but its `dt` and `dd`s, as HTML allows: the
 * icon is part of the term, hidden from assistive technology, and set beside the text by CSS.
 */
export function StatTile({
  icon: Icon,
  label,
  value,
  tone,
  detail,
  layout = 'beside',
  className,
}: {
  icon: LucideIcon;
  label: string;
  value: string;
  /** Text colour of the icon, e.g. 'text-gold-300'. */
  tone: string;
  detail?: ReactNode;
  layout?: StatTileLayout;
  className?: string;
}) {
  const term = useRef<HTMLElement>(null);
  useFitWords(term, label, { together: 'dl' });
  return (
    <div
      className={cn(
        'relative grid min-w-0 grid-cols-1 content-center rounded-xl border border-night-600 bg-night-900/60',
        TILE[layout],
        className,
      )}
    >
      <dt
        ref={term}
        className={cn('min-w-0 text-xs font-medium tracking-wide text-haze uppercase', TERM[layout])}
      >
        <span
          aria-hidden
          className={cn(
            'size-10 shrink-0 items-center justify-center rounded-lg bg-night-700',
            ICON[layout],
            tone,
          )}
        >
          <Icon className="size-5" />
        </span>
        {label}
      </dt>
      <dd className={cn('min-w-0 font-semibold text-ink tabular-nums', VALUE[layout])}>{value}</dd>
      {detail ? <dd className="min-w-0 text-xs text-haze">{detail}</dd> : null}
    </div>
  );
}
