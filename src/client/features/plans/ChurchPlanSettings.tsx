import { BookOpenCheck } from 'lucide-react';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardTitle } from '../../components/ui/card';
import { SelectField, TextField } from '../../components/ui/field';
import { Skeleton } from '../../components/ui/skeleton';
import { TextLink } from '../../components/ui/text-link';
import { toast } from '../../components/ui/use-toast';
import { formatDate } from '../../lib/dates';
import { failureToast } from '../../lib/form-errors';
import { planNameText } from './plan-status';
import { useChangeChurchPlan, useChurchPlan } from './use-church-plan';
import { usePlans } from './use-plans';

/**
 * The church administrator's choice of the church plan (decision 022): a built-in plan or one of their
 * own (made or imported on /plans; the church keeps its own copy), from a start date; or none.
 */
export function ChurchPlanSettings({ today }: { today: string }) {
  const { t } = useTranslation(['plans', 'common']);
  const churchPlan = useChurchPlan();
  const plans = usePlans();
  const change = useChangeChurchPlan();
  const [planId, setPlanId] = useState('bible-year');
  const [startDate, setStartDate] = useState(today);
  const current = churchPlan.data?.plan ?? null;

  const save = () =>
    change.mutate(
      { planId, startDate },
      {
        onSuccess: ({ plan }) =>
          plan && toast({ title: t('church.settings.saved', { name: planNameText(t, plan) }) }),
        onError: (error) => failureToast(error, t('church.settings.failed'), t('common:tryAgain')),
      },
    );
  const clear = () =>
    change.mutate(null, {
      onSuccess: () => toast({ title: t('church.settings.cleared') }),
      onError: (error) => failureToast(error, t('church.settings.failed'), t('common:tryAgain')),
    });

  return (
    <Card>
      <CardTitle
        icon={<BookOpenCheck aria-hidden="true" className="h-5 w-5 text-primary" />}
        title={t('church.settings.title')}
        description={t('church.settings.description')}
      />
      <CardContent className="space-y-4">
        {churchPlan.isError || plans.isError ? (
          <Alert variant="destructive">{t('church.settings.loadFailed')}</Alert>
        ) : !churchPlan.data || !plans.data ? (
          <Skeleton className="h-24 w-full" />
        ) : (
          <>
            <p className="text-sm" aria-live="polite">
              {current
                ? t('church.settings.current', {
                    name: planNameText(t, current),
                    date: formatDate(current.startDate, 'long'),
                    end: formatDate(current.endDate, 'long'),
                  })
                : t('church.settings.none')}
            </p>
            <div className="flex flex-wrap items-end gap-3">
              <SelectField
                label={t('church.settings.plan')}
                value={planId}
                onChange={(event) => setPlanId(event.target.value)}
                className="w-72 max-w-full"
              >
                {plans.data.map((plan) => (
                  <option key={plan.id} value={plan.id}>
                    {planNameText(t, { planId: plan.id, name: plan.name })}
                  </option>
                ))}
              </SelectField>
              <TextField
                label={t('church.settings.startDate')}
                type="date"
                value={startDate}
                onChange={(event) => setStartDate(event.target.value)}
                className="w-44"
              />
            </div>
            <p className="text-sm text-muted">
              <Trans t={t} i18nKey="church.settings.hint" components={{ a: <TextLink href="/plans" /> }} />
            </p>
            <div className="flex flex-wrap gap-2">
              <Button onClick={save} disabled={change.isPending || !startDate}>
                {t('church.settings.set')}
              </Button>
              {current && (
                <Button variant="outline" onClick={clear} disabled={change.isPending}>
                  {t('church.settings.clear')}
                </Button>
              )}
            </div>
          </>
        )}
      </CardContent>
    </Card>
  );
}
