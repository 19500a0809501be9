import { Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardTitle } from '../../components/ui/card';
import { toast } from '../../components/ui/use-toast';
import { formatDate } from '../../lib/dates';
import { failureToast } from '../../lib/form-errors';
import { planNameText } from './plan-status';
import { useChurchPlan, useJoinChurchPlan } from './use-church-plan';

/**
 * The dashboard's invitation to the church plan, for a member who has not joined it: one tap follows it
 * from the church's start date, and it shows in Today's reading like any plan (decision 022).
 */
export function ChurchPlanCard() {
  const { t } = useTranslation(['plans', 'common']);
  const churchPlan = useChurchPlan();
  const join = useJoinChurchPlan();
  const plan = churchPlan.data?.plan;
  if (!plan || plan.enrollmentId !== null) return null;
  const name = planNameText(t, plan);
  const onJoin = () =>
    join.mutate(undefined, {
      onSuccess: () => toast({ title: t('church.joined', { name }) }),
      onError: (error) => failureToast(error, t('church.joinFailed'), t('common:tryAgain')),
    });
  return (
    <Card>
      <CardTitle
        icon={<Users aria-hidden="true" className="h-5 w-5 text-primary" />}
        title={t('church.reading', { name })}
        description={t('church.together', {
          date: formatDate(plan.startDate, 'long'),
          end: formatDate(plan.endDate, 'long'),
        })}
      />
      <CardContent>
        <Button onClick={onJoin} disabled={join.isPending} aria-label={t('church.joinName', { name })}>
          {t('church.join')}
        </Button>
      </CardContent>
    </Card>
  );
}
