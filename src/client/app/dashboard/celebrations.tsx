import { CELEBRATE_EVERY_CHAPTERS, CELEBRATE_EVERY_MINUTES, multipleReached } from '@shared/badges';
import type { TFunction } from 'i18next';
import { BookOpen, Clock, Flame } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Celebration } from '../../components/ui/celebration';

/** A celebration lasts 3 s; the milestone one follows 1.5 s after the log's own. */
export const CELEBRATION_MS = 3000;
export const STREAK_DELAY_MS = 1500;

export interface Totals {
  chaptersRead: number;
  prayerMinutes: number;
}

export type Logged = { kind: 'reading'; chapters: number } | { kind: 'prayer'; minutes: number };
/** The card a celebration belongs to: it shows beside that card's controls (a plan's reading by its plan). */
export type CelebrationSource = Logged['kind'] | 'plan' | 'quick-log';

export interface ShownCelebration extends Celebration {
  source: CelebrationSource;
}

const icon = (Icon: typeof BookOpen) => <Icon className="h-7 w-7" />;
let counter = 0;

type AppT = TFunction<'app'>;

function logCelebration(t: AppT, logged: Logged): Omit<Celebration, 'id'> {
  return logged.kind === 'reading'
    ? {
        title: t('celebrations.wellDone'),
        message: t('celebrations.chaptersRead', { count: logged.chapters }),
        icon: icon(BookOpen),
        tone: 'primary',
      }
    : {
        title: t('celebrations.timeWellSpent'),
        message: t('celebrations.minutesPrayed', { minutes: logged.minutes }),
        icon: icon(Clock),
        tone: 'secondary',
      };
}

/**
 * The milestone this log reached, if any: only the total the log changed counts (a reading never
 * celebrates a prayer total that merely sits on a multiple of 60), and a log that steps over a multiple
 * reaches it as much as one that lands on it (docs/decisions/016-first-run-feedback.md).
 */
function milestoneCelebration(t: AppT, logged: Logged, totals: Totals): Omit<Celebration, 'id'> | null {
  const reached =
    logged.kind === 'reading'
      ? multipleReached(totals.chaptersRead, logged.chapters, CELEBRATE_EVERY_CHAPTERS)
      : multipleReached(totals.prayerMinutes, logged.minutes, CELEBRATE_EVERY_MINUTES);
  if (reached === null) return null;
  return {
    title: t('celebrations.milestone'),
    message: t(logged.kind === 'reading' ? 'celebrations.chaptersReached' : 'celebrations.minutesReached', {
      reached,
    }),
    icon: icon(Flame),
    tone: 'amber',
  };
}

/**
 * At most one celebration at a time: the log's own, replaced 1.5 s later by the milestone it reached,
 * each for 3 s; a new log replaces whatever is showing. Pending timers end with the page.
 */
export function useCelebrations() {
  const { t } = useTranslation('app');
  const [current, setCurrent] = useState<ShownCelebration | null>(null);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  const clearTimers = useCallback(() => {
    for (const timer of timers.current) clearTimeout(timer);
    timers.current.clear();
  }, []);
  useEffect(() => clearTimers, [clearTimers]);
  const later = useCallback((ms: number, run: () => void) => {
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      run();
    }, ms);
    timers.current.add(timer);
  }, []);
  const show = useCallback(
    (source: CelebrationSource, celebration: Omit<Celebration, 'id'>) => {
      counter += 1;
      const id = `celebration-${counter}`;
      setCurrent({ ...celebration, id, source });
      later(CELEBRATION_MS, () => setCurrent((now) => (now?.id === id ? null : now)));
    },
    [later],
  );
  const celebrate = useCallback(
    (logged: Logged, totals: Totals, source: CelebrationSource = logged.kind) => {
      clearTimers();
      show(source, logCelebration(t, logged));
      const milestone = milestoneCelebration(t, logged, totals);
      if (milestone) later(STREAK_DELAY_MS, () => show(source, milestone));
    },
    [clearTimers, show, later, t],
  );
  return { current, celebrate };
}
