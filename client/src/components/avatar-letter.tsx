import { cn } from '../lib/cn.ts';
import { avatarLetter } from '../lib/current-user.ts';

/** The adventurer's initial on a gold-rimmed medallion. */
export function AvatarLetter({ username, className }: { username: string; className?: string }) {
  return (
    <span
      aria-hidden
      className={cn(
        'flex shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-arcane-500 to-night-600 font-display font-semibold text-gold-200 ring-2 ring-gold-400/70',
        className,
      )}
    >
      {avatarLetter(username)}
    </span>
  );
}
