import type { ChurchMember } from '@shared/church-admin';
import type { HandoverAcceptRequest, HandoverAcceptResponse, HandoverStatus } from '@shared/church-handover';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api';

/** GET /api/church/handover (administrator): the pending offer, or null. */
const handoverQuery = queryOptions<HandoverStatus>({ queryKey: ['/api/church/handover'] });

export function useHandover() {
  return useQuery(handoverQuery);
}

/** The church's members to choose from (GET /api/church/users, the same cached list as the Members tab). */
export function useChurchMembers() {
  return useQuery<ChurchMember[]>({ queryKey: ['/api/church/users'] });
}

/** POST /api/church/handover: the answer is the new pending offer. */
export function useOfferHandover() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) => apiRequest<HandoverStatus>('POST', '/api/church/handover', { userId }),
    onSuccess: (status) => client.setQueryData(handoverQuery.queryKey, status),
  });
}

/** DELETE /api/church/handover: the link stops working. */
export function useWithdrawHandover() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<void>('DELETE', '/api/church/handover'),
    onSuccess: () => client.setQueryData<HandoverStatus>(handoverQuery.queryKey, { offer: null }),
  });
}

/** POST /api/church/handover/accept: the person's role changed, so everything cached is asked again. */
export function useAcceptHandover() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: HandoverAcceptRequest) =>
      apiRequest<HandoverAcceptResponse>('POST', '/api/church/handover/accept', body),
    onSuccess: () => client.invalidateQueries(),
  });
}
