import { useEffect, useRef, useState } from 'react';
import { WELCOME_SKIP_AFTER_MS, WELCOME_SLIDE_MS, welcomeDurationMs } from './timings';

/**
 * Drives the welcome animation from the moment it mounts: slide i from i × 3 s, the Skip button from
 * 2.5 s, and onFinish 2 s after the last slide's 3 s. Timers, not animation events, so reduced motion
 * (no animations at all) keeps the same timing.
 */
export function useWelcomeTimeline(slideCount: number, onFinish: () => void) {
  const [slide, setSlide] = useState(0);
  const [canSkip, setCanSkip] = useState(false);
  const finish = useRef(onFinish);
  finish.current = onFinish;

  useEffect(() => {
    const timers = [setTimeout(() => setCanSkip(true), WELCOME_SKIP_AFTER_MS)];
    for (let i = 1; i < slideCount; i++) {
      timers.push(setTimeout(() => setSlide(i), i * WELCOME_SLIDE_MS));
    }
    timers.push(setTimeout(() => finish.current(), welcomeDurationMs(slideCount)));
    return () => {
      for (const timer of timers) clearTimeout(timer);
    };
  }, [slideCount]);

  return { slide, canSkip };
}
