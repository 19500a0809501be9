import { type Query, useIsRestoring, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { Spinner } from '../../components/ui/spinner';

/** The longest the cards wait for their first data: a slow figure must not hold back the logging cards. */
const MAX_WAIT_MS = 2500;

/** A query loading its first data (not a refetch of data already shown, nor one that is switched off). */
const loadingFirst = (query: Query) =>
  query.state.status === 'pending' && query.state.fetchStatus === 'fetching';

/**
 * Mounts `children` at once, so their queries start, but shows them only when none is still loading its
 * first data (or after MAX_WAIT_MS). Each dashboard card appears when its data arrives, and the cards
 * above the logging cards (Today's reading, the badges, a banner) would push everything below them down
 * one after another: on a phone, where the logging cards start on the first screen, that is a layout shift
 * a thumb feels (CLS). Until then a spinner keeps the page a screen tall, so the footer does not move
 * either. Data already in the cache (a return to the dashboard) shows at once.
 */
export function SettledReveal({ children }: { children: ReactNode }) {
  const client = useQueryClient();
  // Data kept for offline viewing is being read back: the queries wait for it without fetching.
  const restoring = useIsRestoring();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (shown || restoring) return;
    const cache = client.getQueryCache();
    const check = () => {
      if (!cache.findAll({ type: 'active', predicate: loadingFirst }).length) setShown(true);
    };
    // The children have mounted (their effects ran before this one): their first fetches are under way.
    check();
    const unsubscribe = cache.subscribe(check);
    const timer = window.setTimeout(() => setShown(true), MAX_WAIT_MS);
    return () => {
      unsubscribe();
      window.clearTimeout(timer);
    };
  }, [client, shown, restoring]);
  return (
    <>
      {!shown && <Spinner className="min-h-screen items-start pt-8" />}
      <div hidden={!shown} className="contents">
        {children}
      </div>
    </>
  );
}
