import type { ChurchMember } from '@shared/church-admin';
import type { HandoverAcceptRequest, HandoverAcceptResponse, HandoverStatus } from '@shared/church-handover';
import type { ConfirmationCodeSent } from '@shared/confirmations';
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

/** POST /api/church/handover, confirmed with the administrator's code: the answer is the new pending offer. */
export function useOfferHandover() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { userId: number; confirmationCode: string }) =>
      apiRequest<HandoverStatus>('POST', '/api/church/handover', body),
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

/** POST /api/church/handover/email-code: a code to the church's new address, proving it is the new side's. */
export function useSendChurchEmailCode() {
  return useMutation({
    mutationFn: (body: { token: string; churchEmail: string }) =>
      apiRequest<ConfirmationCodeSent>('POST', '/api/church/handover/email-code', body),
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
