import { Popover } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

export const PopoverRoot = Popover.Root;
export const PopoverTrigger = Popover.Trigger;

export function PopoverContent({
  className,
  align = 'end',
  collisionPadding = 8,
  ...props
}: ComponentProps<typeof Popover.Content>) {
  return (
    <Popover.Portal>
      <Popover.Content
        align={align}
        sideOffset={6}
        // Keeps a margin from the screen's edges on small phones.
        collisionPadding={collisionPadding}
        className={cn(
          'z-50 w-72 max-w-[calc(100vw-2rem)] rounded-lg border border-border bg-surface p-4 text-sm shadow-lg',
          className,
        )}
        {...props}
      />
    </Popover.Portal>
  );
}
