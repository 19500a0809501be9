import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { toast } from '../../components/ui/use-toast';
import { serverMessageOf } from '../../lib/api';
import { endDate } from './status-labels';
import { useRenewal, useSubscriptionStatus } from './use-subscription';

/** An active subscription renews unless cancelled; cancelling keeps it until its end. */
export function RenewalControls() {
  const { t, i18n } = useTranslation(['billing', 'common']);
  const { data } = useSubscriptionStatus();
  const renewal = useRenewal();
  if (data?.status !== 'active') return null;

  const run = (action: 'cancel' | 'resume') =>
    renewal.mutate(action, {
      onSuccess: (status) =>
        toast(
          action === 'cancel'
            ? {
                title: t('cancelledTitle'),
                description: t('cancelledDescription', { day: endDate(i18n.t, status.subscriptionEndsAt) }),
              }
            : { title: t('resumedTitle'), description: t('resumedDescription') },
        ),
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: t('renewalFailed'),
          description: serverMessageOf(error) ?? t('common:tryAgain'),
        }),
    });

  if (data.renewalCancelled) {
    return (
      <Button variant="outline" disabled={renewal.isPending} onClick={() => run('resume')}>
        {t('resumeRenewal')}
      </Button>
    );
  }
  return (
    <ConfirmDialog
      trigger={
        <Button variant="outline" disabled={renewal.isPending}>
          {t('cancelRenewal')}
        </Button>
      }
      title={t('cancelTitle')}
      description={t('cancelDescription', { day: endDate(i18n.t, data.subscriptionEndsAt) })}
      confirmLabel={t('cancelRenewal')}
      onConfirm={() => run('cancel')}
    />
  );
}
