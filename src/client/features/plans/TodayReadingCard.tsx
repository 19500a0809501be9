import type { Enrollment } from '@shared/plans/api';
import { CalendarCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardTitle } from '../../components/ui/card';
import { CheckboxField } from '../../components/ui/checkbox';
import { Skeleton } from '../../components/ui/skeleton';
import { TextLink } from '../../components/ui/text-link';
import { toast } from '../../components/ui/use-toast';
import { serverMessageOf } from '../../lib/api';
import { formatDate } from '../../lib/dates';
import { passageText } from '../../lib/passage-text';
import { CatchUpDialog } from './CatchUpDialog';
import { planNameText, planStatusText } from './plan-status';
import { type MarkedRead, useEnrollments, useMarkRead, useUndoCatchUp } from './use-plans';

interface TodayReadingCardProps {
  /** Told after chapters were logged from a plan, for the dashboard's celebrations. */
  onLogged: (result: MarkedRead) => void;
}

/** Today's chapters of each plan the person follows: one tap logs the day, a tick logs one chapter. */
export function TodayReadingCard({ onLogged }: TodayReadingCardProps) {
  const { t } = useTranslation(['plans', 'common']);
  const plans = useEnrollments();
  const active = plans.data?.filter((p) => !p.paused && p.chaptersLeft > 0) ?? [];
  return (
    <Card>
      <CardTitle
        icon={<CalendarCheck aria-hidden="true" className="h-5 w-5 text-primary" />}
        title={t('today.title')}
        description={t('today.description')}
      />
      <CardContent className="space-y-6">
        {plans.isPending ? (
          <div className="space-y-2">
            <Skeleton className="h-5 w-1/2" />
            <span className="sr-only">{t('common:loading')}</span>
          </div>
        ) : plans.isError ? (
          <Alert variant="destructive">{serverMessageOf(plans.error) ?? t('today.loadFailed')}</Alert>
        ) : active.length === 0 ? (
          <p className="text-sm text-muted">
            {t('today.none')} <TextLink href="/plans">{t('today.choose')}</TextLink>
          </p>
        ) : (
          active.map((plan) => <PlanToday key={plan.id} plan={plan} onLogged={onLogged} />)
        )}
      </CardContent>
    </Card>
  );
}

function PlanToday({ plan, onLogged }: { plan: Enrollment; onLogged: (result: MarkedRead) => void }) {
  const { t } = useTranslation(['plans', 'bible', 'common']);
  const markRead = useMarkRead();
  const undo = useUndoCatchUp();
  const unread = plan.today.filter((c) => !c.read).map((c) => c.position);
  const headingId = `plan-${plan.id}-heading`;
  const bookName = (book: string) => t(`bible:${book}`);

  const mark = (positions: number[]) =>
    markRead.mutate(
      { id: plan.id, positions },
      {
        onSuccess: (result) => {
          if (result.logged > 0) onLogged(result);
        },
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: t('today.markFailed'),
            description: serverMessageOf(error) ?? t('common:tryAgain'),
          }),
      },
    );

  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h3 id={headingId} className="font-semibold">
          {planNameText(t, plan)}
        </h3>
        <p className="text-sm text-muted">{planStatusText(t, plan)}</p>
      </div>
      {plan.today.length > 0 ? (
        <>
          <p className="text-sm">{passageText(bookName, plan.today)}</p>
          <ul className="grid gap-2 sm:grid-cols-2">
            {plan.today.map((c) => (
              <li key={c.position}>
                <CheckboxField
                  label={`${bookName(c.book)} ${c.chapter}`}
                  checked={c.read}
                  disabled={c.read || markRead.isPending}
                  onCheckedChange={(checked) => checked && mark([c.position])}
                />
              </li>
            ))}
          </ul>
          {unread.length > 0 ? (
            <Button onClick={() => mark(unread)} disabled={markRead.isPending}>
              {t('today.markDay', { count: unread.length })}
            </Button>
          ) : (
            <p className="text-sm font-medium text-secondary">{t('today.done')}</p>
          )}
        </>
      ) : (
        <p className="text-sm text-muted">
          {plan.next
            ? t('today.restDay', {
                day: formatDate(plan.next.day, 'monthDay'),
                passage: passageText(bookName, plan.next.chapters),
              })
            : t('today.nothingDue')}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <CatchUpDialog plan={plan} />
        {plan.canUndo && (
          <Button variant="ghost" size="sm" disabled={undo.isPending} onClick={() => undo.mutate(plan.id)}>
            {t('catchUp.undo')}
          </Button>
        )}
      </div>
    </section>
  );
}
