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
  return (
    <div
      className={cn(
        'flex min-w-0 rounded-xl border border-night-600 bg-night-900/60 sm:p-4',
        stacked ? 'flex-col gap-2 p-2.5 sm:flex-row sm:items-center sm:gap-3' : 'items-center gap-3 p-3',
        className,
      )}
    >
      <span className={cn('flex size-10 shrink-0 items-center justify-center rounded-lg bg-night-700', tone)}>
        <Icon className="size-5" aria-hidden />
      </span>
      <div className="min-w-0">
        <dt className="text-xs leading-snug font-medium tracking-wide text-haze uppercase [overflow-wrap:anywhere] hyphens-auto">
          {label}
        </dt>
        <dd className="text-lg font-semibold text-ink tabular-nums sm:text-xl">{value}</dd>
        {detail ? <dd className="text-xs text-haze">{detail}</dd> : null}
      </div>
    </div>
  );
}
