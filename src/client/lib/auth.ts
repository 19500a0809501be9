import type { LoginRequest, LoginResponse } from '@shared/auth';
import type { User } from '@shared/users';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { toast } from '../components/ui/use-toast';
import { ApiError, apiRequest, clearStoredToken, isPasswordChangeRequired } from './api';
import { i18n } from './i18n';
import { forgetAccountData, ME_KEY, signOutLocally } from './query-client';

/**
 * GET /api/me: the user, or null when the session is missing or ended. A 401 signs out through the API
 * helper like any other (a stale stored token goes, and so does what this device kept of the person whose
 * session it was); for a visitor who never signed in it changes nothing.
 */
async function fetchCurrentUser(): Promise<User | null> {
  try {
    return await apiRequest<User>('GET', ME_KEY[0], undefined, { cache: 'no-cache' });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/** Authentication state: loading at start, then the user or none, or the check's error. */
export function useAuth() {
  // Asked even offline (the app opened from the service worker's cache with no network): with nothing
  // kept on the device, the person must be told the check failed, not shown a spinner until the network
  // returns; a kept copy stays shown when the ask fails.
  const query = useQuery({ queryKey: ME_KEY, queryFn: fetchCurrentUser, networkMode: 'offlineFirst' });
  // Signed in with a password the administrator set: nothing but /choose-password until it is replaced.
  // The latest answer decides, even over a user already known (set by the login, or kept on the device).
  const mustChoosePassword = isPasswordChangeRequired(query.error);
  return {
    user: query.data ?? null,
    isLoading: query.isPending,
    error: query.isError && !query.data && !mustChoosePassword ? i18n.t('auth:checkFailed') : null,
    mustChoosePassword,
    recheck: () => query.refetch(),
  };
}

/** A fresh sign-in: nothing cached for a previous account survives it. */
export function setSignedInUser(client: QueryClient, user: User) {
  forgetAccountData(client);
  client.setQueryData(ME_KEY, user);
}

const LOGIN_PATHS = { user: '/api/login', church: '/api/church/login' } as const;
const AFTER_LOGIN = { user: '/', church: '/church-admin' } as const;

/** /login, coming back to this page afterwards (`?next=`): for pages opened from an e-mailed link. */
export const loginComingBack = (path: string, search: string) =>
  `/login?next=${encodeURIComponent(search ? `${path}?${search}` : path)}`;

/** The page `?next=` asks to come back to: a path of this site only, never another's (`//x`, `/\x`). */
export function comingBackTo(search: string): string | null {
  const next = new URLSearchParams(search).get('next');
  return next && /^\/(?![/\\])[^\s\\]*$/.test(next) ? next : null;
}

/**
 * User or church login: sets the user and goes to `next` (see comingBackTo), or else to / or
 * /church-admin. Pages show the failure.
 */
export function useLogin(kind: keyof typeof LOGIN_PATHS, next: string | null = null) {
  const client = useQueryClient();
  const [, navigate] = useLocation();
  return useMutation({
    mutationFn: (credentials: LoginRequest) =>
      apiRequest<LoginResponse>('POST', LOGIN_PATHS[kind], credentials, { signOutOn401: false }),
    onSuccess: ({ user }) => {
      setSignedInUser(client, user);
      navigate(next ?? AFTER_LOGIN[kind]);
    },
  });
}

export function useLogout() {
  const client = useQueryClient();
  const [, navigate] = useLocation();
  const signedOut = () => {
    clearStoredToken();
    navigate('/login');
    signOutLocally(client);
  };
  return useMutation({
    // With no network the session cannot end: say so at once rather than wait silently for the network.
    networkMode: 'always',
    mutationFn: () => apiRequest<{ message: string }>('POST', '/api/logout'),
    onSuccess: signedOut,
    onError: (error) => {
      // A session that already ended is as logged out as it gets.
      if (error instanceof ApiError && error.status === 401) return signedOut();
      toast({
        variant: 'destructive',
        title: i18n.t('auth:logoutFailedTitle'),
        description: i18n.t('auth:logoutFailedDescription'),
      });
    },
  });
}
