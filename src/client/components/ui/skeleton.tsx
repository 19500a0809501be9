import { cn } from '../../lib/cn';

/** A grey placeholder bar; it pulses only for people who have not asked for less motion. */
export function Skeleton({ className }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn('block rounded-md bg-track motion-safe:animate-pulse', className)}
    />
  );
}
