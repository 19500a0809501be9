import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';

/*
 * The state of the PayPal stand-in: orders as PayPal Orders v2 keeps them (CREATED -> APPROVED by the
 * buyer -> COMPLETED by a capture), the capture webhook events it would send, and what each PayPal-Request-Id
 * answered (PayPal answers a repeated key with the first answer instead of doing the work again).
 */

export type CaptureOutcome = 'COMPLETED' | 'PENDING' | 'DECLINED';

export interface StandInOrder {
  id: string;
  status: 'CREATED' | 'APPROVED' | 'COMPLETED';
  referenceId: string;
  amount: { currency_code: string; value: string };
  /** How the capture ends (set by a test before capturing); COMPLETED by default. */
  outcome: CaptureOutcome;
  capture?: { id: string; status: 'COMPLETED' | 'PENDING'; amount: { currency_code: string; value: string } };
  /** Captures performed: PayPal never captures an order twice, so this is 0 or 1. */
  captures: number;
}

export interface SignedEvent {
  headers: Record<string, string>;
  body: Record<string, unknown>;
}

export interface Answer {
  status: number;
  body: unknown;
}

const alnum = (n: number) =>
  Array.from(randomBytes(n), (b) => 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789'[b % 34]).join('');

export function createStandInState(webhookId: string) {
  const orders = new Map<string, StandInOrder>();
  const events = new Map<string, Record<string, unknown>>(); // by order id: its capture event
  const answered = new Map<string, Answer>();
  const signingKey = randomBytes(32);
  const sign = (transmissionId: string, time: string, eventId: string) =>
    createHmac('sha256', signingKey)
      .update(`${transmissionId}|${time}|${webhookId}|${eventId}`)
      .digest('base64');

  const view = (o: StandInOrder) => ({
    id: o.id,
    intent: 'CAPTURE',
    status: o.status,
    purchase_units: [
      {
        reference_id: o.referenceId,
        amount: o.amount,
        ...(o.capture ? { payments: { captures: [{ ...o.capture, final_capture: true }] } } : {}),
      },
    ],
    links: [
      { rel: 'approve', href: `https://www.sandbox.paypal.com/checkoutnow?token=${o.id}`, method: 'GET' },
    ],
  });

  function recordEvent(o: StandInOrder) {
    if (o.capture?.status !== 'COMPLETED') return;
    events.set(o.id, {
      id: `WH-${alnum(17)}`,
      event_type: 'PAYMENT.CAPTURE.COMPLETED',
      resource_type: 'capture',
      summary: `Payment completed for $ ${o.capture.amount.value} ${o.capture.amount.currency_code}`,
      resource: {
        id: o.capture.id,
        status: 'COMPLETED',
        amount: o.capture.amount,
        final_capture: true,
        supplementary_data: { related_ids: { order_id: o.id } },
      },
      create_time: new Date().toISOString(),
    });
  }

  return {
    orders,
    answered,
    view,
    create(body: Record<string, unknown>): Answer {
      const unit = (body.purchase_units as Array<Record<string, unknown>> | undefined)?.[0];
      const amount = unit?.amount as StandInOrder['amount'] | undefined;
      if (body.intent !== 'CAPTURE' || !amount?.currency_code || !amount.value) {
        return {
          status: 400,
          body: { name: 'INVALID_REQUEST', details: [{ issue: 'MISSING_REQUIRED_PARAMETER' }] },
        };
      }
      const order: StandInOrder = {
        id: alnum(17),
        status: 'CREATED',
        referenceId: String(unit?.reference_id ?? 'default'),
        amount: { currency_code: amount.currency_code, value: amount.value },
        outcome: 'COMPLETED',
        captures: 0,
      };
      orders.set(order.id, order);
      return { status: 201, body: view(order) };
    },
    get(id: string): Answer {
      const o = orders.get(id);
      return o ? { status: 200, body: view(o) } : notFound();
    },
    capture(id: string): Answer {
      const o = orders.get(id);
      if (!o) return notFound();
      if (o.status === 'CREATED') return unprocessable('ORDER_NOT_APPROVED');
      if (o.status === 'COMPLETED') return unprocessable('ORDER_ALREADY_CAPTURED');
      if (o.outcome === 'DECLINED') return unprocessable('INSTRUMENT_DECLINED');
      o.status = 'COMPLETED';
      o.captures += 1;
      o.capture = {
        id: alnum(17),
        status: o.outcome === 'PENDING' ? 'PENDING' : 'COMPLETED',
        amount: o.amount,
      };
      recordEvent(o);
      return { status: 201, body: view(o) };
    },
    /** As the buyer: approves a created (or already approved) order. */
    approve(id: string): Answer {
      const o = orders.get(id);
      if (!o) return notFound();
      if (o.status === 'COMPLETED') return unprocessable('ORDER_ALREADY_CAPTURED');
      o.status = 'APPROVED';
      return { status: 200, body: { id: o.id, status: o.status, payerId: `PAYER${o.id.slice(0, 8)}` } };
    },
    /** A PENDING capture completes later (PayPal then sends the webhook). */
    completePending(id: string) {
      const o = orders.get(id);
      if (o?.capture?.status !== 'PENDING') throw new Error(`order ${id} has no pending capture`);
      o.capture.status = 'COMPLETED';
      recordEvent(o);
    },
    /** The signed capture event of an order, as PayPal would deliver it (the same event on every redelivery). */
    webhookFor(orderId: string): SignedEvent | undefined {
      const event = events.get(orderId);
      if (!event) return undefined;
      const transmissionId = randomUUID();
      const time = new Date().toISOString();
      return {
        headers: {
          'content-type': 'application/json',
          'paypal-auth-algo': 'SHA256withRSA',
          'paypal-cert-url': 'https://api.sandbox.paypal.com/v1/notifications/certs/CERT-stand-in',
          'paypal-transmission-id': transmissionId,
          'paypal-transmission-time': time,
          'paypal-transmission-sig': sign(transmissionId, time, String(event.id)),
        },
        body: structuredClone(event),
      };
    },
    verify(body: Record<string, unknown>): Answer {
      const event = body.webhook_event as Record<string, unknown> | undefined;
      const stored = [...events.values()].find((e) => e.id === event?.id);
      const ok =
        body.webhook_id === webhookId &&
        stored !== undefined &&
        isDeepStrictEqual(stored, event) &&
        typeof body.transmission_sig === 'string' &&
        body.transmission_sig ===
          sign(String(body.transmission_id), String(body.transmission_time), String(stored.id));
      return { status: 200, body: { verification_status: ok ? 'SUCCESS' : 'FAILURE' } };
    },
  };
}

const notFound = (): Answer => ({
  status: 404,
  body: { name: 'RESOURCE_NOT_FOUND', details: [{ issue: 'INVALID_RESOURCE_ID' }] },
});
const unprocessable = (issue: string): Answer => ({
  status: 422,
  body: { name: 'UNPROCESSABLE_ENTITY', details: [{ issue }] },
});
export type StandInState = ReturnType<typeof createStandInState>;
