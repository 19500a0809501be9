import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { toast } from '../../components/ui/use-toast';
import { serverMessageOf } from '../../lib/api';
import { endDate } from './status-labels';
import { useRenewal, useSubscriptionStatus } from './use-subscription';

/** An active subscription renews unless cancelled; cancelling keeps it until its end. */
export function RenewalControls() {
  const { data } = useSubscriptionStatus();
  const renewal = useRenewal();
  if (data?.status !== 'active') return null;

  const run = (action: 'cancel' | 'resume') =>
    renewal.mutate(action, {
      onSuccess: (status) =>
        toast(
          action === 'cancel'
            ? {
                title: 'Renewal cancelled',
                description: `Your subscription stays active until ${endDate(status.subscriptionEndsAt)}.`,
              }
            : { title: 'Renewal resumed', description: 'Your subscription will renew automatically.' },
        ),
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: 'Failed to update subscription',
          description: serverMessageOf(error) ?? 'Please try again.',
        }),
    });

  if (data.renewalCancelled) {
    return (
      <Button variant="outline" disabled={renewal.isPending} onClick={() => run('resume')}>
        Resume Renewal
      </Button>
    );
  }
  return (
    <ConfirmDialog
      trigger={
        <Button variant="outline" disabled={renewal.isPending}>
          Cancel Renewal
        </Button>
      }
      title="Cancel automatic renewal?"
      description={`Your subscription stays active until ${endDate(data.subscriptionEndsAt)} and is not renewed after that. There are no refunds for partial periods.`}
      confirmLabel="Cancel Renewal"
      onConfirm={() => run('cancel')}
    />
  );
}
