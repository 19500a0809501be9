import { count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pushSubscriptions, serverSecrets } from '../../db/schema';

/** The server_secrets row that holds the VAPID key pair (written by the web-push code on first start). */
const VAPID_SECRET_NAME = 'vapid';

/**
 * The VAPID public key (base64url) browsers subscribe with, or '' while the server has none (web push
 * not set up yet: the settings screen then offers e-mail only). Read here rather than from the push
 * library so that the settings answer depends only on the stored row.
 */
export async function pushPublicKey(db: Db): Promise<string> {
  const [row] = await db
    .select({ value: serverSecrets.value })
    .from(serverSecrets)
    .where(eq(serverSecrets.name, VAPID_SECRET_NAME));
  const key = (row?.value as { publicKey?: unknown } | undefined)?.publicKey;
  return typeof key === 'string' ? key : '';
}

/** How many of the person's browsers are subscribed to pushes. */
export async function pushDevices(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId));
  return row?.n ?? 0;
}
