import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { type Endpoint, type FaultRules, responder, send } from './faults';
import { fakeSdkSource } from './sdk';
import type { Answer, StandInState } from './state';

/* The stand-in's HTTP routes: PayPal's REST API as the server uses it, the buyer's approval, the fake SDK. */

export interface HandlerContext {
  state: StandInState;
  faults: FaultRules;
  calls: Record<Endpoint, number>;
  tokens: Set<string>;
  held: Set<ServerResponse>;
  clientId: string;
  clientSecret: string;
  tokenSeconds: number;
  /** The stand-in's own address, once it listens (the fake SDK calls it back). */
  base: () => string;
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export function standInHandler(ctx: HandlerContext) {
  const { state, faults, calls, tokens } = ctx;
  const respond = responder(ctx.held);

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

  function token(req: IncomingMessage, res: ServerResponse, raw: string) {
    calls.token++;
    const expected = `Basic ${Buffer.from(`${ctx.clientId}:${ctx.clientSecret}`).toString('base64')}`;
    return respond(res, faults.take('token'), () => {
      if (req.headers.authorization !== expected || !raw.includes('grant_type=client_credentials')) {
        return {
          status: 401,
          body: { error: 'invalid_client', error_description: 'Client Authentication failed' },
        };
      }
      const value = `A21AA${randomBytes(24).toString('hex')}`;
      tokens.add(value);
      const body = {
        access_token: value,
        token_type: 'Bearer',
        app_id: 'APP-STAND-IN',
        expires_in: ctx.tokenSeconds,
      };
      return { status: 200, body };
    });
  }

  return async function handle(req: IncomingMessage, res: ServerResponse) {
    const path = new URL(req.url ?? '/', 'http://stand-in').pathname;
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
      return res.end(fakeSdkSource(ctx.base()));
    }
    const approve = path.match(/^\/test\/orders\/([A-Z0-9]+)\/approve$/);
    if (req.method === 'POST' && approve?.[1]) return send(res, state.approve(approve[1]), cors);
    if (req.method === 'POST' && path === '/v1/oauth2/token') return token(req, res, raw);

    const bearer = req.headers.authorization?.replace(/^Bearer /, '') ?? '';
    if (!tokens.has(bearer)) {
      return send(res, {
        status: 401,
        body: { error: 'invalid_token', error_description: 'Token signature verification failed' },
      });
    }
    const requestId = req.headers['paypal-request-id'] as string | undefined;

    if (req.method === 'POST' && path === '/v1/identity/generate-token') {
      calls.generateToken++;
      return respond(res, faults.take('generateToken'), () => ({
        status: 200,
        body: { client_token: `stand-in-client-token-${randomBytes(12).toString('hex')}`, expires_in: 3600 },
      }));
    }
    if (req.method === 'POST' && path === '/v1/notifications/verify-webhook-signature') {
      calls.verifyWebhook++;
      return respond(res, faults.take('verifyWebhook'), () => state.verify(body));
    }
    if (req.method === 'POST' && path === '/v2/checkout/orders') {
      calls.createOrder++;
      const unit = (body.purchase_units as Array<{ reference_id?: string }> | undefined)?.[0];
      const fault = faults.take('createOrder', undefined, unit?.reference_id);
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
        return respond(res, faults.take('getOrder', id), () => state.get(id));
      }
      if (req.method === 'POST' && order[2]) {
        calls.capture++;
        return respond(
          res,
          faults.take('capture', id),
          idempotent('capture', requestId, () => state.capture(id)),
        );
      }
    }
    return send(res, { status: 404, body: { name: 'RESOURCE_NOT_FOUND', message: `${req.method} ${path}` } });
  };
}
