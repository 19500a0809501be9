import { Tabs } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

export const TabsRoot = Tabs.Root;

export function TabsList({ className, ...props }: ComponentProps<typeof Tabs.List>) {
  return (
    <Tabs.List
      className={cn('grid w-full grid-cols-2 gap-1 rounded-lg bg-subtle p-1', className)}
      {...props}
    />
  );
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof Tabs.Trigger>) {
  return (
    <Tabs.Trigger
      className={cn(
        'rounded-md px-3 py-2 text-sm font-medium text-body transition-colors',
        'data-[state=active]:bg-surface data-[state=active]:text-primary-soft-foreground data-[state=active]:shadow-sm',
        // On dark, the chosen tab rises above the track instead of sinking into it.
        'dark:data-[state=active]:bg-track',
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: ComponentProps<typeof Tabs.Content>) {
  return <Tabs.Content className={cn('mt-4', className)} {...props} />;
}
