import {
  type BadgeTier,
  CHAPTERS_PER_READING_BADGE,
  MINUTES_PER_PRAYER_BADGE,
  streakTier,
  weeklyBadges,
} from '@shared/badges';
import { Award, BookOpen, Clock, Flame, Sprout } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';
import { RhythmView } from './RhythmView';
import { useUserStats } from './use-stats';

// Each tier its own hue: pale with dark text on light, deep with pale text on dark.
const tierClasses: Record<BadgeTier, string> = {
  sprout: 'border-lime-300 bg-lime-50 text-lime-900 dark:border-lime-800 dark:bg-lime-950 dark:text-lime-200',
  amber:
    'border-amber-300 bg-amber-50 text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-200',
  blue: 'border-blue-300 bg-blue-50 text-blue-900 dark:border-blue-800 dark:bg-blue-950 dark:text-blue-200',
  green:
    'border-green-300 bg-green-50 text-green-900 dark:border-green-800 dark:bg-green-950 dark:text-green-200',
  purple:
    'border-purple-300 bg-purple-50 text-purple-900 dark:border-purple-800 dark:bg-purple-950 dark:text-purple-200',
};

function Pill({ className, children }: { className: string; children: ReactNode }) {
  return (
    <li className={cn('inline-flex items-center gap-2 rounded-full border px-3 py-1.5 text-sm', className)}>
      {children}
    </li>
  );
}

const earned = 'border-primary-soft-border bg-primary-soft text-primary-soft-foreground';
const notYet = 'border-border bg-surface text-muted';

/**
 * The streak with its tier, this week's reading and prayer badges, and beside them the rhythm of the last
 * 4 weeks (`restDay`: the person's weekly rest day is on).
 */
export function StreakBadges({ restDay = false }: { restDay?: boolean }) {
  const { t } = useTranslation('stats');
  const { data } = useUserStats();
  if (!data) return null;
  const days = data.streakDays;
  const tier = streakTier(days);
  const badges = weeklyBadges(data.weeklyChaptersRead, data.weeklyPrayerMinutes);
  return (
    <section aria-labelledby="streak-heading" className="flex flex-col gap-3 md:flex-row md:items-start">
      <h2 id="streak-heading" className="sr-only">
        {t('streakHeading')}
      </h2>
      <ul className="flex flex-wrap content-start gap-2 md:flex-1">
        {tier ? (
          <Pill className={tierClasses[tier]}>
            {tier === 'sprout' ? (
              <Sprout aria-hidden="true" className="h-4 w-4" />
            ) : (
              <Flame aria-hidden="true" className="h-4 w-4" />
            )}
            <span className="font-semibold">{t('streak', { count: days })}</span>
            <span className="text-xs">{t('tier', { tier: t(`tiers.${tier}`) })}</span>
          </Pill>
        ) : (
          <Pill className={notYet}>
            <Sprout aria-hidden="true" className="h-4 w-4" />
            {t('startStreak')}
          </Pill>
        )}
        <Pill className={badges.reading > 0 ? earned : notYet}>
          <BookOpen aria-hidden="true" className="h-4 w-4" />
          {badges.reading > 0
            ? t('readingBadge', { times: badges.reading })
            : t('readingBadgeGoal', { chapters: CHAPTERS_PER_READING_BADGE })}
        </Pill>
        <Pill className={badges.prayer > 0 ? earned : notYet}>
          {badges.prayer > 0 ? (
            <Award aria-hidden="true" className="h-4 w-4" />
          ) : (
            <Clock aria-hidden="true" className="h-4 w-4" />
          )}
          {badges.prayer > 0
            ? t('prayerBadge', { times: badges.prayer })
            : t('prayerBadgeGoal', { minutes: MINUTES_PER_PRAYER_BADGE })}
        </Pill>
      </ul>
      <RhythmView weeks={data.rhythm} restDay={restDay} />
    </section>
  );
}
