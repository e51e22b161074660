import { cn } from '@/lib/cn.ts';

/** The clan's tag on a small shield-like plate: the clan's face in lists and headers. */
export function ClanTagMark({ tag, className }: { tag: string; className?: string }) {
  return (
    <span
      aria-hidden
      className={cn(
        'flex shrink-0 items-center justify-center rounded-xl bg-gradient-to-br from-arcane-500/40 to-night-700 font-display font-semibold tracking-wide text-gold-200 ring-1 ring-gold-400/50',
        className,
      )}
    >
      {tag}
    </span>
  );
}
