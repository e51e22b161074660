import { Slot } from 'radix-ui';
import type { ComponentProps } from 'react';
import { type ButtonSize, type ButtonVariant, buttonClasses } from './button-classes.ts';

// Screens that use the component import its look from here too.
export { type ButtonVariant, buttonClasses };

export interface ButtonProps extends ComponentProps<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Render the single child (for example a router Link) with the button's look. */
  asChild?: boolean;
}

export function Button({ variant, size, asChild = false, className, type, ...props }: ButtonProps) {
  if (asChild) return <Slot.Root className={buttonClasses(variant, size, className)} {...props} />;
  return <button type={type ?? 'button'} className={buttonClasses(variant, size, className)} {...props} />;
}
