import type { SubscriptionStatus } from '@shared/billing/subscription';
import { CreditCard } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { cn } from '../../lib/cn';
import { RenewalControls } from './RenewalControls';
import { dayCount, endDate, endLabel, statusLabel, statusTone } from './status-labels';
import { useSubscriptionStatus } from './use-subscription';

function Figures({ status }: { status: SubscriptionStatus }) {
  const { t, i18n } = useTranslation('billing');
  const daysTitle = status.status === 'past_due' ? t('graceLeft') : t('daysRemaining');
  return (
    <dl className="grid gap-4 sm:grid-cols-3">
      <div>
        <dt className="text-sm text-muted">{t('statusLabel')}</dt>
        <dd className="mt-1">
          <span className={cn('rounded-full px-2.5 py-1 text-sm font-semibold', statusTone(status.status))}>
            {statusLabel(i18n.t, status.status)}
          </span>
        </dd>
      </div>
      <div>
        <dt className="text-sm text-muted">{daysTitle}</dt>
        <dd className="mt-1 text-lg font-semibold">{dayCount(i18n.t, status.daysRemaining)}</dd>
      </div>
      <div>
        <dt className="text-sm text-muted">{endLabel(i18n.t, status)}</dt>
        <dd className="mt-1 text-lg font-semibold">{endDate(i18n.t, status.subscriptionEndsAt)}</dd>
      </div>
    </dl>
  );
}

/** The church's subscription: state, days left and end date, from the server's computation. */
export function SubscriptionStatusCard() {
  const { t, i18n } = useTranslation('billing');
  const query = useSubscriptionStatus();
  return (
    <Card>
      <CardHeader>
        <h2 className="flex items-center gap-2 text-lg font-semibold">
          <CreditCard aria-hidden="true" className="h-5 w-5 text-primary" />
          {t('statusTitle')}
        </h2>
        <CardDescription>{t('statusDescription')}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {query.isError ? (
          <div className="space-y-3">
            <Alert variant="destructive">{t('statusFailed')}</Alert>
            <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
              {t('tryAgain')}
            </Button>
          </div>
        ) : !query.data ? (
          <div className="space-y-2">
            <Skeleton className="h-6 w-1/3" />
            <Skeleton className="h-6 w-1/2" />
            <span className="sr-only">{t('statusLoading')}</span>
          </div>
        ) : (
          <>
            <Figures status={query.data} />
            {query.data.status === 'active' && query.data.renewalCancelled && (
              <p className="text-sm text-muted">
                {t('renewalCancelledNote', { day: endDate(i18n.t, query.data.subscriptionEndsAt) })}
              </p>
            )}
            <RenewalControls />
          </>
        )}
      </CardContent>
    </Card>
  );
}
