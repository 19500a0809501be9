import autocannon, { type Result } from 'autocannon';

export interface LoadOptions {
  connections: number;
  /** Seconds. */
  duration: number;
  headers?: () => Record<string, string>;
}

/** One autocannon run against a GET path; a run with errors or non-2xx answers is not a measurement. */
export async function load(url: string, options: LoadOptions): Promise<Result> {
  const { headers } = options;
  const result = await autocannon({
    url,
    connections: options.connections,
    duration: options.duration,
    requests: headers
      ? [
          {
            method: 'GET',
            setupRequest: (request) => ({ ...request, headers: { ...request.headers, ...headers() } }),
          },
        ]
      : undefined,
  });
  if (result.errors > 0 || result.non2xx > 0) {
    throw new Error(`${url}: ${result.errors} errors and ${result.non2xx} non-2xx answers during the load`);
  }
  return result;
}

/** Requests per second over the whole run (total / duration), not the mean of per-second samples. */
export const requestsPerSecond = (result: Result) => result.requests.total / result.duration;
