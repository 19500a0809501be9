import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import { type Endpoint, type Fault, type FaultRule, responder, send } from './paypal-stand-in-faults';
import { fakeSdkSource } from './paypal-stand-in-sdk';
import {
  type Answer,
  type CaptureOutcome,
  createStandInState,
  type SignedEvent,
} from './paypal-stand-in-state';

export type { Endpoint, Fault, FaultRule } from './paypal-stand-in-faults';

/*
 * A local stand-in of PayPal's REST API, which the server talks to exactly as to PayPal (PAYPAL_API_BASE):
 *   POST /v1/oauth2/token (Basic client id:secret)        POST /v1/identity/generate-token
 *   POST /v2/checkout/orders (PayPal-Request-Id)          GET  /v2/checkout/orders/:id
 *   POST /v2/checkout/orders/:id/capture (PayPal-Request-Id: a repeated key gets the first answer)
 *   POST /v1/notifications/verify-webhook-signature
 * plus, for tests: POST /test/orders/:id/approve (the buyer's approval, also used by the fake SDK) and
 * GET /sdk/js (the fake browser SDK: see paypal-stand-in-sdk.ts for its contract).
 * Faults are injected per endpoint, optionally only for one order (id) or one church (reference_id).
 * Run alone for browser tests: `node --import tsx tests/support/paypal-stand-in.ts [port]` prints its
 * settings as one JSON line.
 */

export interface StandInOptions {
  port?: number;
  clientId?: string;
  clientSecret?: string;
  webhookId?: string;
  /** expires_in of the OAuth tokens it issues. */
  tokenSeconds?: number;
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startPaypalStandIn(options: StandInOptions = {}) {
  const clientId = options.clientId ?? 'stand-in-client-id';
  const clientSecret = options.clientSecret ?? 'stand-in-client-secret';
  const webhookId = options.webhookId ?? 'WH-STAND-IN';
  const state = createStandInState(webhookId);
  const tokens = new Set<string>();
  const rules: FaultRule[] = [];
  const calls: Record<Endpoint, number> = {
    token: 0,
    generateToken: 0,
    createOrder: 0,
    getOrder: 0,
    capture: 0,
    verifyWebhook: 0,
  };
  const held = new Set<ServerResponse>();
  let base = '';
  /** Requests being handled (including delayed work), and who waits for none. */
  let inFlight = 0;
  let idleWaiters: Array<() => void> = [];
  const settle = () => {
    if (inFlight > 0) return;
    for (const resolve of idleWaiters) resolve();
    idleWaiters = [];
  };

  function takeFault(endpoint: Endpoint, orderId?: string, referenceId?: string): Fault | undefined {
    const i = rules.findIndex(
      (r) =>
        r.endpoint === endpoint &&
        (r.orderId === undefined || r.orderId === orderId) &&
        (r.referenceId === undefined || r.referenceId === referenceId),
    );
    return i < 0 ? undefined : rules.splice(i, 1)[0]?.fault;
  }

  /**
   * The work of one call, answering a repeated PayPal-Request-Id with its first answer, as PayPal does
   * (it keeps keys for 6 hours or more): a refusal (4xx, e.g. 422 ORDER_NOT_APPROVED of a capture tried
   * before the buyer approved) is given again too, even once the order is approved. A 5xx is not kept.
   */
  function idempotent(endpoint: Endpoint, requestId: string | undefined, work: () => Answer): () => Answer {
    if (!requestId) return work;
    const key = `${endpoint}:${requestId}`;
    return () => {
      const seen = state.answered.get(key);
      if (seen) return seen;
      const answer = work();
      if (answer.status < 500) state.answered.set(key, answer);
      return answer;
    };
  }

  const respond = responder(held);

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const path = url.pathname;
    const raw = await readBody(req);
    let body: Record<string, unknown> = {};
    try {
      body = raw && req.headers['content-type']?.includes('json') ? JSON.parse(raw) : {};
    } catch {
      return send(res, { status: 400, body: { name: 'INVALID_REQUEST', message: 'malformed JSON' } });
    }
    const cors = { 'access-control-allow-origin': '*' };

    if (req.method === 'GET' && path === '/sdk/js') {
      res.writeHead(200, { 'content-type': 'application/javascript; charset=utf-8', ...cors });
      return res.end(fakeSdkSource(base));
    }
    const approve = path.match(/^\/test\/orders\/([A-Z0-9]+)\/approve$/);
    if (req.method === 'POST' && approve?.[1]) return send(res, state.approve(approve[1]), cors);

    if (req.method === 'POST' && path === '/v1/oauth2/token') {
      calls.token++;
      const expected = `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`;
      return respond(res, takeFault('token'), () => {
        if (req.headers.authorization !== expected || !raw.includes('grant_type=client_credentials')) {
          return {
            status: 401,
            body: { error: 'invalid_client', error_description: 'Client Authentication failed' },
          };
        }
        const token = `A21AA${randomBytes(24).toString('hex')}`;
        tokens.add(token);
        return {
          status: 200,
          body: {
            access_token: token,
            token_type: 'Bearer',
            app_id: 'APP-STAND-IN',
            expires_in: options.tokenSeconds ?? 32_400,
          },
        };
      });
    }

    const token = req.headers.authorization?.replace(/^Bearer /, '') ?? '';
    if (!tokens.has(token)) {
      return send(res, {
        status: 401,
        body: { error: 'invalid_token', error_description: 'Token signature verification failed' },
      });
    }
    const requestId = req.headers['paypal-request-id'] as string | undefined;

    if (req.method === 'POST' && path === '/v1/identity/generate-token') {
      calls.generateToken++;
      return respond(res, takeFault('generateToken'), () => ({
        status: 200,
        body: { client_token: `stand-in-client-token-${randomBytes(12).toString('hex')}`, expires_in: 3600 },
      }));
    }
    if (req.method === 'POST' && path === '/v1/notifications/verify-webhook-signature') {
      calls.verifyWebhook++;
      return respond(res, takeFault('verifyWebhook'), () => state.verify(body));
    }
    if (req.method === 'POST' && path === '/v2/checkout/orders') {
      calls.createOrder++;
      const unit = (body.purchase_units as Array<{ reference_id?: string }> | undefined)?.[0];
      const fault = takeFault('createOrder', undefined, unit?.reference_id);
      return respond(
        res,
        fault,
        idempotent('createOrder', requestId, () => state.create(body)),
      );
    }
    const order = path.match(/^\/v2\/checkout\/orders\/([^/]+)(\/capture)?$/);
    if (order?.[1]) {
      const id = decodeURIComponent(order[1]);
      if (req.method === 'GET' && !order[2]) {
        calls.getOrder++;
        return respond(res, takeFault('getOrder', id), () => state.get(id));
      }
      if (req.method === 'POST' && order[2]) {
        calls.capture++;
        return respond(
          res,
          takeFault('capture', id),
          idempotent('capture', requestId, () => state.capture(id)),
        );
      }
    }
    return send(res, { status: 404, body: { name: 'RESOURCE_NOT_FOUND', message: `${req.method} ${path}` } });
  }

