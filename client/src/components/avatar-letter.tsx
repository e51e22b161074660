import { AVATAR_COLORS } from '@protocol/api/user.ts';
import { cn } from '../lib/cn.ts';
import { avatarLetter } from '../lib/current-user.ts';
import { COLOR_FILLS, pick } from './avatar/palette.ts';

/**
 * The adventurer's initial on a gold-rimmed medallion; with `color` (the avatar colour) the
 * medallion takes that colour, so the header matches the avatar on the dashboard and sheet.
 */
export function AvatarLetter({
  username,
  color,
  className,
}: {
  username: string;
  color?: string;
  className?: string;
}) {
  const fill = color ? COLOR_FILLS[pick(AVATAR_COLORS, color, 'blue')] : null;
  return (
    <span
      aria-hidden
      style={
        fill ? { backgroundImage: `linear-gradient(to bottom right, ${fill[0]}, ${fill[1]})` } : undefined
      }
      className={cn(
        'flex shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-arcane-500 to-night-600 font-display font-semibold text-gold-200 ring-2 ring-gold-400/70',
        fill && 'text-white [text-shadow:0_1px_2px_rgb(0_0_0/0.6)]',
        className,
      )}
    >
      {avatarLetter(username)}
    </span>
  );
}
