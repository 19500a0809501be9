import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type Endpoint, type FaultRule, faultRules, send } from './faults';
import { standInHandler } from './handler';
import { type CaptureOutcome, createStandInState, type SignedEvent } from './state';

export type { Fault, FaultRule } from './faults';

/*
 * A local stand-in of PayPal's REST API, which the server talks to exactly as to PayPal (PAYPAL_API_BASE):
 *   POST /v1/oauth2/token (Basic client id:secret)        POST /v1/identity/generate-token
 *   POST /v2/checkout/orders (PayPal-Request-Id)          GET  /v2/checkout/orders/:id
 *   POST /v2/checkout/orders/:id/capture (PayPal-Request-Id: a repeated key gets the first answer)
 *   POST /v1/notifications/verify-webhook-signature
 * plus POST /test/orders/:id/approve (the buyer's approval, used by the fake SDK) and GET /sdk/js (the
 * fake browser SDK: see sdk.ts for its contract). It ships with the server for the payment demo mode
 * (PAYPAL_DEMO=1, see paypal-demo.ts), and the tests use it; faults are injected per endpoint, optionally
 * only for one order (id) or one church (reference_id). Run alone for browser tests: cli.ts.
 */

export interface StandInOptions {
  port?: number;
  clientId?: string;
  clientSecret?: string;
  webhookId?: string;
  /** expires_in of the OAuth tokens it issues. */
  tokenSeconds?: number;
}

export async function startPaypalStandIn(options: StandInOptions = {}) {
  const clientId = options.clientId ?? 'stand-in-client-id';
  const clientSecret = options.clientSecret ?? 'stand-in-client-secret';
  const webhookId = options.webhookId ?? 'WH-STAND-IN';
  const state = createStandInState(webhookId);
  const tokens = new Set<string>();
  const faults = faultRules();
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
  const handle = standInHandler({
    state,
    faults,
    calls,
    tokens,
    held,
    clientId,
    clientSecret,
    tokenSeconds: options.tokenSeconds ?? 32_400,
    base: () => base,
  });
  /** Requests being handled (including delayed work), and who waits for none. */
  let inFlight = 0;
  let idleWaiters: Array<() => void> = [];
  const settle = () => {
    if (inFlight > 0) return;
    for (const resolve of idleWaiters) resolve();
    idleWaiters = [];
  };

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
  // Loopback only: the stand-in is for this machine.
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
    addFault: (rule: FaultRule) => faults.add(rule),
    /** Forgets faults not yet used: all of them, or those of one order or church. */
    clearFaults: faults.clear,
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
