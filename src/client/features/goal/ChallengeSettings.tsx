import { Globe, Goal } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/ui/alert';
import { Card, CardContent, CardDescription, CardHeader } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { serverMessageOf } from '../../lib/api';
import { ChurchTimeZoneForm } from './ChurchTimeZoneForm';
import { GoalForm } from './GoalForm';
import { useChurchTimeZone, useGoal, useGoalSuggestions } from './use-goal';

function Loading() {
  const { t } = useTranslation('common');
  return (
    <div className="space-y-2">
      <Skeleton className="h-9 w-full" />
      <span className="sr-only">{t('loading')}</span>
    </div>
  );
}

/**
 * The church challenge in the admin panel's Settings: the administrator sets the goal and the church's
 * zone; an unlocked member who is not the administrator is told who can.
 */
export function ChallengeSettings({ isChurchAdmin }: { isChurchAdmin: boolean }) {
  const { t } = useTranslation(['goal', 'common']);
  const goal = useGoal();
  const zone = useChurchTimeZone();
  const suggestions = useGoalSuggestions();
  const period = suggestions.data?.suggestions[0];
  if (!isChurchAdmin) return <Alert>{t('tab.adminOnly')}</Alert>;
  return (
    <div className="space-y-6">
      <Card>
        <CardHeader>
          <h2 className="flex items-center gap-2 text-lg font-semibold">
            <Goal aria-hidden="true" className="h-5 w-5 text-primary" />
            {goal.data ? t('tab.changeGoal') : t('tab.setGoal')}
          </h2>
          <CardDescription>{t('tab.goalDescription')}</CardDescription>
        </CardHeader>
        <CardContent>
          {goal.isError ? (
            <Alert variant="destructive">{serverMessageOf(goal.error) ?? t('common:tryAgain')}</Alert>
          ) : goal.isPending || (!goal.data && suggestions.isPending) ? (
            <Loading />
          ) : (
            <GoalForm key={goal.data?.id ?? 'none'} goal={goal.data} period={period} />
          )}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <h2 className="flex items-center gap-2 text-lg font-semibold">
            <Globe aria-hidden="true" className="h-5 w-5 text-primary" />
            {t('timeZone.title')}
          </h2>
          <CardDescription>{t('timeZone.description')}</CardDescription>
        </CardHeader>
        <CardContent>
          {zone.data ? (
            <ChurchTimeZoneForm key={zone.data.timeZone} timeZone={zone.data.timeZone} />
          ) : (
            <Loading />
          )}
        </CardContent>
      </Card>
    </div>
  );
}
