import { Label } from 'radix-ui';
import { type ComponentProps, type ReactNode, useId } from 'react';
import { cn } from '@/lib/cn.ts';

export const inputClasses = cn(
  'block w-full min-h-11 rounded-xl border border-night-600 bg-night-950/70 px-3.5 py-2.5 text-base text-ink',
  'placeholder:text-haze/80 transition-colors',
  'hover:border-night-500 focus:border-gold-400 focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-gold-400',
  'aria-invalid:border-ember-400 disabled:opacity-60',
);

export interface TextFieldProps extends Omit<ComponentProps<'input'>, 'id'> {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  /** Replaces the plain input (used by the password field to add its toggle). */
  trailing?: ReactNode;
}

/** A labelled input with its error message wired up through aria-describedby. */
export function TextField({ label, error, hint, trailing, className, ...inputProps }: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <Label.Root htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </Label.Root>
      <div className="relative">
        <input
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={cn(inputClasses, trailing ? 'pr-12' : '')}
          {...inputProps}
        />
        {trailing}
      </div>
      {hint ? (
        <p id={hintId} className="text-xs text-haze">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-ember-300">
          {error}
        </p>
      ) : null}
    </div>
  );
}
