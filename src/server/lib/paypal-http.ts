import type { z } from 'zod';
import { issueOf } from './paypal-schemas';
import { PaypalError } from './paypal-types';

/*
 * PayPal's HTTP layer: one request with a timeout, its answer read as JSON and checked against the
 * caller's schema, and the retry of transient failures (network, timeout, 429, 5xx, malformed answers),
 * which is safe because every call is a read or carries a PayPal-Request-Id.
 */

interface PaypalRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
}

export interface PaypalHttp {
  /** Sends the request (retrying transient failures) and answers its body as `schema` reads it. */
  request<S extends z.ZodType>(request: PaypalRequest, schema: S): Promise<z.output<S>>;
}

export function paypalHttp(options: {
  baseUrl: string;
  timeoutMs: number;
  retries: number;
  fetch: typeof fetch;
}): PaypalHttp {
  const base = options.baseUrl.replace(/\/+$/, '');

  async function once({ method, path, headers, body }: PaypalRequest): Promise<unknown> {
    let res: Response;
    try {
      res = await options.fetch(`${base}${path}`, {
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
    let json: unknown = {};
    try {
      json = text ? JSON.parse(text) : {};
    } catch {
      json = {};
    }
    if (res.ok) return json;
    const issue = issueOf(json);
    throw new PaypalError(`PayPal ${method} ${path}: ${res.status} ${issue}`, 'http', res.status, issue);
  }

  return {
    async request(request, schema) {
      for (let n = 0; ; n++) {
        try {
          const parsed = schema.safeParse(await once(request));
          if (parsed.success) return parsed.data;
          throw new PaypalError(`PayPal ${request.method} ${request.path}: unexpected answer`, 'malformed');
        } catch (err) {
          if (!(err instanceof PaypalError) || !err.transient || n >= options.retries) throw err;
          await new Promise((resolve) => setTimeout(resolve, 25 * (n + 1)));
        }
      }
    },
  };
}
