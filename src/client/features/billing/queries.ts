import type { PaypalSetup } from '@shared/billing/paypal';
import type { SubscriptionStatus } from '@shared/billing/subscription';
import { queryOptions } from '@tanstack/react-query';

/* This feature's reads, one query-options factory per endpoint (see activity/queries.ts). */

/** GET /api/subscription/status: members of a church only. */
export const subscriptionStatusQuery = queryOptions<SubscriptionStatus>({
  queryKey: ['/api/subscription/status'],
});

/** GET /api/paypal/setup: client id, a fresh client token and the SDK address; never reused across visits. */
export const paypalSetupQuery = queryOptions<PaypalSetup>({
  queryKey: ['/api/paypal/setup'],
  staleTime: 0,
  gcTime: 0,
});
