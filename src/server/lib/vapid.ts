import { eq, sql } from 'drizzle-orm';
import webpush from 'web-push';
import { z } from 'zod';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { serverSecrets } from '../db/schema';

/*
 * The VAPID key pair that signs every push (RFC 8292). Browsers subscribe with its public key, so a new
 * pair makes every existing subscription useless: it is made once and never changes by itself. Given by
 * configuration, or made on first use and kept in the database (server_secrets), where every server
 * process on one PostgreSQL finds the same pair and the embedded engine keeps it in the data folder.
 */

export type VapidConfig = Pick<Config, 'VAPID_PUBLIC_KEY' | 'VAPID_PRIVATE_KEY'>;
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

const SECRET_NAME = 'vapid';
const storedKeys = z.object({ publicKey: z.string().min(1), privateKey: z.string().min(1) });

// Read once per database handle: the pair never changes while the server runs.
const cached = new WeakMap<Db, Promise<VapidKeys>>();

export function vapidKeys(db: Db, config: VapidConfig): Promise<VapidKeys> {
  if (config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY) {
    return Promise.resolve({ publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY });
  }
  let keys = cached.get(db);
  if (!keys) {
    keys = keysInDatabase(db);
    cached.set(db, keys);
    // A failed read (database briefly down) is tried again by the next caller.
    keys.catch(() => cached.delete(db));
  }
  return keys;
}

/** The public key browsers subscribe with (PushManager.subscribe's applicationServerKey), base64url. */
export async function vapidPublicKey(db: Db, config: VapidConfig): Promise<string> {
  return (await vapidKeys(db, config)).publicKey;
}

async function keysInDatabase(db: Db): Promise<VapidKeys> {
  const read = async () => {
    const [row] = await db
      .select({ value: serverSecrets.value })
      .from(serverSecrets)
      .where(eq(serverSecrets.name, SECRET_NAME));
    return row;
  };
  let row = await read();
  if (!row) {
    // Processes starting together may each make a pair: the first insert wins and all read back the same.
    await db
      .insert(serverSecrets)
      .values({ name: SECRET_NAME, value: webpush.generateVAPIDKeys(), createdAt: sql`now()` })
      .onConflictDoNothing({ target: serverSecrets.name });
    row = await read();
  }
  const parsed = storedKeys.safeParse(row?.value);
  if (!parsed.success) throw new Error(`server_secrets '${SECRET_NAME}' does not hold a VAPID key pair`);
  return parsed.data;
}
