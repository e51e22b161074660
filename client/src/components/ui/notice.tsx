import { CircleCheck, Info, TriangleExclamationPoint } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn.ts';

type NoticeTone = 'info' | 'success' | 'warning' | 'error';

const tones: Record<NoticeTone, string> = {
  info: 'border-arcane-400/40 bg-arcane-500/10 text-arcane-300',
  success: 'border-verdant-400/40 bg-verdant-900/40 text-verdant-300',
  warning: 'border-gold-400/40 bg-gold-400/10 text-gold-200',
  error: 'border-ember-400/50 bg-ember-900/40 text-ember-300',
};

const icons = {
  info: Info,
  success: CircleCheck,
  warning: TriangleExclamationPoint,
  error: TriangleExclamationPoint,
};

/** An inline, persistent message (toasts disappear; this one stays). */
export function Notice({
  tone = 'info',
  title,
  children,
  className,
}: {
  tone?: NoticeTone;
  title: string;
  children?: ReactNode;
  className?: string;
}) {
  const Icon = icons[tone];
  return (
    <div
      role={tone === 'error' || tone === 'warning' ? 'alert' : 'status'}
      className={cn('flex gap-3 rounded-xl border p-4 text-sm', tones[tone], className)}
    >
      <Icon className="mt-0.5 size-5 shrink-0" aria-hidden />
      <div className="min-w-0">
        <p className="font-semibold text-ink">{title}</p>
        {children ? <div className="mt-1 text-mist">{children}</div> : null}
      </div>
    </div>
  );
}
