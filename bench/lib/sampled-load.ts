import autocannon, { type RawRequest, type Result } from 'autocannon';

export interface SampledOptions {
  url: string;
  connections: number;
  /** Seconds. */
  duration: number;
  method?: 'GET' | 'POST';
  /** Called for every request: headers (and a body for POST) of that request. */
  request: () => { headers: Record<string, string>; body?: string };
}

export interface Sampled {
  /** Milliseconds, one per answer, as autocannon timed it (request written to response complete). */
  latencies: number[];
  total: number;
  seconds: number;
}

/**
 * One autocannon run that keeps every answer's latency: its own histogram has whole-millisecond buckets and
 * no p95, too coarse for answers of a few milliseconds. A run with errors or non-2xx answers is not a
 * measurement.
 */
export async function sampledLoad(options: SampledOptions): Promise<Sampled> {
  const method = options.method ?? 'GET';
  const latencies: number[] = [];
  const instance = autocannon({
    url: options.url,
    connections: options.connections,
    duration: options.duration,
    requests: [
      {
        method,
        setupRequest: (request: RawRequest) => {
          const next = options.request();
          const headers = { ...request.headers, ...next.headers };
          return next.body === undefined ? { ...request, headers } : { ...request, headers, body: next.body };
        },
      },
    ],
  });
  instance.on('response', (_client: unknown, _status: number, _bytes: number, ms: number) => {
    latencies.push(ms);
  });
  const result: Result = await instance;
  if (result.errors > 0 || result.non2xx > 0 || result.timeouts > 0) {
    throw new Error(
      `${method} ${options.url}: ${result.errors} errors, ${result.timeouts} timeouts and ${result.non2xx} non-2xx answers`,
    );
  }
  return { latencies, total: result.requests.total, seconds: result.duration };
}

/** The nearest-rank percentile (p in 0..100) of some values. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) throw new Error('no values');
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] as number;
}

/** Distinct client addresses (10.x.y.z) for X-Forwarded-For: see trustedProxyEnv. */
export function addressRotator() {
  let n = 0;
  return () => {
    n = (n + 1) % 16_777_216;
    return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
  };
}

/**
 * The server's per-address ceiling (3,000 API requests a minute) guards against one flooding client; a
 * load test from one loopback address reaches it in seconds. The server is therefore started as it runs
 * behind one proxy hop, and each request names its own client address, as the many people of a real
 * load would.
 */
export const trustedProxyEnv = { TRUST_PROXY_HOPS: '1' };
