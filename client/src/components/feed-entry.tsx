import type { LucideIcon } from 'lucide-react';
import { cn } from '../lib/cn.ts';
import { relativeTime } from '../lib/dates.ts';

/** One line of an activity feed (the dashboard's, a clan's): icon, what happened, and how long ago. */
export function FeedEntry({
  icon: Icon,
  tone,
  text,
  detail,
  createdAt,
  language,
  now,
}: {
  icon: LucideIcon;
  /** Text colour class of the icon. */
  tone: string;
  text: string;
  /** A short addition before the time ('+25 XP'). */
  detail?: string | null;
  createdAt: string;
  language: string;
  now: Date;
}) {
  return (
    <li className="flex gap-3 border-b border-night-600/60 py-3 first:pt-0 last:border-0 last:pb-0">
      <span className={cn('flex size-9 shrink-0 items-center justify-center rounded-lg bg-night-700', tone)}>
        <Icon className="size-4" aria-hidden />
      </span>
      <div className="min-w-0 flex-1">
        <p className="text-sm font-medium [overflow-wrap:anywhere] text-ink">{text}</p>
        <p className="text-xs text-haze">
          {detail ? `${detail} · ` : null}
          <time dateTime={createdAt}>{relativeTime(createdAt, language, now)}</time>
        </p>
      </div>
    </li>
  );
}
