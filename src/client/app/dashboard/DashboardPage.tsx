import { dayIn, yearOf } from '@shared/dates';
import { BarChart3 } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { CelebrationRegion } from '../../components/ui/celebration';
import { TextLink } from '../../components/ui/text-link';
import { RecentActivityCard } from '../../features/activity/RecentActivityCard';
import { YearEndCard } from '../../features/annual-reports/YearEndCard';
import { YearEndReportsDialog } from '../../features/annual-reports/YearEndReportsDialog';
import { SubscriptionBanner } from '../../features/billing/SubscriptionBanner';
import { ChurchGoalCard } from '../../features/goal/ChurchGoalCard';
import { GoalCelebration } from '../../features/goal/GoalCelebration';
import { ChurchLeaderboardCard } from '../../features/leaderboard/ChurchLeaderboardCard';
import { ChurchPlanCard } from '../../features/plans/ChurchPlanCard';
import { PlanInvitation, TodayReadingCard } from '../../features/plans/TodayReadingCard';
import { PrayerRequestsCard } from '../../features/prayer-requests/PrayerRequestsCard';
import { LogPrayerCard } from '../../features/prayers/LogPrayerCard';
import { BibleBadges } from '../../features/progress/BibleBadges';
import { LogReadingCard } from '../../features/readings/LogReadingCard';
import { QuickLogCard } from '../../features/readings/QuickLogCard';
import { GlobalTotals } from '../../features/stats/GlobalTotals';
import { StatCards } from '../../features/stats/StatCards';
import { StreakBadges } from '../../features/stats/StreakBadges';
import { TopChaptersCard } from '../../features/stats/TopChaptersCard';
import { useAuth } from '../../lib/auth';
import { cn } from '../../lib/cn';
import { useDocumentTitle } from '../../lib/use-document-title';
import { type CelebrationSource, useCelebrations } from './celebrations';
import { LOG_PRAYER_ID, LOG_READING_ID, LogShortcuts, LogTarget } from './LogShortcuts';
import { OfflineNotice } from './OfflineNotice';
import { AboveTheLoggingCards, SettledReveal } from './SettledReveal';
import { Stage, Stages } from './Stages';
import { WelcomeHeader } from './WelcomeHeader';

/** Scrolled to by the tutorial and the log shortcuts: clear of the sticky header. */
const TOUR_STOP = 'scroll-mt-20';
/**
 * On a phone (<= 640 px) these parts move below the logging cards, by CSS order only (no second tree, no
 * layout shift): the first screen then holds the welcome, the log shortcuts, the compact figures and
 * Today's reading. The document order, which screen readers and the Tab key follow, stays the desktop's.
 * `empty:hidden` keeps a part that renders nothing from leaving a gap in the column. Order 1 is left for
 * a part whose data came too late to sit above the logging cards (AboveTheLoggingCards): it then comes
 * just below them, before these.
 */
const LATER_ON_PHONE = 'max-sm:order-2 empty:hidden';
/** After the logging cards in the document: after a late part too, at every width. */
const AFTER_LOGGING = 'order-2 empty:hidden';
const Later = ({ children }: { children: ReactNode }) => <div className={AFTER_LOGGING}>{children}</div>;
/** Above the logging cards on a desktop, below them on a phone. */
const AboveOnDesktop = ({ children }: { children: ReactNode }) => (
  <AboveTheLoggingCards className="max-sm:order-2">{children}</AboveTheLoggingCards>
);

