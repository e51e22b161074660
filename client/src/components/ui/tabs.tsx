import { Tabs as TabsPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn.ts';

export const Tabs = TabsPrimitive.Root;

export function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List
      className={cn('flex w-full gap-1 rounded-xl border border-night-600 bg-night-950/60 p-1', className)}
      {...props}
    />
  );
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      className={cn(
        'min-h-10 min-w-0 flex-1 cursor-pointer rounded-lg px-1 py-1.5 text-[0.8rem] font-semibold sm:px-2 sm:text-sm text-mist transition-colors',
        'hover:text-ink focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-gold-400',
        'data-[state=active]:bg-night-700 data-[state=active]:text-gold-300 data-[state=active]:shadow-sm',
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return (
    <TabsPrimitive.Content
      className={cn(
        'mt-6 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-gold-400 rounded-lg',
        className,
      )}
      {...props}
    />
  );
}
