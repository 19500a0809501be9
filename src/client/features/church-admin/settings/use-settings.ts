import type {
  ChurchPasswordChangeRequest,
  ChurchSettings,
  ChurchSettingsUpdate,
  YearEndResetResponse,
} from '@shared/church-admin';
import type { PublicPageSettings, PublicPageUpdate } from '@shared/public-page';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { isAccountData, ME_KEY } from '../../../lib/query-client';
import { churchSettingsQuery, publicPageQuery } from '../queries';

export function useChurchSettings() {
  return useQuery(churchSettingsQuery);
}

/** PATCH /api/church/settings; the header and dashboard show the church's name, so the user is refetched. */
export function useUpdateChurchSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (values: ChurchSettingsUpdate) =>
      apiRequest<ChurchSettings>('PATCH', '/api/church/settings', values),
    onSuccess: (settings) => {
      client.setQueryData(churchSettingsQuery.queryKey, settings);
      void client.invalidateQueries({ queryKey: ME_KEY });
    },
  });
}

export function useChangeChurchPassword() {
  return useMutation({
    mutationFn: (values: ChurchPasswordChangeRequest) =>
      apiRequest<{ message: string }>('PUT', '/api/church/password', values),
  });
}

/**
 * DELETE /api/church/{id} with the acting account's confirmation code (decision 037): members are detached
 * and keep their own data; the caller no longer has a church.
 */
export function useDeleteChurch() {
  return useMutation({
    mutationFn: ({ churchId, confirmationCode }: { churchId: number; confirmationCode: string }) =>
      apiRequest<void>('DELETE', `/api/church/${churchId}`, { confirmationCode }),
  });
}

/** POST /api/admin/year-end-reset: closes the period (nothing deleted); every church figure changes. */
export function useYearEndReset() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<YearEndResetResponse>('POST', '/api/admin/year-end-reset'),
    onSuccess: () => client.invalidateQueries({ predicate: isAccountData }),
  });
}

export function usePublicPageSettings() {
  return useQuery(publicPageQuery);
}

/** PUT /api/church/public-page: the page on or off at its address. */
export function useUpdatePublicPage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (values: PublicPageUpdate) =>
      apiRequest<PublicPageSettings>('PUT', '/api/church/public-page', values),
    onSuccess: (settings) => client.setQueryData(publicPageQuery.queryKey, settings),
  });
}