/** The signed-in home (/ and /dashboard): it composes the tracking features and wires them together. */
export function DashboardPage() {
  const { t } = useTranslation('app');
  useDocumentTitle(t('dashboard.title'));
  const { user } = useAuth();
  const { current, celebrate } = useCelebrations();
  const celebrationOf = (source: CelebrationSource) => (current?.source === source ? current : null);
  const [reportsOpen, setReportsOpen] = useState(false);
  if (!user) return null;
  const today = dayIn(user.timeZone, new Date());
  const churchId = user.churchId;

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-4 sm:gap-6 sm:py-10">
      <div data-tour="welcome" className={TOUR_STOP}>
        <WelcomeHeader user={user} today={today} />
        {/* Under the welcome, inside its box: an always-mounted live region must not add a gap of its own. */}
        {churchId !== null && <GoalCelebration />}
      </div>
      <OfflineNotice />
      <LogShortcuts />
      {user.church && !user.shareNameWithChurch && (
        <Alert>
          <Trans t={t} i18nKey="dashboard.nameHidden" components={{ a: <TextLink href="/profile" /> }} />
        </Alert>
      )}
      {/* Everything that waits for data appears at once, so nothing above the logging cards pushes them. */}
      <Stages count={4}>
        <SettledReveal>
          <AboveTheLoggingCards>
            <SubscriptionBanner inChurch={churchId !== null} timeZone={user.timeZone} />
          </AboveTheLoggingCards>
          <AboveTheLoggingCards>
            <YearEndCard today={today} onOpenReports={() => setReportsOpen(true)} />
          </AboveTheLoggingCards>
          {/* data-tour: what the onboarding tutorial's steps point at (features/onboarding/tutorial-steps.ts). */}
          <div data-tour="progress" className={TOUR_STOP}>
            <StatCards churchId={churchId} />
          </div>
          <div
            className={cn(
              'flex flex-col gap-4 lg:flex-row lg:items-start lg:justify-between',
              LATER_ON_PHONE,
            )}
          >
            <div className="space-y-3">
              <StreakBadges restDay={user.restDay} />
              <BibleBadges />
            </div>
            <Button
              variant="outline"
              size="sm"
              className="self-start lg:self-auto"
              onClick={() => setReportsOpen(true)}
            >
              <BarChart3 aria-hidden="true" className="h-4 w-4" />
              {t('dashboard.yearEndReports')}
            </Button>
          </div>
          <AboveOnDesktop>
            <GlobalTotals />
          </AboveOnDesktop>
          <AboveOnDesktop>{churchId !== null && <ChurchPlanCard />}</AboveOnDesktop>
          <AboveTheLoggingCards after={<CelebrationRegion celebration={celebrationOf('plan')} />}>
            <TodayReadingCard
              timeZone={user.timeZone}
              onLogged={(result) =>
                result.totals &&
                celebrate({ kind: 'reading', chapters: result.logged }, result.totals, 'plan')
              }
            />
          </AboveTheLoggingCards>
          <div className="grid items-start gap-6 lg:grid-cols-2">
            <div className="space-y-6">
              <Stage stage={1} placeholder={<div className="min-h-screen" />}>
                <LogTarget id={LOG_READING_ID} data-tour="log-reading" className={TOUR_STOP}>
                  <LogReadingCard
                    timeZone={user.timeZone}
                    onLogged={(result) =>
                      celebrate({ kind: 'reading', chapters: result.readings.length }, result.totals)
                    }
                  />
                  <CelebrationRegion celebration={celebrationOf('reading')} />
                </LogTarget>
              </Stage>
              <Stage stage={3}>
                <div>
                  <QuickLogCard
                    timeZone={user.timeZone}
                    onLogged={(result) =>
                      celebrate(
                        { kind: 'reading', chapters: result.readings.length },
                        result.totals,
                        'quick-log',
                      )
                    }
                  />
                  <CelebrationRegion celebration={celebrationOf('quick-log')} />
                </div>
                <RecentActivityCard userId={user.id} timeZone={user.timeZone} />
              </Stage>
            </div>
            <div className="space-y-6">
              <Stage stage={2}>
                <LogTarget id={LOG_PRAYER_ID} data-tour="log-prayer" className={TOUR_STOP}>
                  <LogPrayerCard
                    timeZone={user.timeZone}
                    userId={user.id}
                    onLogged={(result) =>
                      celebrate({ kind: 'prayer', minutes: result.prayer.minutes }, result.totals)
                    }
                  />
                  <CelebrationRegion celebration={celebrationOf('prayer')} />
                </LogTarget>
              </Stage>
              <Stage stage={3}>
                <div data-tour="prayer-requests" className={TOUR_STOP}>
                  <PrayerRequestsCard timeZone={user.timeZone} />
                </div>
              </Stage>
            </div>
          </div>
          <Stage stage={4}>
            <Later>
              <PlanInvitation />
            </Later>
            <Later>{churchId !== null && <ChurchGoalCard />}</Later>
            {churchId !== null && (
              <div className={cn('grid items-start gap-6 lg:grid-cols-2', AFTER_LOGGING)}>
                <ChurchLeaderboardCard />
                <TopChaptersCard churchId={churchId} />
              </div>
            )}
          </Stage>
          <YearEndReportsDialog
            open={reportsOpen}
            onOpenChange={setReportsOpen}
            currentYear={yearOf(today)}
            hasChurch={churchId !== null}
          />
        </SettledReveal>
      </Stages>
    </div>
  );
}
