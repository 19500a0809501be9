import { CalendarClock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { toast } from '../../../components/ui/use-toast';
import { useYearEndReset } from './use-settings';

/** Administrator only: closes the church's period (nothing is deleted) and starts the next one. */
export function YearEndResetCard() {
  const { t } = useTranslation('churchAdmin');
  const reset = useYearEndReset();
  const onConfirm = () =>
    reset.mutate(undefined, {
      onSuccess: ({ year }) =>
        toast({
          title: t('settings.resetDoneTitle'),
          description: t('settings.resetDoneDescription', { year }),
        }),
      onError: (error) => {
        console.error('Year-end reset failed', error);
        toast({
          variant: 'destructive',
          title: t('settings.resetFailedTitle'),
          description: t('settings.resetFailedDescription'),
        });
      },
    });
  return (
    <Card>
      <CardHeader>
        <h2 className="flex items-center gap-2 text-lg font-semibold">
          <CalendarClock aria-hidden="true" className="h-5 w-5 text-primary" />
          {t('settings.resetTitle')}
        </h2>
        <CardDescription>{t('settings.resetDescription')}</CardDescription>
      </CardHeader>
      <CardContent>
        <ConfirmDialog
          trigger={
            <Button variant="outline" disabled={reset.isPending}>
              {reset.isPending ? t('settings.resetting') : t('settings.resetButton')}
            </Button>
          }
          title={t('settings.resetTitle')}
          description={t('settings.resetConfirm')}
          confirmLabel={t('settings.resetConfirmButton')}
          onConfirm={onConfirm}
        />
      </CardContent>
    </Card>
  );
}
