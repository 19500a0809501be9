import type { Enrollment } from '@shared/plans/api';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { Skeleton } from '../../components/ui/skeleton';
import { formatCount } from '../../components/ui/stat-card';
import { toast } from '../../components/ui/use-toast';
import { serverMessageOf } from '../../lib/api';
import { formatDate } from '../../lib/dates';
import { failureToast } from '../../lib/form-errors';
import { planNameText, planStatusText } from './plan-status';
import { useEnrollments, useLeavePlan, useSetPaused } from './use-plans';

/** The plans a person follows: where each stands, pause or resume, leave (the readings stay). */
export function MyPlans() {
  const { t } = useTranslation(['plans', 'common']);
  const plans = useEnrollments();
  return (
    <section aria-labelledby="my-plans" className="space-y-4">
      <h2 id="my-plans" className="text-xl font-semibold">
        {t('mine.title')}
      </h2>
      {plans.isPending ? (
        <Skeleton className="h-24 w-full" />
      ) : plans.isError ? (
        <Alert variant="destructive">{serverMessageOf(plans.error) ?? t('today.loadFailed')}</Alert>
      ) : plans.data.length === 0 ? (
        <p className="text-sm text-muted">{t('mine.none')}</p>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {plans.data.map((plan) => (
            <FollowedPlan key={plan.id} plan={plan} />
          ))}
        </ul>
      )}
    </section>
  );
}

function FollowedPlan({ plan }: { plan: Enrollment }) {
  const { t } = useTranslation(['plans', 'common']);
  const setPaused = useSetPaused();
  const leave = useLeavePlan();
  const name = planNameText(t, plan);
  const read = plan.chaptersTotal - plan.chaptersLeft;
  const togglePause = () =>
    setPaused.mutate(
      { id: plan.id, paused: !plan.paused },
      {
        onSuccess: (changed) => toast({ title: t(changed.paused ? 'mine.paused' : 'mine.resumed') }),
        onError: (error) => failureToast(error, t('mine.changeFailed'), t('common:tryAgain')),
      },
    );
  const leavePlan = () =>
    leave.mutate(plan.id, {
      onSuccess: () => toast({ title: t('mine.left') }),
      onError: (error) => failureToast(error, t('mine.changeFailed'), t('common:tryAgain')),
    });

  return (
    <li className="space-y-3 rounded-xl border border-border bg-surface p-4">
      <div className="space-y-1">
        <h3 className="font-semibold">{name}</h3>
        <p className="text-sm text-muted">
          {t('mine.dates', {
            start: formatDate(plan.startDate, 'long'),
            end: formatDate(plan.endDate, 'long'),
          })}
        </p>
        <p className="text-sm">
          {planStatusText(t, plan)} ·{' '}
          {t('mine.progress', { read: formatCount(read), total: formatCount(plan.chaptersTotal) })}
        </p>
      </div>
      <progress
        className="h-2 w-full overflow-hidden rounded-full [&::-moz-progress-bar]:bg-primary [&::-webkit-progress-bar]:bg-track [&::-webkit-progress-value]:bg-primary"
        value={read}
        max={plan.chaptersTotal}
        aria-label={t('mine.progress', { read: formatCount(read), total: formatCount(plan.chaptersTotal) })}
      />
      <div className="flex flex-wrap gap-2">
        {plan.chaptersLeft > 0 && (
          <Button variant="outline" size="sm" onClick={togglePause} disabled={setPaused.isPending}>
            {t(plan.paused ? 'mine.resume' : 'mine.pause')}
          </Button>
        )}
        <ConfirmDialog
          trigger={
            <Button variant="ghost" size="sm" disabled={leave.isPending}>
              {t('mine.leave')}
            </Button>
          }
          title={t('mine.leaveTitle', { name })}
          description={t('mine.leaveDescription')}
          confirmLabel={t('mine.leave')}
          onConfirm={leavePlan}
        />
      </div>
    </li>
  );
}
