import type { ComponentProps, ReactNode, Ref } from 'react';
import { cn } from '../../lib/cn';

export function Card({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('rounded-xl border border-border bg-surface shadow-sm', className)} {...props} />;
}

export function CardHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('space-y-1.5 p-4 pb-3 sm:p-6 sm:pb-4', className)} {...props} />;
}

/** The content under a CardHeader. Phones get narrower margins, so content such as a grid of 44 px
 * chapter cells has room. */
export function CardContent({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('px-4 pb-4 sm:px-6 sm:pb-6', className)} {...props} />;
}

/** The content of a card without a header. */
export function CardBody({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('p-4 sm:p-6', className)} {...props} />;
}

export function CardFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      className={cn('flex flex-col gap-2 px-4 pb-4 text-sm text-muted sm:px-6 sm:pb-6', className)}
      {...props}
    />
  );
}

export function CardDescription({ className, ...props }: ComponentProps<'p'>) {
  return <p className={cn('text-sm text-muted', className)} {...props} />;
}

interface CardTitleProps {
  /** A decorative icon before the title. */
  icon: ReactNode;
  title: ReactNode;
  description: ReactNode;
  /**
   * Makes the heading focusable from script: where focus goes when the control that had it disappears
   * (the row just deleted), so keyboard users stay in the card.
   */
  headingRef?: Ref<HTMLHeadingElement>;
  /** The heading's id, for a card that is a region named by its title (aria-labelledby). */
  id?: string;
}

/** A card's header: an h2 with its icon, and a line under it. */
export function CardTitle({ icon, title, description, headingRef, id }: CardTitleProps) {
  return (
    <CardHeader>
      <h2
        id={id}
        ref={headingRef}
        tabIndex={headingRef ? -1 : undefined}
        className="flex items-center gap-2 text-lg font-semibold outline-none"
      >
        {icon}
        {title}
      </h2>
      <CardDescription>{description}</CardDescription>
    </CardHeader>
  );
}
