import { CELEBRATE_EVERY_CHAPTERS, CELEBRATE_EVERY_MINUTES, isStreakMilestone } from '@shared/badges';
import { BookOpen, Clock, Flame } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Celebration } from '../../components/ui/celebration';

/** Spec §4/§9: a celebration lasts 3 s; the streak one follows 1.5 s after the log's own. */
export const CELEBRATION_MS = 3000;
export const STREAK_DELAY_MS = 1500;

export interface Totals {
  chaptersRead: number;
  prayerMinutes: number;
}

export type Logged = { kind: 'reading'; chapters: number } | { kind: 'prayer'; minutes: number };

const icon = (Icon: typeof BookOpen) => <Icon className="h-7 w-7" />;
let counter = 0;

function logCelebration(logged: Logged): Omit<Celebration, 'id'> {
  return logged.kind === 'reading'
    ? {
        title: 'Well done!',
        message: `${logged.chapters === 1 ? '1 chapter' : `${logged.chapters} chapters`} of Scripture read.`,
        icon: icon(BookOpen),
        tone: 'primary',
      }
    : {
        title: 'Time well spent!',
        message: `${logged.minutes} minutes in prayer.`,
        icon: icon(Clock),
        tone: 'secondary',
      };
}

function streakCelebration({ chaptersRead, prayerMinutes }: Totals): Omit<Celebration, 'id'> {
  const parts = [];
  if (chaptersRead > 0 && chaptersRead % CELEBRATE_EVERY_CHAPTERS === 0)
    parts.push(`${chaptersRead} chapters`);
  if (prayerMinutes > 0 && prayerMinutes % CELEBRATE_EVERY_MINUTES === 0)
    parts.push(`${prayerMinutes} minutes of prayer`);
  return {
    title: 'Milestone reached!',
    message: `You have reached ${parts.join(' and ')}.`,
    icon: icon(Flame),
    tone: 'amber',
  };
}

/** Celebrations on screen, each removed after 3 s; pending timers end with the page. */
export function useCelebrations() {
  const [shown, setShown] = useState<Celebration[]>([]);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending) clearTimeout(timer);
    };
  }, []);
  const later = useCallback((ms: number, run: () => void) => {
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      run();
    }, ms);
    timers.current.add(timer);
  }, []);
  const show = useCallback(
    (celebration: Omit<Celebration, 'id'>) => {
      counter += 1;
      const id = `celebration-${counter}`;
      setShown((current) => [...current, { ...celebration, id }]);
      later(CELEBRATION_MS, () => setShown((current) => current.filter((c) => c.id !== id)));
    },
    [later],
  );
  const celebrate = useCallback(
    (logged: Logged, totals: Totals) => {
      show(logCelebration(logged));
      if (isStreakMilestone(totals.chaptersRead, totals.prayerMinutes)) {
        later(STREAK_DELAY_MS, () => show(streakCelebration(totals)));
      }
    },
    [show, later],
  );
  return { shown, celebrate };
}
