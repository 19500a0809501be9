import { z } from 'zod';
import type { Db } from '../../db/client';
import { paypalWebhookEvents } from '../../db/schema';
import { transaction } from '../../db/transaction';
import type { Clock } from '../../lib/clock';
import { type CreditResult, creditCapture } from './credit';

/** The part of a PAYMENT.CAPTURE.COMPLETED event we read; PayPal sends much more. */
const captureEvent = z.object({
  id: z.string().min(1).max(255),
  event_type: z.string().max(255),
  resource: z
    .object({
      id: z.string(),
      status: z.string(),
      amount: z.object({ currency_code: z.string(), value: z.string() }),
      supplementary_data: z.object({ related_ids: z.object({ order_id: z.string() }) }),
    })
    .optional(),
});

const eventHeader = z.object({ id: z.string().min(1).max(255), event_type: z.string().max(255) });

export type WebhookResult = CreditResult | 'duplicate' | 'ignored';

/**
 * A verified PayPal event, handled once: its id is recorded in the same transaction as its effect, so a
 * redelivery (PayPal retries until it gets a 2xx) finds it and does nothing. A capture event credits
 * through the once-only path, which also ignores a capture already credited by the capture route.
 */
export async function handleWebhookEvent(db: Db, clock: Clock, event: unknown): Promise<WebhookResult> {
  const header = eventHeader.safeParse(event);
  if (!header.success) return 'ignored';
  return transaction(db, async (tx) => {
    const recorded = await tx
      .insert(paypalWebhookEvents)
      .values({ id: header.data.id, eventType: header.data.event_type, receivedAt: clock.now() })
      .onConflictDoNothing()
      .returning({ id: paypalWebhookEvents.id });
    if (recorded.length === 0) return 'duplicate';
    if (header.data.event_type !== 'PAYMENT.CAPTURE.COMPLETED') return 'ignored';
    const parsed = captureEvent.safeParse(event);
    const resource = parsed.success ? parsed.data.resource : undefined;
    if (!resource) return 'ignored';
    const { order_id: orderId } = resource.supplementary_data.related_ids;
    return creditCapture(tx, clock, orderId, {
      id: resource.id,
      status: resource.status,
      amount: resource.amount,
    });
  });
}
