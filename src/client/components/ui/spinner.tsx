import { cn } from '../../lib/cn';

export function Spinner({ label = 'Loading', className }: { label?: string; className?: string }) {
  return (
    <div role="status" aria-label={label} className={cn('flex items-center justify-center', className)}>
      <span
        aria-hidden="true"
        className="h-8 w-8 animate-spin rounded-full border-4 border-primary-soft border-t-primary"
      />
    </div>
  );
}

/** Fills the page area while a page or the session loads. */
export function PageSpinner({ label = 'Loading' }: { label?: string }) {
  return <Spinner label={label} className="min-h-[50vh]" />;
}
