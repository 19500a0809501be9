import { useQueryClient } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '../../../components/ui/card';
import { toast } from '../../../components/ui/use-toast';
import { serverFieldError } from '../../../lib/form-errors';
import { forgetAccountData, ME_KEY } from '../../../lib/query-client';
import { CodeConfirmDialog } from '../CodeConfirmDialog';
import { useDeleteChurch } from './use-settings';

/**
 * Administrator only: deletes the church; members are detached and keep their own accounts and history.
 * Confirmed with the code e-mailed to the acting account (decision 037).
 */
export function DeleteChurchCard({ church }: { church: { id: number; name: string } }) {
  const { t } = useTranslation('churchAdmin');
  const remove = useDeleteChurch();
  const client = useQueryClient();
  const [, navigate] = useLocation();
  const [confirming, setConfirming] = useState(false);
  const codeError = serverFieldError(remove.error, 'confirmationCode');
  const onConfirm = (confirmationCode: string) =>
    remove.mutate(
      { churchId: church.id, confirmationCode },
      {
        onSuccess: async () => {
          setConfirming(false);
          toast({
            title: t('settings.deletedTitle'),
            description: t('settings.deletedDescription', { church: church.name }),
          });
          // Nobody here has a church any more: the church's cached figures go, the user is fetched again.
          forgetAccountData(client);
          await client.invalidateQueries({ queryKey: ME_KEY });
          navigate('/');
        },
        onError: (error) => {
          // A wrong code is told on its field, and the dialog stays for another try.
          if (serverFieldError(error, 'confirmationCode')) return;
          console.error('Deleting the church failed', error);
          toast({
            variant: 'destructive',
            title: t('settings.deleteFailed'),
            description: t('settings.deleteFailedDescription'),
          });
        },
      },
    );
  return (
    <Card className="border-destructive-soft-border">
      <CardHeader>
        <h2 className="text-lg font-semibold text-destructive">{t('settings.deleteTitle')}</h2>
        <CardDescription>{t('settings.deleteDescription', { church: church.name })}</CardDescription>
      </CardHeader>
      <CardContent>
        <Button variant="destructive" disabled={remove.isPending} onClick={() => setConfirming(true)}>
          <Trash2 aria-hidden="true" className="h-4 w-4" />
          {remove.isPending ? t('settings.deleting') : t('settings.deleteTitle')}
        </Button>
        <CodeConfirmDialog
          purpose="church-delete"
          open={confirming}
          onOpenChange={(open) => {
            setConfirming(open);
            if (!open) remove.reset();
          }}
          title={t('settings.deleteTitle')}
          description={t('settings.deleteConfirm', { church: church.name })}
          confirmLabel={t('settings.deleteTitle')}
          pendingLabel={t('settings.deleting')}
          pending={remove.isPending}
          codeError={codeError}
          onConfirm={onConfirm}
        />
      </CardContent>
    </Card>
  );
}
