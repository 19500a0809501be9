import { notifyManager, type Query, useIsRestoring, useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { Spinner } from '../../components/ui/spinner';
import { cn } from '../../lib/cn';

/** The longest the cards wait for their first data: a slow figure must not hold back the logging cards. */
const MAX_WAIT_MS = 2500;

/** Whether the cards were shown because MAX_WAIT_MS was up, with some data still to come. */
const TimedOut = createContext(false);

/** A query loading its first data (not a refetch of data already shown, nor one that is switched off). */
const loadingFirst = (query: Query) =>
  query.state.status === 'pending' && query.state.fetchStatus === 'fetching';

/**
 * Mounts `children` at once, so their queries start, but shows them only when none is still loading its
 * first data (or after MAX_WAIT_MS). Each dashboard card appears when its data arrives, and the cards
 * above the logging cards (Today's reading, the badges, a banner) would push everything below them down
 * one after another: on a phone, where the logging cards start on the first screen, that is a layout shift
 * a thumb feels (CLS). Until then a spinner keeps the page a screen tall, so the footer does not move
 * either. Data already in the cache (a return to the dashboard) shows at once. A part that is still empty
 * when the time is up goes below the logging cards (see AboveTheLoggingCards).
 */
export function SettledReveal({ children }: { children: ReactNode }) {
  const cache = useQueryClient().getQueryCache();
  // Data kept for offline viewing is being read back: the queries wait for it without fetching.
  const restoring = useIsRestoring();
  // Read the way useQuery reads its own query (a store, told in TanStack Query's notification batch), so
  // the render that shows the cards is the render that gives them their last data: shown a moment
  // earlier, a card would appear one frame later and push the others (the 0.16 shift seen on phones).
  const subscribe = useCallback(
    (onChange: () => void) => cache.subscribe(notifyManager.batchCalls(onChange)),
    [cache],
  );
  const settled = useSyncExternalStore(
    subscribe,
    () => !cache.findAll({ type: 'active', predicate: loadingFirst }).length,
  );
  // The children's queries exist and fetch once they have mounted: before that, nothing is loading.
  const [mounted, setMounted] = useState(false);
  const [shown, setShown] = useState(false);
  const [timedOut, setTimedOut] = useState(false);
  if (!shown && mounted && !restoring && settled) setShown(true);
  useEffect(() => setMounted(true), []);
  useEffect(() => {
    if (shown || restoring) return;
    const timer = window.setTimeout(() => {
      setShown(true);
      setTimedOut(true);
    }, MAX_WAIT_MS);
    return () => window.clearTimeout(timer);
  }, [shown, restoring]);
  return (
    <TimedOut.Provider value={timedOut}>
      {!shown && <Spinner className="min-h-screen items-start pt-8" />}
      <div hidden={!shown} className="contents">
        {children}
      </div>
    </TimedOut.Provider>
  );
}

/**
 * A part of the dashboard placed above the logging cards, in a flex column. If it is still empty when the
 * cards are shown because MAX_WAIT_MS is up (its data is slow, on a slow phone or network), it would push
 * them down when it fills, so it is moved just below them (CSS order 1, which the dashboard leaves for it)
 * for the rest of this visit: it then appears where nothing on screen moves. An empty part takes no room
 * (`empty:hidden`). `after` goes with the part but is always there (a live region), so it does not count
 * as content. Outside a SettledReveal it stays. (A shift is still seen now and then when the cards are
 * shown because every first load answered: decision 028.)
 */
export function AboveTheLoggingCards({
  children,
  after,
  className,
}: {
  children: ReactNode;
  after?: ReactNode;
  className?: string;
}) {
  const timedOut = useContext(TimedOut);
  const ref = useRef<HTMLDivElement>(null);
  const [late, setLate] = useState(false);
  // Before paint, in the commit that shows the cards: whether this part had anything to show by then.
  useLayoutEffect(() => {
    if (timedOut && ref.current?.childElementCount === 0) setLate(true);
  }, [timedOut]);
  const place = cn(late && 'order-1', className);
  const dataLate = late || undefined;
  if (!after)
    return (
      <div ref={ref} className={cn('empty:hidden', place)} data-late={dataLate}>
        {children}
      </div>
    );
  return (
    <div className={place} data-late={dataLate}>
      <div ref={ref} className="empty:hidden">
        {children}
      </div>
      {after}
    </div>
  );
}
