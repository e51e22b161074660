import { Label } from 'radix-ui';
import { type ComponentProps, type ReactNode, useId } from 'react';
import { cn } from '@/lib/cn.ts';
import { inputClasses } from './text-field.tsx';

interface TextAreaFieldProps extends Omit<ComponentProps<'textarea'>, 'id'> {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
}

/** A labelled textarea with its hint and error message wired up through aria-describedby. */
export function TextAreaField({ label, error, hint, className, ...props }: TextAreaFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <Label.Root htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </Label.Root>
      <textarea
        id={id}
        rows={3}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={cn(inputClasses, 'resize-y')}
        {...props}
      />
      {hint ? (
        <div id={hintId} className="text-xs text-haze">
          {hint}
        </div>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-ember-300">
          {error}
        </p>
      ) : null}
    </div>
  );
}