  const server = createServer((req, res) => {
    inFlight++;
    handle(req, res)
      .catch((err: unknown) =>
        send(res, { status: 500, body: { name: 'INTERNAL_SERVER_ERROR', message: String(err) } }),
      )
      .finally(() => {
        inFlight--;
        settle();
      });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: base,
    sdkUrl: `${base}/sdk/js`,
    clientId,
    clientSecret,
    webhookId,
    orders: state.orders,
    calls,
    /** Configuration that points the server at this stand-in. */
    config: () => ({
      PAYPAL_API_BASE: base,
      PAYPAL_SDK_URL: `${base}/sdk/js`,
      PAYPAL_CLIENT_ID: clientId,
      PAYPAL_CLIENT_SECRET: clientSecret,
      PAYPAL_WEBHOOK_ID: webhookId,
    }),
    addFault(rule: FaultRule) {
      rules.push(rule);
    },
    /** Forgets faults not yet used: all of them, or those of one order or church. */
    clearFaults(filter: { orderId?: string; referenceId?: string } = {}) {
      for (let i = rules.length - 1; i >= 0; i--) {
        const r = rules[i] as FaultRule;
        const all = filter.orderId === undefined && filter.referenceId === undefined;
        if (
          all ||
          (filter.orderId !== undefined && r.orderId === filter.orderId) ||
          (filter.referenceId !== undefined && r.referenceId === filter.referenceId)
        ) {
          rules.splice(i, 1);
        }
      }
    },
    /** The buyer approves the order (as in PayPal's pop-up). */
    approve(orderId: string) {
      const answer = state.approve(orderId);
      if (answer.status !== 200) throw new Error(`approve ${orderId}: ${JSON.stringify(answer.body)}`);
    },
    /** Captures an approved order at PayPal without an API call (a capture whose caller vanished). */
    captureDirectly(orderId: string) {
      const answer = state.capture(orderId);
      if (answer.status !== 201) throw new Error(`capture ${orderId}: ${JSON.stringify(answer.body)}`);
    },
    /** How the order's capture will end (default COMPLETED). */
    setOutcome(orderId: string, outcome: CaptureOutcome) {
      const o = state.orders.get(orderId);
      if (!o) throw new Error(`unknown order ${orderId}`);
      o.outcome = outcome;
    },
    completePending: state.completePending,
    /** The signed PAYMENT.CAPTURE.COMPLETED event of a captured order (undefined before its capture). */
    webhookFor: (orderId: string): SignedEvent | undefined => state.webhookFor(orderId),
    /** Delivers the order's capture event to a running server, as PayPal would. */
    async sendWebhook(appUrl: string, orderId: string): Promise<number> {
      const event = state.webhookFor(orderId);
      if (!event) throw new Error(`order ${orderId} has no capture event`);
      const res = await fetch(`${appUrl.replace(/\/+$/, '')}/api/paypal/webhook`, {
        method: 'POST',
        headers: event.headers,
        body: JSON.stringify(event.body),
      });
      return res.status;
    },
    /** Resolves when no request is being handled: delayed work has happened, held requests were dropped. */
    idle(): Promise<void> {
      return new Promise((resolve) => {
        idleWaiters.push(resolve);
        settle();
      });
    },
    /** Revokes every OAuth token issued so far: the next call with one gets 401. */
    expireTokens() {
      tokens.clear();
    },
    async close() {
      for (const res of held) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type PaypalStandIn = Awaited<ReturnType<typeof startPaypalStandIn>>;

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const port = Number(process.argv[2] ?? 0);
  startPaypalStandIn({ port }).then((standIn) => {
    console.log(JSON.stringify({ url: standIn.url, ...standIn.config() }));
    const stop = () => void standIn.close().then(() => process.exit(0));
    process.on('SIGTERM', stop);
    process.on('SIGINT', stop);
  });
}
