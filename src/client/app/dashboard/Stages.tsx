import { createContext, type ReactNode, startTransition, useContext, useEffect, useState } from 'react';
import { nextTask } from '../../lib/next-task';

/** Outside a Stages (a card rendered alone, in a test or on another page), every stage is shown. */
const CurrentStage = createContext(Number.POSITIVE_INFINITY);

/**
 * Mounts a page in stages, one after another: stage 0 (everything not in a Stage) with the first render,
 * then each next stage a task after the previous one was committed, rendered in a transition. On a slow
 * phone the dashboard's cards rendered at once were one long task and one long style and layout pass
 * (hundreds of milliseconds in which a tap is not answered: Lighthouse's blocking time); in stages React
 * renders each part in slices that yield, and the browser lays out each part apart. The provider's state
 * re-renders only the Stage elements (its children are the same elements), not the page.
 */
export function Stages({ count, children }: { count: number; children: ReactNode }) {
  const [current, setCurrent] = useState(0);
  useEffect(() => {
    if (current >= count) return;
    let mounted = true;
    void nextTask().then(() => mounted && startTransition(() => setCurrent(current + 1)));
    return () => {
      mounted = false;
    };
  }, [current, count]);
  return <CurrentStage.Provider value={current}>{children}</CurrentStage.Provider>;
}

/**
 * Its children once the page's stage `stage` has come (see Stages); `placeholder` until then, which keeps
 * room for them where their arrival would otherwise move something on screen (the footer).
 */
export function Stage({
  stage,
  placeholder = null,
  children,
}: {
  stage: number;
  placeholder?: ReactNode;
  children: ReactNode;
}) {
  return useContext(CurrentStage) >= stage ? children : placeholder;
}
