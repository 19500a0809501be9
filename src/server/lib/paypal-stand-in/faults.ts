import type { ServerResponse } from 'node:http';
import type { Answer } from './state';

/* The faults the PayPal stand-in can inject, and how a faulty answer is given. */

export type Endpoint = 'token' | 'generateToken' | 'createOrder' | 'getOrder' | 'capture' | 'verifyWebhook';

export type Fault =
  /** 500, nothing done. */
  | { kind: 'fail' }
  /** Never answers and does nothing; the request is held until the caller gives up. */
  | { kind: 'timeout' }
  /** Does the work, then drops the connection before answering (e.g. captured, answer lost). */
  | { kind: 'crash' }
  /** The request arrives twice: the work is done twice (idempotency keys apply), the second answer sent. */
  | { kind: 'twice' }
  /** Waits, then does the work and answers: concurrent calls finish in another order. */
  | { kind: 'delay'; ms: number }
  /** Does the work now and answers after ms: a caller with a shorter timeout loses the answer. */
  | { kind: 'slow'; ms: number };

export interface FaultRule {
  endpoint: Endpoint;
  fault: Fault;
  /** Only calls about this order (get, capture). */
  orderId?: string;
  /** Only order creations with this purchase_units[0].reference_id. */
  referenceId?: string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function send(res: ServerResponse, { status, body }: Answer, headers: Record<string, string> = {}) {
  if (res.destroyed || res.writableEnded) return;
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

/** Gives an answer with a fault; `held` keeps the requests that never get one, to drop them on close. */
export function responder(held: Set<ServerResponse>) {
  return async function respond(res: ServerResponse, fault: Fault | undefined, work: () => Answer) {
    switch (fault?.kind) {
      case 'fail':
        return send(res, { status: 500, body: { name: 'INTERNAL_SERVER_ERROR', message: 'stand-in fault' } });
      case 'timeout':
        held.add(res);
        await new Promise((resolve) => {
          res.on('close', resolve);
          setTimeout(resolve, 30_000).unref();
        });
        held.delete(res);
        res.destroy();
        return;
      case 'crash':
        work();
        res.socket?.destroy();
        return;
      case 'twice':
        work();
        return send(res, work());
      case 'delay':
        await sleep(fault.ms);
        return send(res, work());
      case 'slow': {
        const answer = work();
        await sleep(fault.ms);
        return send(res, answer);
      }
      default:
        return send(res, work());
    }
  };
}

/** The faults waiting to be injected: each is used once, by the first call it matches. */
export function faultRules() {
  const rules: FaultRule[] = [];
  return {
    add(rule: FaultRule) {
      rules.push(rule);
    },
    take(endpoint: Endpoint, orderId?: string, referenceId?: string): Fault | undefined {
      const i = rules.findIndex(
        (r) =>
          r.endpoint === endpoint &&
          (r.orderId === undefined || r.orderId === orderId) &&
          (r.referenceId === undefined || r.referenceId === referenceId),
      );
      return i < 0 ? undefined : rules.splice(i, 1)[0]?.fault;
    },
    /** Forgets faults not yet used: all of them, or those of one order or church. */
    clear(filter: { orderId?: string; referenceId?: string } = {}) {
      const all = filter.orderId === undefined && filter.referenceId === undefined;
      for (let i = rules.length - 1; i >= 0; i--) {
        const r = rules[i] as FaultRule;
        if (
          all ||
          (filter.orderId !== undefined && r.orderId === filter.orderId) ||
          (filter.referenceId !== undefined && r.referenceId === filter.referenceId)
        ) {
          rules.splice(i, 1);
        }
      }
    },
  };
}

export type FaultRules = ReturnType<typeof faultRules>;
