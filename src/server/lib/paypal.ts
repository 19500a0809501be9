import type { z } from 'zod';
import type { Clock } from './clock';
import { systemClock } from './clock';
import { paypalHttp } from './paypal-http';
import { clientTokenAnswer, orderAnswer, verificationAnswer } from './paypal-schemas';
import { paypalToken } from './paypal-token';
import { PaypalError, type PaypalOrder } from './paypal-types';

export type { PaypalCapture, PaypalOrder } from './paypal-types';
export { PaypalError } from './paypal-types';

/*
 * PayPal's REST API (OAuth client credentials, Orders v2, client tokens, webhook verification) at a
 * configurable base address: the sandbox by default, a local stand-in in tests. The HTTP layer (timeouts,
 * retries, answers checked with Zod) is paypal-http.ts, the OAuth token paypal-token.ts; this file is the
 * calls Lampstand makes.
 */

export interface PaypalClient {
  readonly configured: boolean;
  readonly clientId: string;
  generateClientToken(): Promise<string>;
  createOrder(input: NewOrder): Promise<PaypalOrder>;
  getOrder(orderId: string): Promise<PaypalOrder>;
  captureOrder(orderId: string, requestId: string): Promise<PaypalOrder>;
  /** True only when PayPal confirms that the webhook event with these headers was signed for our webhook. */
  verifyWebhook(headers: Record<string, string | string[] | undefined>, event: unknown): Promise<boolean>;
}

interface NewOrder {
  requestId: string;
  referenceId: string;
  description: string;
  amount: string;
  currency: string;
}

export interface PaypalClientOptions {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  webhookId: string;
  timeoutMs: number;
  /** Further attempts after a transient failure (default 1). */
  retries?: number;
  fetch?: typeof fetch;
  clock?: Clock;
}

const WEBHOOK_HEADERS = {
  auth_algo: 'paypal-auth-algo',
  cert_url: 'paypal-cert-url',
  transmission_id: 'paypal-transmission-id',
  transmission_sig: 'paypal-transmission-sig',
  transmission_time: 'paypal-transmission-time',
} as const;

/** The webhook headers PayPal's verification needs, or null when one is missing. */
function webhookFields(headers: Record<string, string | string[] | undefined>) {
  const fields: Record<string, string> = {};
  for (const [field, header] of Object.entries(WEBHOOK_HEADERS)) {
    const value = headers[header];
    if (typeof value !== 'string' || value === '') return null;
    fields[field] = value;
  }
  return fields;
}

export function createPaypalClient(options: PaypalClientOptions): PaypalClient {
  const configured = options.clientId !== '' && options.clientSecret !== '';
  const http = paypalHttp({
    baseUrl: options.baseUrl,
    timeoutMs: options.timeoutMs,
    retries: options.retries ?? 1,
    fetch: options.fetch ?? globalThis.fetch,
  });
  const token = paypalToken(http, options, options.clock ?? systemClock);

  /** An authenticated JSON call; a 401 (token revoked or expired early) fetches a new token once. */
  async function call<S extends z.ZodType>(
    method: string,
    path: string,
    schema: S,
    { body, requestId }: { body?: unknown; requestId?: string } = {},
  ): Promise<z.output<S>> {
    for (let refreshed = false; ; refreshed = true) {
      const headers: Record<string, string> = {
        authorization: `Bearer ${await token.get()}`,
        'content-type': 'application/json',
        prefer: 'return=representation',
        ...(requestId ? { 'paypal-request-id': requestId } : {}),
      };
      try {
        const json = body === undefined ? undefined : JSON.stringify(body);
        return await http.request({ method, path, headers, body: json }, schema);
      } catch (err) {
        if (refreshed || !(err instanceof PaypalError) || err.status !== 401) throw err;
        token.forget();
      }
    }
  }

  const orderPath = (orderId: string) => `/v2/checkout/orders/${encodeURIComponent(orderId)}`;

  return {
    configured,
    clientId: options.clientId,
    async generateClientToken() {
      return (await call('POST', '/v1/identity/generate-token', clientTokenAnswer, { body: {} }))
        .client_token;
    },
    createOrder(input) {
      return call('POST', '/v2/checkout/orders', orderAnswer, {
        requestId: input.requestId,
        body: {
          intent: 'CAPTURE',
          purchase_units: [
            {
              reference_id: input.referenceId,
              custom_id: input.referenceId,
              description: input.description,
              amount: { currency_code: input.currency, value: input.amount },
            },
          ],
        },
      });
    },
    getOrder(orderId) {
      return call('GET', orderPath(orderId), orderAnswer);
    },
    captureOrder(orderId, requestId) {
      return call('POST', `${orderPath(orderId)}/capture`, orderAnswer, { requestId, body: {} });
    },
    async verifyWebhook(headers, event) {
      if (!configured || options.webhookId === '') return false;
      const fields = webhookFields(headers);
      if (!fields) return false;
      const answer = await call('POST', '/v1/notifications/verify-webhook-signature', verificationAnswer, {
        body: { ...fields, webhook_id: options.webhookId, webhook_event: event },
      });
      return answer.verification_status === 'SUCCESS';
    },
  };
}
