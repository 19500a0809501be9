import type { PaypalCaptureResponse } from '@shared/billing/paypal';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api';
import { paypalSetupQuery } from './queries';

/** The order the browser asks for; the server decides the real figures (99.00 USD, capture). */
const ORDER_REQUEST = { amount: '99.00', currency: 'USD', intent: 'CAPTURE' } as const;

export function usePaypalSetup() {
  return useQuery(paypalSetupQuery);
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
