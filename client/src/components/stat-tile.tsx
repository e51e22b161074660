import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../lib/cn.ts';

/** One figure with its label and icon, for the summary rows of the game screens (inside a <dl>). */
export function StatTile({
  icon: Icon,
  label,
  value,
  tone,
  detail,
  stacked = false,
  className,
}: {
  icon: LucideIcon;
  label: string;
  value: string;
  /** Text colour of the icon, e.g. 'text-gold-300'. */
  tone: string;
  detail?: ReactNode;
  /** Icon above the text below 640 px, for rows of three on a phone. */
  stacked?: boolean;
  className?: string;
}) {
  // The tile is the group (`dl > div`) of one term and its definitions: the icon sits beside them
  // in a grid, hidden from assistive technology, so the group holds nothing but `dt` and `dd`.
  const textColumn = stacked ? 'sm:col-start-2' : 'col-start-2';
  // Literal class names, so the stylesheet build finds them.
  const iconRows = detail
    ? stacked
      ? 'max-sm:mb-2 sm:row-span-3'
      : 'row-span-3'
    : stacked
      ? 'max-sm:mb-2 sm:row-span-2'
      : 'row-span-2';
  return (
    <div
      className={cn(
        'grid min-w-0 grid-cols-[auto_minmax(0,1fr)] content-center items-center rounded-xl border border-night-600 bg-night-900/60 sm:p-4',
        stacked ? 'gap-x-3 p-2.5 max-sm:grid-cols-1' : 'gap-x-3 p-3',
        className,
      )}
    >
      <span
        aria-hidden
        className={cn(
          'flex size-10 shrink-0 items-center justify-center rounded-lg bg-night-700',
          iconRows,
          tone,
        )}
      >
        <Icon className="size-5" />
      </span>
      <dt
        className={cn(
          'min-w-0 self-end text-xs leading-snug font-medium tracking-wide text-haze uppercase [overflow-wrap:anywhere] hyphens-auto',
          textColumn,
        )}
      >
        {label}
      </dt>
      <dd
        className={cn(
          'min-w-0 self-start text-lg font-semibold text-ink tabular-nums sm:text-xl',
          textColumn,
        )}
      >
        {value}
      </dd>
      {detail ? <dd className={cn('min-w-0 text-xs text-haze', textColumn)}>{detail}</dd> : null}
    </div>
  );
}
