import { IDEMPOTENCY_KEY_IN_USE_CODE, PASSWORD_CHANGE_REQUIRED_CODE } from '@shared/errors';
import type { QueueEntry, QueueStore } from './types';

/*
 * Sending the queue: plain fetch and the store, nothing of the page (no DOM, no React, no session
 * helper), so that the service worker runs the same code on a Background Sync event (worker.ts).
 */

/** What the server answered, reduced to what the queue decides on; 'network' when no answer came. */
export type SendResult =
  | { status: number; message: string | null; code: string | null; retryAfterMs: number | null }
  | { status: 'network' };

export type Sender = (entry: QueueEntry) => Promise<SendResult>;

/** The header the server reads to store a replayed write once (the IETF draft's name). */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** Retry-After in seconds or as an HTTP date, in milliseconds from now. */
function retryAfterMs(header: string | null, now: number): number | null {
  if (!header) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const at = Date.parse(header);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

/** A sender over `fetch`: the entry's request as JSON, with its id as the Idempotency-Key. */
export function fetchSender(
  fetchImpl: typeof fetch,
  extraHeaders: () => Record<string, string> = () => ({}),
): Sender {
  return async (entry) => {
    let res: Response;
    try {
      res = await fetchImpl(entry.path, {
        method: entry.method,
        headers: {
          Accept: 'application/json',
          'Content-Type': 'application/json',
          [IDEMPOTENCY_HEADER]: entry.id,
          ...extraHeaders(),
        },
        body: JSON.stringify(entry.body),
        credentials: 'include',
      });
    } catch {
      return { status: 'network' };
    }
    let message: string | null = null;
    let code: string | null = null;
    if (!res.ok) {
      const body: unknown = await res.json().catch(() => null);
      if (body && typeof body === 'object') {
        const { message: m, code: c } = body as { message?: unknown; code?: unknown };
        message = typeof m === 'string' && m ? m : null;
        code = typeof c === 'string' ? c : null;
      }
    }
    return {
      status: res.status,
      message,
      code,
      retryAfterMs: retryAfterMs(res.headers.get('Retry-After'), Date.now()),
    };
  };
}

/**
 * What an answer means for the entry: stored (2xx, a replay's 204 too); try again later (no answer, 408,
 * the 409 that says the same key is still running, 425, 429, 5xx); stop until the person signs in again
 * (401, or a session that must choose a new password first); or refused, for the person to fix or drop
 * (any other 4xx: 400, 403, 404, 422, and a 409 of the route's own rules, such as a paused plan).
 * Nothing is ever dropped here.
 */
export type Verdict = 'stored' | 'later' | 'signed-out' | 'refused';

export function verdictOf(result: SendResult): Verdict {
  if (result.status === 'network') return 'later';
  const { status, code } = result;
  if (status >= 200 && status < 300) return 'stored';
  if (status === 401 || (status === 403 && code === PASSWORD_CHANGE_REQUIRED_CODE)) return 'signed-out';
  if (status === 409) return code === IDEMPOTENCY_KEY_IN_USE_CODE ? 'later' : 'refused';
  if (status >= 400 && status < 500 && ![408, 425, 429].includes(status)) return 'refused';
  return 'later';
}

/**
 * Whose session the browser has now: a user id, null when none (or one that may not write yet), or
 * 'unreachable'. Asked before sending, because the cookie may have changed hands since the page (or the
 * kept dashboard it restored) last knew: another tab signed someone else in.
 */
export type SessionCheck = () => Promise<number | null | 'unreachable'>;

export function fetchSessionCheck(
  fetchImpl: typeof fetch,
  extraHeaders: () => Record<string, string> = () => ({}),
): SessionCheck {
  return async () => {
    try {
      const res = await fetchImpl('/api/me', {
        headers: { Accept: 'application/json', ...extraHeaders() },
        credentials: 'include',
        cache: 'no-store',
      });
      if (res.status === 401 || res.status === 403) return null;
      if (!res.ok) return 'unreachable';
      const user: unknown = await res.json();
      const id = user && typeof user === 'object' ? (user as { id?: unknown }).id : null;
      return typeof id === 'number' ? id : null;
    } catch {
      return 'unreachable';
    }
  };
}

const FIRST_RETRY_MS = 2_000;
const LONGEST_RETRY_MS = 5 * 60_000;

/** 2 s after the first failure, doubling, at most 5 minutes. */
export const backoffMs = (attempts: number) =>
  Math.min(LONGEST_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1));

export interface FlushOptions {
  store: QueueStore;
  userId: number;
  send: Sender;
  /** Asked once before the first send: entries go out only under their own user's session. */
  session: SessionCheck;
  now: () => number;
  /** The network has just come back (or the person asked): entries waiting out a backoff go now. */
  force?: boolean;
  /** Told after each change of an entry, so that lists can follow. */
  onChange?: () => void;
}

export interface FlushResult {
  stored: QueueEntry[];
  refused: QueueEntry[];
  /** Why the flush stopped before the end, if it did. */
  stopped: 'later' | 'signed-out' | null;
}

/**
 * Sends the user's entries in order, one at a time, once the session is known to be theirs (another
 * person's session sends nothing and sees nothing). Stored ones leave the queue; refused ones wait for
 * the person (and do not hold the others back); on anything else the flush stops, so that later entries
 * never overtake an earlier one. Run it under the queue's lock (locks.ts): an entry found 'sending' was
 * then left by a flush that died, and is sent again with the same key.
 */
export async function flushEntries(options: FlushOptions): Promise<FlushResult> {
  const { store, userId, send, session, now, force = false, onChange = () => {} } = options;
  const result: FlushResult = { stored: [], refused: [], stopped: null };
  let checked = false;
  for (const entry of await store.list(userId)) {
    if (entry.state === 'attention') continue;
    if (!force && entry.retryAt > now()) {
      result.stopped = 'later';
      break;
    }
    if (!checked) {
      const current = await session();
      if (current !== userId) {
        result.stopped = current === 'unreachable' ? 'later' : 'signed-out';
        break;
      }
      checked = true;
    }
    await store.put({ ...entry, state: 'sending' });
    onChange();
    const answer = await send(entry);
    const verdict = verdictOf(answer);
    if (verdict === 'stored') {
      await store.remove(entry.id);
      result.stored.push(entry);
    } else if (verdict === 'refused') {
      const refused: QueueEntry = {
        ...entry,
        state: 'attention',
        message: answer.status === 'network' ? null : answer.message,
        attempts: entry.attempts + 1,
      };
      await store.put(refused);
      result.refused.push(refused);
    } else {
      const attempts = verdict === 'later' ? entry.attempts + 1 : entry.attempts;
      const wait = answer.status === 'network' ? null : answer.retryAfterMs;
      const retryAt = verdict === 'later' ? now() + (wait ?? backoffMs(attempts)) : entry.retryAt;
      await store.put({ ...entry, state: 'waiting', attempts, retryAt });
      result.stopped = verdict;
    }
    onChange();
    if (result.stopped) break;
  }
  return result;
}
