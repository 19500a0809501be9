import { t } from '@shared/i18n';
import type { PushSubscriptionRequest } from '@shared/reminders';
import { and, count, desc, eq, notInArray } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { pushSubscriptions } from '../../db/schema';
import { transaction } from '../../db/transaction';
import type { Clock } from '../../lib/clock';
import { badRequest } from '../../lib/errors';
import { MAX_PUSH_DEVICES } from '../../lib/push';
import { isAllowedPushEndpoint, unusablePushKeys } from '../../lib/push-endpoints';

const INVALID = t('reminders:invalidSubscription');

/** Refuses, before anything is written, an endpoint the server must not call or keys it cannot encrypt to. */
function checkSubscription(request: PushSubscriptionRequest, hosts: readonly string[]) {
  const errors: Record<string, string[]> = {};
  if (!isAllowedPushEndpoint(request.endpoint, hosts)) errors.endpoint = [INVALID];
  for (const key of unusablePushKeys(request.keys)) errors[`keys.${key}`] = [INVALID];
  if (Object.keys(errors).length > 0) throw badRequest(INVALID, errors);
}

/**
 * Saves the browser's subscription for the caller and answers how many devices they have. A browser
 * profile holds one subscription per site, so an endpoint already saved for someone else (another person
 * signed in on that browser before) moves to the caller. Past MAX_PUSH_DEVICES the oldest are dropped:
 * a browser that lost its subscription without telling us leaves one behind.
 */
export async function savePushSubscription(
  db: Db,
  clock: Clock,
  config: Pick<Config, 'PUSH_SERVICE_HOSTS'>,
  userId: number,
  request: PushSubscriptionRequest,
): Promise<{ devices: number }> {
  checkSubscription(request, config.PUSH_SERVICE_HOSTS);
  const { endpoint, keys } = request;
  const now = clock.now();
  return transaction(db, async (tx) => {
    await tx
      .insert(pushSubscriptions)
      .values({ userId, endpoint, p256dh: keys.p256dh, auth: keys.auth, createdAt: now })
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: { userId, p256dh: keys.p256dh, auth: keys.auth, createdAt: now },
      });
    const mine = eq(pushSubscriptions.userId, userId);
    const newest = tx
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(mine)
      .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
      .limit(MAX_PUSH_DEVICES);
    await tx.delete(pushSubscriptions).where(and(mine, notInArray(pushSubscriptions.id, newest)));
    const [row] = await tx.select({ n: count() }).from(pushSubscriptions).where(mine);
    return { devices: row?.n ?? 0 };
  });
}

/** Forgets the caller's subscription of this endpoint; someone else's is left alone and nothing is said. */
export async function removePushSubscription(db: Db, userId: number, endpoint: string): Promise<void> {
  // In a transaction, though one statement: a request's Idempotency-Key commits with it (decision 025).
  await transaction(db, (tx) =>
    tx
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint))),
  );
}
