import { ChevronDown } from 'lucide-react';
import { Label } from 'radix-ui';
import { type ComponentProps, useId } from 'react';
import { cn } from '@/lib/cn.ts';
import { inputClasses } from './text-field.tsx';

interface SelectFieldProps extends Omit<ComponentProps<'select'>, 'id'> {
  label: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  /** One line under the field that says what the choice means. */
  hint?: string | undefined;
}

/** A labelled native select: keyboard and screen-reader friendly on every device. */
export function SelectField({ label, options, hint, className, ...selectProps }: SelectFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <Label.Root htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </Label.Root>
      <div className="relative">
        <select
          id={id}
          aria-describedby={hint ? hintId : undefined}
          className={cn(inputClasses, 'cursor-pointer appearance-none pr-10')}
          {...selectProps}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDown
          className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-haze"
          aria-hidden
        />
      </div>
      {hint ? (
        <p id={hintId} className="text-xs text-haze">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
