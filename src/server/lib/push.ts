import { type PushPayload, pushPayload } from '@shared/reminders';
import { and, desc, eq, inArray } from 'drizzle-orm';
import webpush, { type RequestOptions } from 'web-push';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { pushSubscriptions } from '../db/schema';
import { NonPublicAddressError, pushAgent } from './push-agent';
import { callablePushEndpoint } from './push-endpoints';
import { type VapidConfig, vapidKeys } from './vapid';

/*
 * Sending one push to every device a person allowed (issue 14), through web-push: the payload encrypted
 * for each subscription (aes128gcm) and signed with the server's VAPID keys (./vapid.ts).
 */

/** A person's devices that receive pushes; saving one more drops their oldest. */
export const MAX_PUSH_DEVICES = 10;

export interface PushSendOptions {
  config: VapidConfig & Pick<Config, 'VAPID_SUBJECT' | 'PUSH_SERVICE_HOSTS'>;
  /** A certificate to trust besides the system's: the tests' local push service. */
  ca?: string | Buffer;
  /** Socket timeout of one request to a push service (default 10 s). */
  timeoutMs?: number;
  /** How long the push service keeps a push for a device that is offline (default a day). */
  ttlSeconds?: number;
  /** Pushes of one topic replace each other while undelivered (≤ 32 base64url characters). */
  topic?: string;
}

export interface PushSendResult {
  /** Devices the push service accepted the push for. */
  sent: number;
  /** Subscriptions the push service called gone (404, 410), now deleted. */
  removed: number;
  /**
   * Subscriptions not called, and kept: their endpoint is not one the allow-list accepts (any more), or
   * its name resolved to an address that is not public (./push-agent.ts).
   */
  skipped: number;
}

/** Some devices' pushes failed for a reason that may pass (5xx, 429, timeout...): the job should retry. */
export class PushSendError extends Error {
  constructor(readonly reasons: string[]) {
    // Reasons only, never the endpoint: it is the device's credential at the push service.
    super(`push failed for ${reasons.length} device(s): ${reasons.join(', ')}`);
    this.name = 'PushSendError';
  }
}

type Outcome = 'sent' | 'gone' | 'skipped' | { failed: string };

/**
 * Sends the payload to each of the person's subscriptions and deletes those the push service reports
 * gone. Throws PushSendError after trying them all when any other failure happened; the devices that
 * already got it get it again on the retry, so the service worker should show pushes under one tag.
 */
export async function sendPushToPerson(
  db: Db,
  userId: number,
  payload: PushPayload,
  options: PushSendOptions,
): Promise<PushSendResult> {
  const subscriptions = await db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    // Newest first, as saving keeps them (MAX_PUSH_DEVICES).
    .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
    .limit(MAX_PUSH_DEVICES);
  if (subscriptions.length === 0) return { sent: 0, removed: 0, skipped: 0 };

  const { config } = options;
  const keys = await vapidKeys(db, config);
  const body = JSON.stringify(pushPayload.parse(payload));
  const request: RequestOptions = {
    vapidDetails: { subject: config.VAPID_SUBJECT, ...keys },
    contentEncoding: 'aes128gcm',
    TTL: options.ttlSeconds ?? 24 * 60 * 60,
    timeout: options.timeoutMs ?? 10_000,
    // Every request through the agent that refuses non-public addresses; web-push takes no other way.
    agent: pushAgent(options.ca),
    ...(options.topic ? { topic: options.topic } : {}),
  };
  const send = async (s: (typeof subscriptions)[number]): Promise<Outcome> => {
    // The parser's href, not the stored text: web-push reads the host with the legacy url.parse, which
    // read some hosts the allow-list accepted as another (issue 35).
    const endpoint = callablePushEndpoint(s.endpoint, config.PUSH_SERVICE_HOSTS);
    if (endpoint === null) return 'skipped';
    try {
      await webpush.sendNotification({ endpoint, keys: { p256dh: s.p256dh, auth: s.auth } }, body, request);
      return 'sent';
    } catch (err) {
      // Refused before connecting, like an endpoint off the allow-list: a retry would only ask DNS again.
      if (err instanceof NonPublicAddressError) return 'skipped';
      if (err instanceof webpush.WebPushError) {
        return err.statusCode === 404 || err.statusCode === 410
          ? 'gone'
          : { failed: `HTTP ${err.statusCode}` };
      }
      return { failed: (err as NodeJS.ErrnoException).code ?? (err as Error).message };
    }
  };
  const outcomes = await Promise.all(subscriptions.map(send));

  const gone = subscriptions.filter((_, i) => outcomes[i] === 'gone');
  if (gone.length > 0) {
    // By id and endpoint: the row is the one the push service answered for.
    await db.delete(pushSubscriptions).where(
      and(
        inArray(
          pushSubscriptions.id,
          gone.map((s) => s.id),
        ),
        inArray(
          pushSubscriptions.endpoint,
          gone.map((s) => s.endpoint),
        ),
      ),
    );
  }
  const failures = outcomes.flatMap((o) => (typeof o === 'object' ? [o.failed] : []));
  if (failures.length > 0) throw new PushSendError(failures);
  return {
    sent: outcomes.filter((o) => o === 'sent').length,
    removed: gone.length,
    skipped: outcomes.filter((o) => o === 'skipped').length,
  };
}
