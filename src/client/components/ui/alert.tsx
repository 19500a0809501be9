import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

interface AlertProps extends ComponentProps<'div'> {
  variant?: 'info' | 'destructive';
}

/** A message region announced by screen readers (role="alert" for errors, role="status" otherwise). */
export function Alert({ variant = 'info', className, ...props }: AlertProps) {
  return (
    <div
      role={variant === 'destructive' ? 'alert' : 'status'}
      className={cn(
        'rounded-md border px-4 py-3 text-sm',
        variant === 'destructive'
          ? 'border-destructive-soft-border bg-destructive-soft text-destructive-soft-foreground'
          : 'border-primary-soft-border bg-primary-soft text-primary-soft-foreground',
        className,
      )}
      {...props}
    />
  );
}
