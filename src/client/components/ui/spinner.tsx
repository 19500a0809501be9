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

/** Fills the page area while a page or the session loads. */
export function PageSpinner({ label }: { label?: string }) {
  return <Spinner label={label} className="min-h-[50vh]" />;
}
