import type { ChurchSummary } from '@shared/users';
import { Church, MapPin } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { buttonClasses } from '../../components/ui/button';

interface AdminHeaderProps {
  church: ChurchSummary;
  focusOnMount: boolean;
  /** Signed in as the church itself (decision 037): it has no dashboard to return to. */
  churchAccount?: boolean;
}

export function AdminHeader({ church, focusOnMount, churchAccount = false }: AdminHeaderProps) {
  const { t } = useTranslation('churchAdmin');
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnMount) headingRef.current?.focus();
  }, [focusOnMount]);
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
      <div className="flex items-start gap-4">
        <div className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary">
          <Church aria-hidden="true" className="h-6 w-6" />
        </div>
        <div className="min-w-0">
          <h1
            ref={headingRef}
            tabIndex={-1}
            className="text-2xl font-bold tracking-tight outline-none sm:text-3xl"
          >
            {t('title')}
          </h1>
          <p className="mt-1 text-lg font-medium break-words">{church.name}</p>
          <p className="flex items-center gap-1 text-sm text-muted">
            <MapPin aria-hidden="true" className="h-4 w-4" />
            {t('place', { city: church.city, state: church.state })}
          </p>
        </div>
      </div>
      {churchAccount ? (
        <p className="max-w-sm text-sm text-muted">{t('churchAccountOnly')}</p>
      ) : (
        <Link href="/" className={buttonClasses('outline', 'sm', 'self-start')}>
          {t('returnToDashboard')}
        </Link>
      )}
    </div>
  );
}
