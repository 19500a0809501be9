import { z } from 'zod';
import { t } from '../i18n';
import { subscriptionStatus } from './subscription';

/** GET /api/paypal/setup: what PayPalScriptProvider needs (clientId, dataClientToken, sdkBaseUrl: sdkUrl). */
export const paypalSetupResponse = z.object({
  clientId: z.string(),
  clientToken: z.string(),
  sdkUrl: z.string(),
  currency: z.literal('USD'),
  /** '99.00': the plan's yearly price (SUBSCRIPTION_AMOUNT). */
  amount: z.string(),
});
export type PaypalSetup = z.infer<typeof paypalSetupResponse>;

/**
 * POST /api/paypal/order: the client's figures are validated for shape and ignored; the server always
 * orders 99.00 USD with intent CAPTURE. All fields are optional, and so is the body.
 */
export const paypalOrderRequest = z
  .object({
    amount: z.union([z.string().max(32), z.number()]).optional(),
    currency: z.string().max(8).optional(),
    intent: z.string().max(32).optional(),
  })
  .nullish();
export const paypalOrderResponse = z.object({ id: z.string() });

/** PayPal order ids are upper-case alphanumerics of at most 36 characters; anything else is refused with 400. */
export const paypalOrderIdParams = z.object({
  id: z.string().regex(/^[A-Z0-9]{1,36}$/, 'id must be a PayPal order id'),
});

/** POST /api/paypal/order/:id/capture: 200 once the payment is captured and credited. */
export const paypalCaptureResponse = z.object({
  status: z.literal('COMPLETED'),
  subscription: subscriptionStatus,
});
export type PaypalCaptureResponse = z.infer<typeof paypalCaptureResponse>;
/** 402 when PayPal did not complete the capture. */
export const PAYMENT_NOT_COMPLETED_MESSAGE = t('billing:notCompleted');
/** 403 when the order belongs to another church (or to none we know). */
export const NOT_YOUR_ORDER_MESSAGE = t('billing:notYourOrder');

/** POST /api/paypal/webhook answers this to PayPal once the event is handled (or was already). */
export const webhookAckResponse = z.object({ received: z.literal(true) });
/** 503 when the server has no PayPal credentials and is not in demo mode: what its operator must set. */
export const PAYMENTS_NOT_CONFIGURED_MESSAGE = t('billing:notConfigured');
/** 502 when PayPal failed or did not answer in time; trying again is safe (nothing is charged twice). */
export const PAYPAL_UNREACHABLE_MESSAGE = t('billing:unreachable');
/** 400 from the webhook when PayPal does not confirm the event's signature. */
export const WEBHOOK_UNVERIFIED_MESSAGE = t('billing:webhookUnverified');
