import type { Task } from '@protocol/api/tasks.ts';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn.ts';

const TONES: Record<Task['priority'], string> = {
  low: 'border-night-500 bg-night-700 text-mist',
  medium: 'border-sky-400/40 bg-sky-950/60 text-sky-300',
  high: 'border-gold-400/50 bg-gold-400/15 text-gold-200',
};

/** A task's priority, or a quest's when the player set one: 'High priority'. */
export function PriorityBadge({ priority, className }: { priority: Task['priority']; className?: string }) {
  const { t } = useTranslation();
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full border px-2 py-0.5 text-xs font-semibold whitespace-nowrap',
        TONES[priority],
        className,
      )}
    >
      {t(`tasks.priorityBadge.${priority}`)}
    </span>
  );
}
