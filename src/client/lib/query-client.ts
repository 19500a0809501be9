import { onlineManager, type Query, QueryClient, type QueryFunction } from '@tanstack/react-query';
import { navigate } from 'wouter/use-browser-location';
import { apiRequest, setPasswordChangeHandler, setUnauthorizedHandler } from './api';
import { offlineUser, setOfflineUser, stopSaver } from './offline-user';

/** The current user's query key; its data is the user or null when signed out. */
export const ME_KEY = ['/api/me'] as const;

/** Default fetch: GET on the first query key as URL. A 401 throws (and signs out). */
const defaultQueryFn: QueryFunction = ({ queryKey }) => apiRequest('GET', String(queryKey[0]));

export function createQueryClient() {
  const client = new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: defaultQueryFn,
        staleTime: 10_000,
        retry: false,
        refetchOnWindowFocus: true,
        refetchInterval: false,
      },
      mutations: { retry: false },
    },
  });
  return client;
}

/** Every cached read but the current user: what a sign-in, a sign-out or a church's deletion forgets. */
export const isAccountData = (query: Query) => query.queryKey[0] !== ME_KEY[0];

/** Drops every cached read but the current user (see isAccountData). */
export function forgetAccountData(client: QueryClient) {
  client.removeQueries({ predicate: isAccountData });
}

/** Signed out (every way: logout, a 401, a closed session): no current user, and nothing of theirs in memory. */
export function signOutLocally(client: QueryClient) {
  client.setQueryData(ME_KEY, null);
  forgetAccountData(client);
}

export const queryClient = createQueryClient();

// Offline from the start (the app opened from the service worker's cache): queries wait for the network
// instead of failing over the dashboard kept on the device. TanStack assumes online until told otherwise.
if (typeof navigator !== 'undefined' && navigator.onLine === false) onlineManager.setOnline(false);

/**
 * A 401 (the session expired, or ended elsewhere: a password change on another device). Only a signed-in
 * user, or one whose dashboard this device keeps (the answer may come before the copy is even restored),
 * needs signing out; anonymous 401s (e.g. a closed page's late fetch) change nothing. What this device kept
 * of them goes, in this order (issue 35): the saver of the kept copy stops before anything in the cache
 * changes, so no save starts after the 401; no copy is restored at the next start; they are signed out;
 * their reads leave memory; and the kept copies are removed once any save under way has landed. Their
 * entries not yet sent stay in the queue, theirs, for their next sign-in (decision 027).
 */
setUnauthorizedHandler(() => {
  if (!queryClient.getQueryData(ME_KEY) && offlineUser() === null) return;
  stopSaver();
  setOfflineUser(null);
  queryClient.setQueryData(ME_KEY, null);
  // The query that got the 401 must fail with its own error first; removing it now would cancel it instead.
  setTimeout(() => {
    signOutLocally(queryClient);
    import('./offline-cache')
      .then(({ forgetKeptDashboards }) => forgetKeptDashboards(queryClient))
      .catch(() => {
        // No IndexedDB (privacy modes): nothing could have been kept.
      });
  }, 0);
});

/** Where a session on a temporary password must go first; logout and that page's own request still work. */
export const CHOOSE_PASSWORD_PATH = '/choose-password';

setPasswordChangeHandler(() => {
  if (window.location.pathname !== CHOOSE_PASSWORD_PATH) navigate(CHOOSE_PASSWORD_PATH, { replace: true });
});
