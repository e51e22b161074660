import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn.ts';

type BadgeTone = 'gold' | 'arcane' | 'neutral' | 'success';

const tones: Record<BadgeTone, string> = {
  gold: 'border-gold-400/40 bg-gold-400/15 text-gold-200',
  arcane: 'border-arcane-400/40 bg-arcane-500/15 text-arcane-300',
  neutral: 'border-night-500 bg-night-700 text-mist',
  success: 'border-verdant-400/40 bg-verdant-900/60 text-verdant-300',
};

export function Badge({ className, tone = 'gold', ...props }: ComponentProps<'span'> & { tone?: BadgeTone }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        tones[tone],
        className,
      )}
      {...props}
    />
  );
}
