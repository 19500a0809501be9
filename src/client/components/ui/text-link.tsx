import type { ComponentProps } from 'react';
import { Link } from 'wouter';
import { cn } from '../../lib/cn';

/** An in-app link that reads as a link (underlined, not by colour alone: WCAG 1.4.1). */
export function TextLink({ className, ...props }: ComponentProps<typeof Link>) {
  return (
    <Link
      className={cn(
        'font-medium text-primary underline underline-offset-2 hover:text-primary-hover',
        className,
      )}
      {...props}
    />
  );
}
