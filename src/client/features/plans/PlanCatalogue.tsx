import type { PlanSummary } from '@shared/plans/api';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/field';
import { Skeleton } from '../../components/ui/skeleton';
import { formatCount } from '../../components/ui/stat-card';
import { toast } from '../../components/ui/use-toast';
import { serverMessageOf } from '../../lib/api';
import { formatDate } from '../../lib/dates';
import { failureToast } from '../../lib/form-errors';
import { planNameText } from './plan-status';
import { useEnroll, usePlans } from './use-plans';

/** The plans one can start: the built-in ones and one's own, each with its own start date. */
export function PlanCatalogue({ today }: { today: string }) {
  const { t } = useTranslation(['plans', 'common']);
  const plans = usePlans();
  if (plans.isPending) return <Skeleton className="h-40 w-full" />;
  if (plans.isError)
    return <Alert variant="destructive">{serverMessageOf(plans.error) ?? t('common:tryAgain')}</Alert>;
  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {plans.data.map((plan) => (
        <CataloguePlan key={plan.id} plan={plan} today={today} />
      ))}
    </ul>
  );
}

function CataloguePlan({ plan, today }: { plan: PlanSummary; today: string }) {
  const { t } = useTranslation(['plans', 'common']);
  const [startDate, setStartDate] = useState(today);
  const enroll = useEnroll();
  const name = planNameText(t, { planId: plan.id, name: plan.name });
  const description = plan.builtIn
    ? t(`builtIn.${plan.id}.description`, { defaultValue: '' })
    : t('browse.own');
  const start = () =>
    enroll.mutate(
      { planId: plan.id, startDate },
      {
        onSuccess: () => toast({ title: t('browse.started', { name, date: formatDate(startDate, 'long') }) }),
        onError: (error) => failureToast(error, t('browse.startFailed'), t('common:tryAgain')),
      },
    );
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-border bg-surface p-4">
      <div className="space-y-1">
        <h3 className="font-semibold">{name}</h3>
        <p className="text-sm text-muted">{description}</p>
        <p className="text-sm">
          {t('browse.summary', {
            days: formatCount(plan.days),
            chapters: formatCount(plan.chapters),
            count: plan.chapters,
          })}
        </p>
      </div>
      <div className="mt-auto flex flex-wrap items-end gap-3">
        <TextField
          label={t('browse.startDate')}
          type="date"
          value={startDate}
          onChange={(event) => setStartDate(event.target.value)}
          className="w-44"
        />
        <Button
          onClick={start}
          disabled={enroll.isPending || !startDate}
          aria-label={`${t('browse.start')}: ${name}`}
        >
          {t('browse.start')}
        </Button>
      </div>
    </li>
  );
}
