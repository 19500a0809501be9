import { Pause, Play, Timer } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { formatElapsed } from '../../lib/dates';
import { minutesToLog } from './prayer-timer';
import { timerKey, usePrayerTimer } from './use-prayer-timer';

interface PrayerTimerProps {
  userId: number;
  /** "Done": the minutes counted (whole minutes rounded up, at least 1), for the card to fill in. */
  onDone: (minutes: number) => void;
  /** The clock; Date.now unless a test drives another. */
  now?: () => number;
}

/**
 * "Start praying": counts from the start time (see prayer-timer.ts), can be paused and resumed, and on
 * "Done" hands the minutes to the prayer card, which the person still logs. It works with no network. The
 * visible stopwatch is hidden from screen readers, which hear the whole minutes instead (politely, once a
 * minute). One button starts, pauses and resumes, so the keyboard focus stays on it.
 */
export function PrayerTimer({ userId, onDone, now }: PrayerTimerProps) {
  const { t } = useTranslation('prayers');
  const { timer, elapsed, start, pause, resume, stop } = usePrayerTimer(timerKey(userId), now);
  const [told, setTold] = useState('');
  const toggleRef = useRef<HTMLButtonElement>(null);
  const paused = timer !== null && timer.pausedAt !== null;
  const minutes = Math.floor(elapsed / 60_000);

  const toggle = () => {
    setTold('');
    if (!timer) start();
    else if (paused) resume();
    else pause();
  };
  const done = () => {
    const counted = minutesToLog(stop());
    setTold(t('timer.filled', { count: counted }));
    onDone(counted);
  };
  const cancel = () => {
    stop();
    setTold(t('timer.cancelled'));
    toggleRef.current?.focus();
  };

  return (
    <section
      aria-label={t('timer.label')}
      className={cn('space-y-3', timer && 'rounded-lg border border-border bg-secondary-soft p-4')}
    >
      {timer && (
        <div>
          <p className="flex flex-wrap items-baseline gap-x-3">
            <span aria-hidden="true" className="text-3xl font-semibold tabular-nums">
              {formatElapsed(elapsed)}
            </span>
            <span className="text-sm font-medium text-secondary">
              {paused ? t('timer.paused') : t('timer.running')}
            </span>
          </p>
          <p className="mt-1 text-xs text-muted">{t('timer.hint')}</p>
        </div>
      )}
      <div className="flex flex-wrap gap-2">
        <Button ref={toggleRef} variant="outline" onClick={toggle}>
          {!timer ? (
            <Timer aria-hidden="true" className="h-4 w-4" />
          ) : paused ? (
            <Play aria-hidden="true" className="h-4 w-4" />
          ) : (
            <Pause aria-hidden="true" className="h-4 w-4" />
          )}
          {!timer ? t('timer.start') : paused ? t('timer.resume') : t('timer.pause')}
        </Button>
        {timer && (
          <>
            <Button variant="secondary" onClick={done}>
              {t('timer.done')}
            </Button>
            <Button variant="ghost" onClick={cancel}>
              {t('timer.cancel')}
            </Button>
          </>
        )}
      </div>
      <p role="status" aria-live="polite" className="sr-only">
        {timer ? t(paused ? 'timer.pausedAt' : 'timer.elapsed', { count: minutes }) : told}
      </p>
    </section>
  );
}
