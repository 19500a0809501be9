/** The welcome animation's and the tutorial's timings, in milliseconds. */
export const WELCOME_SLIDE_MS = 3000;
export const WELCOME_SKIP_AFTER_MS = 2500;
const WELCOME_FINISH_AFTER_LAST_MS = 2000;
export const TUTORIAL_DELAY_MS = 1000;

/** Slides change at 0, 3, 6 and 9 s; the last one stays its 3 s, and the animation ends 2 s later. */
export const welcomeDurationMs = (slides: number) => slides * WELCOME_SLIDE_MS + WELCOME_FINISH_AFTER_LAST_MS;

export function prefersReducedMotion() {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}
