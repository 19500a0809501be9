import { dayIn } from '@shared/dates';
import type { Enrollment } from '@shared/plans/api';
import { CalendarCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardTitle } from '../../components/ui/card';
import { CheckboxField } from '../../components/ui/checkbox';
import { Tag } from '../../components/ui/tag';
import { TextLink } from '../../components/ui/text-link';
import { toast } from '../../components/ui/use-toast';
import { serverMessageOf } from '../../lib/api';
import { formatDate } from '../../lib/dates';
import { passageText } from '../../lib/passage-text';
import { useKeptToast } from '../../lib/sync-queue/hooks';
import { CatchUpDialog } from './CatchUpDialog';
import { planNameText, planStatusText } from './plan-status';
import { type MarkedRead, useEnrollments, useKeptMarks, useMarkRead, useUndoCatchUp } from './use-plans';

type ChapterItem = Enrollment['today'][number];

interface TodayReadingCardProps {
  /** The reader's zone: a day is marked read for their today. */
  timeZone: string;
  /** Told after chapters were logged from a plan, for the dashboard's celebrations. */
  onLogged: (result: MarkedRead) => void;
}

const isActive = (plan: Enrollment) => !plan.paused && plan.chaptersLeft > 0;

function TodayCard({ children }: { children: ReactNode }) {
  const { t } = useTranslation('plans');
  return (
    <Card>
      <CardTitle
        icon={<CalendarCheck aria-hidden="true" className="h-5 w-5 text-primary" />}
        title={t('today.title')}
        description={t('today.description')}
      />
      <CardContent>{children}</CardContent>
    </Card>
  );
}

/**
 * Today's chapters of each plan the person follows, above the logging cards: one tap logs the day, a
 * tick logs one chapter. Shown once the plans are known and one is active (see PlanInvitation).
 */
export function TodayReadingCard({ timeZone, onLogged }: TodayReadingCardProps) {
  const { t } = useTranslation(['plans', 'common']);
  const plans = useEnrollments();
  const active = plans.data?.filter(isActive) ?? [];
  if (plans.isError)
    return (
      <TodayCard>
        <Alert variant="destructive">{serverMessageOf(plans.error) ?? t('today.loadFailed')}</Alert>
      </TodayCard>
    );
  if (active.length === 0) return null;
  return (
    <TodayCard>
      <div className="grid gap-8 lg:grid-cols-2">
        {active.map((plan) => (
          <PlanToday key={plan.id} plan={plan} timeZone={timeZone} onLogged={onLogged} />
        ))}
      </div>
    </TodayCard>
  );
}

/**
 * Without an active plan, the invitation to follow one sits below the logging cards: it must not push
 * them down (nor add tab stops before them) for someone who only logs.
 */
export function PlanInvitation() {
  const { t } = useTranslation('plans');
  const plans = useEnrollments();
  if (!plans.data || plans.data.some(isActive)) return null;
  return (
    <TodayCard>
      <p className="text-sm text-muted">
        {plans.data.length === 0 ? t('today.none') : t('today.allPaused')}{' '}
        <TextLink href="/plans">{plans.data.length === 0 ? t('today.choose') : t('today.manage')}</TextLink>
      </p>
    </TodayCard>
  );
}

function PlanToday({ plan, timeZone, onLogged }: { plan: Enrollment } & TodayReadingCardProps) {
  const { t } = useTranslation(['plans', 'bible', 'common']);
  const markRead = useMarkRead();
  const undo = useUndoCatchUp();
  const keptToast = useKeptToast();
  // Marked on this device with no network: shown as read, waiting to sync.
  const kept = useKeptMarks(plan.id);
  const isRead = (c: ChapterItem) => c.read || kept.positions.has(c.position);
  const unread = plan.today.filter((c) => !isRead(c));
  const headingId = `plan-${plan.id}-heading`;
  const bookName = (book: string) => t(book, { ns: 'bible' });

  const mark = (chapters: ChapterItem[]) =>
    markRead.mutate(
      { id: plan.id, chapters, readDate: dayIn(timeZone, new Date()) },
      {
        onSuccess: ({ sent, kept }) => {
          if (kept) keptToast(kept);
          else if (sent.logged > 0) onLogged(sent);
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
                  checked={isRead(c)}
                  disabled={isRead(c) || markRead.isPending}
                  onCheckedChange={(checked) => checked && mark([c])}
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
          {kept.positions.size > 0 && <Tag tone="amber">{t('today.waiting')}</Tag>}
          {kept.refused && <p className="text-sm text-destructive">{t('today.refused')}</p>}
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
