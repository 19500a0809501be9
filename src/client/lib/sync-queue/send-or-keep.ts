import type { User } from '@shared/users';
import type { QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../api';
import { ME_KEY } from '../query-client';
import { IDEMPOTENCY_HEADER } from './flush';
import { keep, newEntryId } from './queue';
import type { NewEntry, QueueEntry } from './types';

/** Sent: the server's answer. Kept: no network, the write waits on the device to be sent later. */
export type WriteOutcome<T> = { sent: T; kept?: undefined } | { kept: QueueEntry; sent?: undefined };

/**
 * The body with the signed-in user's id, for the writes whose API takes one (readings, prayers): the
 * server refuses it under anybody else's session, so a kept entry can never be stored as another
 * person's, even if the session changes hands between the queue's check and the send.
 */
export function ownEntry<T extends object>(client: QueryClient, body: T): T & { userId?: number } {
  const userId = client.getQueryData<User | null>(ME_KEY)?.id;
  return userId === undefined ? body : { ...body, userId };
}

/** fetch rejects with a TypeError when no answer came at all (offline, DNS, connection refused). */
const noAnswer = (error: unknown) => error instanceof TypeError;

/**
 * One way for the writes that work offline: each carries a key made on the device (Idempotency-Key).
 * Online it is sent at once, as always, and a refusal is thrown for the form to show; with no network
 * (the browser says so, or the request got no answer) it is kept in the sync queue under the same key,
 * so that a request that did reach the server is stored once when it is sent again.
 */
export async function sendOrKeep<T>(client: QueryClient, write: NewEntry): Promise<WriteOutcome<T>> {
  const user = client.getQueryData<User | null>(ME_KEY);
  const id = newEntryId();
  const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
  if (!offline || !user) {
    try {
      const headers = { [IDEMPOTENCY_HEADER]: id };
      return { sent: await apiRequest<T>(write.method, write.path, write.body, { headers }) };
    } catch (error) {
      if (!user || !noAnswer(error)) throw error;
    }
  }
  return { kept: await keep(user.id, id, write) };
}
