import { randomBytes } from 'node:crypto';

/** One request of the load: when it was sent, how long it took, and what came back. */
export interface Outcome {
  kind: 'read' | 'write';
  sentAt: number;
  ms: number;
  /** The HTTP status, 'refused' when the connection failed (no server), 'timeout' when it hung. */
  status: number | 'refused' | 'timeout';
  retryAfter: string | null;
  /** The ids of the readings a 201 acknowledged. */
  ids: number[];
}

export interface LoadUser {
  token: string;
  /** Each user comes from its own address (X-Forwarded-For, TRUST_PROXY_HOPS=1): the per-address API ceiling stays out of the way. */
  address: string;
}

/** Registers `count` users, each from its own address, and returns their bearer tokens. */
export async function registerLoadUsers(baseUrl: string, count: number): Promise<LoadUser[]> {
  return Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const address = `10.9.${Math.floor(i / 250)}.${1 + (i % 250)}`;
      const res = await fetch(`${baseUrl}/api/users`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
        body: JSON.stringify({
          name: `Load ${i}`,
          email: `load-${i}-${randomBytes(4).toString('hex')}@example.test`,
          password: 'load-test-password',
        }),
      });
      if (res.status !== 201) throw new Error(`registration answered ${res.status}: ${await res.text()}`);
      const { token } = (await res.json()) as { token: string };
      return { token, address };
    }),
  );
}

const READ_PATHS = ['/api/stats/user', '/api/me', '/api/activity'];

async function one(baseUrl: string, user: LoadUser, write: boolean, timeoutMs: number): Promise<Outcome> {
  const sentAt = Date.now();
  const headers: Record<string, string> = {
    authorization: `Bearer ${user.token}`,
    'x-forwarded-for': user.address,
  };
  const init: RequestInit = { headers, signal: AbortSignal.timeout(timeoutMs) };
  let url = `${baseUrl}${READ_PATHS[sentAt % READ_PATHS.length]}`;
  if (write) {
    url = `${baseUrl}/api/readings`;
    headers['content-type'] = 'application/json';
    const day = String(1 + (sentAt % 28)).padStart(2, '0');
    init.method = 'POST';
    init.body = JSON.stringify({ book: 'Psalms', chapter: 1 + (sentAt % 150), readDate: `2024-03-${day}` });
  }
  const outcome: Outcome = {
    kind: write ? 'write' : 'read',
    sentAt,
    ms: 0,
    status: 0,
    retryAfter: null,
    ids: [],
  };
  try {
    const res = await fetch(url, init);
    const body = await res.text();
    outcome.status = res.status;
    outcome.retryAfter = res.headers.get('retry-after');
    if (write && res.status === 201) {
      outcome.ids = (JSON.parse(body) as { readings: { id: number }[] }).readings.map((r) => r.id);
    }
  } catch (err) {
    outcome.status = (err as Error).name === 'TimeoutError' ? 'timeout' : 'refused';
  }
  outcome.ms = Date.now() - sentAt;
  return outcome;
}

/**
 * Open-loop load: `perSecond` requests a second whatever the answers take (half writes: one reading
 * each, half reads), spread over the users, until stop(). A request slower than `timeoutMs` counts as
 * 'timeout'. At most `maxInFlight` at once, so a hanging server cannot pile up sockets without bound.
 */
export function startMixedLoad(
  baseUrl: string,
  users: LoadUser[],
  { perSecond = 250, timeoutMs = 10_000, maxInFlight = 400 } = {},
) {
  const outcomes: Outcome[] = [];
  const inFlight = new Set<Promise<void>>();
  let sent = 0;
  let skipped = 0;
  const tickMs = 20;
  const perTick = Math.round((perSecond * tickMs) / 1000);
  const timer = setInterval(() => {
    for (let i = 0; i < perTick; i++) {
      if (inFlight.size >= maxInFlight) {
        skipped++;
        continue;
      }
      const user = users[sent % users.length] as LoadUser;
      const promise = one(baseUrl, user, sent % 2 === 0, timeoutMs).then((o) => {
        outcomes.push(o);
        inFlight.delete(promise);
      });
      inFlight.add(promise);
      sent++;
    }
  }, tickMs);
  return {
    outcomes,
    /** Stops sending and waits for the answers still due. */
    async stop() {
      clearInterval(timer);
      await Promise.all([...inFlight]);
      return { outcomes, skipped };
    },
  };
}
