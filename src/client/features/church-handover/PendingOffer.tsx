import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { toast } from '../../components/ui/use-toast';
import { serverMessageOf } from '../../lib/api';
import { useWithdrawHandover } from './use-handover';

/** The offer waiting for its member, and withdrawing it (after a confirmation). */
export function PendingOffer({ name, until }: { name: string; until: string }) {
  const { t } = useTranslation(['churchHandover', 'common']);
  const withdraw = useWithdrawHandover();
  const onConfirm = () =>
    withdraw.mutate(undefined, {
      onSuccess: () => toast({ title: t('withdrawnTitle') }),
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: t('withdrawFailed'),
          description: serverMessageOf(error) ?? t('common:tryAgain'),
        }),
    });
  return (
    <div className="space-y-3 rounded-md border border-border bg-primary-soft/40 p-3 text-sm">
      <p className="font-medium">{t('pending', { name, date: until })}</p>
      <p className="text-muted">{t('pendingReplace')}</p>
      <ConfirmDialog
        trigger={
          <Button variant="outline" disabled={withdraw.isPending}>
            {withdraw.isPending ? t('withdrawing') : t('withdraw')}
          </Button>
        }
        title={t('withdrawTitle')}
        description={t('withdrawBody', { name })}
        confirmLabel={t('withdraw')}
        onConfirm={onConfirm}
      />
    </div>
  );
}
