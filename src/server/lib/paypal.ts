import type { Clock } from './clock';
import { systemClock } from './clock';
import { asArray, type Json, PaypalError, type PaypalOrder, toOrder } from './paypal-types';

export type { PaypalCapture, PaypalFailure, PaypalOrder } from './paypal-types';
export { PaypalError } from './paypal-types';

/*
 * PayPal's REST API (OAuth client credentials, Orders v2, client tokens, webhook verification) at a
 * configurable base address: the sandbox by default, a local stand-in in tests. Every call has a timeout;
 * transient failures (network, timeout, 429, 5xx) are retried, which is safe because every call is either
 * a read or carries a PayPal-Request-Id that PayPal answers identically when it sees it again.
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

export interface NewOrder {
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

interface CallOptions {
  body?: unknown;
  requestId?: string;
}

const WEBHOOK_HEADERS = {
  auth_algo: 'paypal-auth-algo',
  cert_url: 'paypal-cert-url',
  transmission_id: 'paypal-transmission-id',
  transmission_sig: 'paypal-transmission-sig',
  transmission_time: 'paypal-transmission-time',
} as const;

export function createPaypalClient(options: PaypalClientOptions): PaypalClient {
  const base = options.baseUrl.replace(/\/+$/, '');
  const doFetch = options.fetch ?? globalThis.fetch;
  const clock = options.clock ?? systemClock;
  const retries = options.retries ?? 1;
  const configured = options.clientId !== '' && options.clientSecret !== '';
  let token: { value: string; expiresAt: number } | null = null;
  let pendingToken: Promise<string> | null = null;

  async function send(method: string, path: string, headers: Record<string, string>, body?: string) {
    let res: Response;
    try {
      res = await doFetch(`${base}${path}`, {
        method,
        headers,
        body,
        signal: AbortSignal.timeout(options.timeoutMs),
      });
    } catch (err) {
      const timedOut = err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError');
      throw new PaypalError(
        `PayPal ${method} ${path}: ${timedOut ? 'timed out' : 'unreachable'}`,
        timedOut ? 'timeout' : 'network',
      );
    }
    const text = await res.text().catch(() => '');
    let json: Json = {};
    try {
      json = text ? (JSON.parse(text) as Json) : {};
    } catch {
      json = {};
    }
    if (res.ok) return json;
    const issue = String(asArray(json.details)[0]?.issue ?? json.name ?? json.error ?? '');
    throw new PaypalError(`PayPal ${method} ${path}: ${res.status} ${issue}`, 'http', res.status, issue);
  }

  async function withRetries<T>(attempt: () => Promise<T>): Promise<T> {
    for (let n = 0; ; n++) {
      try {
        return await attempt();
      } catch (err) {
        if (!(err instanceof PaypalError) || !err.transient || n >= retries) throw err;
        await new Promise((resolve) => setTimeout(resolve, 25 * (n + 1)));
      }
    }
  }

  /** One OAuth token shared by all calls until a minute before it expires; one fetch at a time. */
  async function accessToken(): Promise<string> {
    if (!configured) throw new PaypalError('PayPal is not configured', 'not-configured');
    if (token && token.expiresAt > clock.now().getTime()) return token.value;
    pendingToken ??= (async () => {
      try {
        const basic = Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64');
        const json = await withRetries(() =>
          send(
            'POST',
            '/v1/oauth2/token',
            { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
            'grant_type=client_credentials',
          ),
        );
        const value = String(json.access_token ?? '');
        const seconds = Number(json.expires_in ?? 0);
        token = { value, expiresAt: clock.now().getTime() + Math.max(0, seconds - 60) * 1000 };
        return value;
      } finally {
        pendingToken = null;
      }
    })();
    return pendingToken;
  }

  /** An authenticated JSON call; a 401 (token revoked or expired early) fetches a new token once. */
  function call(method: string, path: string, { body, requestId }: CallOptions = {}): Promise<Json> {
    return withRetries(async () => {
      for (let refreshed = false; ; refreshed = true) {
        const headers: Record<string, string> = {
          authorization: `Bearer ${await accessToken()}`,
          'content-type': 'application/json',
          prefer: 'return=representation',
          ...(requestId ? { 'paypal-request-id': requestId } : {}),
        };
        try {
          return await send(method, path, headers, body === undefined ? undefined : JSON.stringify(body));
        } catch (err) {
          if (refreshed || !(err instanceof PaypalError) || err.status !== 401) throw err;
          token = null;
        }
      }
    });
  }

  return {
    configured,
    clientId: options.clientId,
    async generateClientToken() {
      const json = await call('POST', '/v1/identity/generate-token', { body: {} });
      return String(json.client_token ?? '');
    },
    async createOrder(input) {
      const json = await call('POST', '/v2/checkout/orders', {
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
      return toOrder(json);
    },
    async getOrder(orderId) {
      return toOrder(await call('GET', `/v2/checkout/orders/${encodeURIComponent(orderId)}`));
    },
    async captureOrder(orderId, requestId) {
      const path = `/v2/checkout/orders/${encodeURIComponent(orderId)}/capture`;
      return toOrder(await call('POST', path, { requestId, body: {} }));
    },
    async verifyWebhook(headers, event) {
      if (!configured || options.webhookId === '') return false;
      const fields: Record<string, string> = {};
      for (const [field, header] of Object.entries(WEBHOOK_HEADERS)) {
        const value = headers[header];
        if (typeof value !== 'string' || value === '') return false;
        fields[field] = value;
      }
      const json = await call('POST', '/v1/notifications/verify-webhook-signature', {
        body: { ...fields, webhook_id: options.webhookId, webhook_event: event },
      });
      return json.verification_status === 'SUCCESS';
    },
  };
}
