import type { CreateCheckoutResponse, SubscriptionStatus } from '@shared/billing/subscription';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api';
import { subscriptionStatusQuery } from './queries';

/** GET /api/subscription/status: members of a church only (`enabled` false for anybody else). */
export function useSubscriptionStatus(enabled = true) {
  return useQuery({ ...subscriptionStatusQuery, enabled });
}

/** POST /api/subscription/create-checkout: the church's pending PayPal order, created or reused. */
export function useCreateCheckout() {
  return useMutation({
    mutationFn: () => apiRequest<CreateCheckoutResponse>('POST', '/api/subscription/create-checkout'),
  });
}

/** Cancel (stop renewing; the church stays active until its end) or resume renewal; both answer the status. */
export function useRenewal() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (action: 'cancel' | 'resume') =>
      apiRequest<SubscriptionStatus>('POST', `/api/subscription/${action}`),
    onSuccess: (status) => client.setQueryData(subscriptionStatusQuery.queryKey, status),
  });
}
