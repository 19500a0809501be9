import type { PaypalCaptureResponse, PaypalSetup } from '@shared/billing/paypal';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api';

/** The order the browser asks for; the server decides the real figures (99.00 USD, capture). */
export const ORDER_REQUEST = { amount: '99.00', currency: 'USD', intent: 'CAPTURE' } as const;

/** GET /api/paypal/setup: client id, a fresh client token and the SDK address; never reused across visits. */
export function usePaypalSetup() {
  return useQuery<PaypalSetup>({ queryKey: ['/api/paypal/setup'], staleTime: 0, gcTime: 0 });
}

/** POST /api/paypal/order: the church's pending PayPal order id. */
export async function createPaypalOrder(): Promise<string> {
  const { id } = await apiRequest<{ id: string }>('POST', '/api/paypal/order', ORDER_REQUEST);
  return id;
}

/** POST /api/paypal/order/{id}/capture: credits the church once the capture completed. */
export function capturePaypalOrder(orderId: string) {
  return apiRequest<PaypalCaptureResponse>(
    'POST',
    `/api/paypal/order/${encodeURIComponent(orderId)}/capture`,
  );
}
