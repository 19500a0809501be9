import type { SubscriptionStatus } from '@shared/billing/subscription';
import { CreditCard } from 'lucide-react';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { cn } from '../../lib/cn';
import { RenewalControls } from './RenewalControls';
import { dayCount, endDate, endLabel, statusLabel, statusTone } from './status-labels';
import { useSubscriptionStatus } from './use-subscription';

function Figures({ status }: { status: SubscriptionStatus }) {
  const daysTitle = status.status === 'past_due' ? 'Grace period left' : 'Days remaining';
  return (
    <dl className="grid gap-4 sm:grid-cols-3">
      <div>
        <dt className="text-sm text-muted">Status</dt>
        <dd className="mt-1">
          <span className={cn('rounded-full px-2.5 py-1 text-sm font-semibold', statusTone(status.status))}>
            {statusLabel(status.status)}
          </span>
        </dd>
      </div>
      <div>
        <dt className="text-sm text-muted">{daysTitle}</dt>
        <dd className="mt-1 text-lg font-semibold">{dayCount(status.daysRemaining)}</dd>
      </div>
      <div>
        <dt className="text-sm text-muted">{endLabel(status)}</dt>
        <dd className="mt-1 text-lg font-semibold">{endDate(status.subscriptionEndsAt)}</dd>
      </div>
    </dl>
  );
}

/** The church's subscription: state, days left and end date, from the server's computation. */
export function SubscriptionStatusCard() {
  const query = useSubscriptionStatus();
  return (
    <Card>
      <CardHeader>
        <h2 className="flex items-center gap-2 text-lg font-semibold">
          <CreditCard aria-hidden="true" className="h-5 w-5 text-primary" />
          Subscription Status
        </h2>
        <CardDescription>$99 per year per church, after a 30-day free trial.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {query.isError ? (
          <div className="space-y-3">
            <Alert variant="destructive">Unable to load subscription status</Alert>
            <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
              Try again
            </Button>
          </div>
        ) : !query.data ? (
          <div className="space-y-2">
            <Skeleton className="h-6 w-1/3" />
            <Skeleton className="h-6 w-1/2" />
            <span className="sr-only">Loading subscription status</span>
          </div>
        ) : (
          <>
            <Figures status={query.data} />
            {query.data.status === 'active' && query.data.renewalCancelled && (
              <p className="text-sm text-muted">
                Renewal is cancelled: the subscription stays active until{' '}
                {endDate(query.data.subscriptionEndsAt)}.
              </p>
            )}
            <RenewalControls />
          </>
        )}
      </CardContent>
    </Card>
  );
}
