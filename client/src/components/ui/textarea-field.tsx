import { Label } from 'radix-ui';
import { type ComponentProps, useId } from 'react';
import { cn } from '../../lib/cn.ts';
import { inputClasses } from './text-field.tsx';

interface TextAreaFieldProps extends Omit<ComponentProps<'textarea'>, 'id'> {
  label: string;
  error?: string | undefined;
}

export function TextAreaField({ label, error, className, ...props }: TextAreaFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <Label.Root htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </Label.Root>
      <textarea
        id={id}
        rows={3}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={cn(inputClasses, 'resize-y')}
        {...props}
      />
      {error ? (
        <p id={errorId} className="text-sm font-medium text-ember-300">
          {error}
        </p>
      ) : null}
    </div>
  );
}
