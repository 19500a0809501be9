import { CHURCH_PASSWORD_REQUIRED_MESSAGE, type VerifyChurchPasswordResponse } from '@shared/church-admin';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ApiError, apiRequest } from '../../lib/api';
import { adminStatusQuery } from './queries';

/** GET /api/church/admin-status: the gate or the tabs, and whether the administrator-only parts show. */
export function useAdminStatus() {
  return useQuery(adminStatusQuery);
}

/** POST /api/church/verify-password: the server unlocks this session for the church (a limited time). */
export function useVerifyChurchPassword() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (password: string) =>
      apiRequest<VerifyChurchPasswordResponse>('POST', '/api/church/verify-password', { password }),
    onSuccess: (result) => {
      if (!result.success) return;
      client.setQueryData(adminStatusQuery.queryKey, (before) => ({
        unlocked: true,
        unlockedUntil: result.unlockedUntil,
        isChurchAdmin: before?.isChurchAdmin ?? false,
      }));
      void client.invalidateQueries({ queryKey: adminStatusQuery.queryKey });
    },
  });
}

const isPasswordRequired = (error: unknown) =>
  error instanceof ApiError &&
  error.status === 403 &&
  error.serverMessage === CHURCH_PASSWORD_REQUIRED_MESSAGE;

/**
 * The unlock ends (its time runs out, or the church password changed elsewhere): any admin request then
 * answers 403 'Church password required', and the page goes back to the gate instead of showing errors.
 * It also re-checks at the moment the server said the unlock ends.
 */
export function useRelockWhenUnlockEnds(unlockedUntil: string | null) {
  const client = useQueryClient();
  useEffect(() => {
    const recheck = () => void client.invalidateQueries({ queryKey: adminStatusQuery.queryKey });
    const onError = (error: unknown) => {
      if (isPasswordRequired(error)) recheck();
    };
    const queries = client.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') onError(event.action.error);
    });
    const mutations = client.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') onError(event.action.error);
    });
    const left = unlockedUntil ? Date.parse(unlockedUntil) - Date.now() : Number.NaN;
    // setTimeout's ceiling is about 24.8 days; an unlock never lasts that long, but stay safe.
    const timer =
      Number.isFinite(left) && left < 2 ** 31 - 1 ? setTimeout(recheck, Math.max(0, left) + 1000) : undefined;
    return () => {
      queries();
      mutations();
      clearTimeout(timer);
    };
  }, [client, unlockedUntil]);
}
