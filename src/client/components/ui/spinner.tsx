import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';

export function Spinner({ label, className }: { label?: string; className?: string }) {
  const { t } = useTranslation('common');
  return (
    <div
      role="status"
      aria-label={label ?? t('loading')}
      className={cn('flex items-center justify-center', className)}
    >
      <span
        aria-hidden="true"
        className="h-8 w-8 animate-spin rounded-full border-4 border-primary-soft border-t-primary"
      />
    </div>
  );
}

/**
 * Fills the page area while a page or the session loads: a screen tall, so the footer waits below the
 * fold instead of showing and then being pushed down by the page (a layout shift).
 */
export function PageSpinner({ label }: { label?: string }) {
  return <Spinner label={label} className="min-h-screen" />;
}
