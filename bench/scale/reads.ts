import { isDeepStrictEqual } from 'node:util';
import pg from 'pg';
import { addressRotator, percentile, sampledLoad } from '../lib/sampled-load';
import { type Calendar, STAT_ENDPOINTS, type StatEndpoint } from './endpoints';
import type { Signed } from './sessions';

const CONNECTIONS = 8;
const WARMUP_SECONDS = 2;
const ROUND_SECONDS = 3;
const ROUNDS = 3;
/** The naive queries: up to this many timed runs each, within about NAIVE_SECONDS. */
const NAIVE_RUNS = 20;
const NAIVE_SECONDS = 4;

export interface ReadFigures {
  label: string;
  /** p95 latency (ms) through HTTP, the lower of the rounds' p95. */
  p95: number;
  /**
   * Median time (ms) of the naive query run directly against PostgreSQL, and how many runs it is over:
   * one client, so no queue to take a p95 of, and a handful of runs of a slow query make a p95 a maximum.
   */
  naiveMedian: number;
  naiveRuns: number;
}

/** Answers the members in turn, each request from its own client address. */
function requester(members: Signed[]) {
  let next = 0;
  const address = addressRotator();
  return () => {
    const member = members[next++ % members.length] as Signed;
    return { authorization: `Bearer ${member.token}`, 'x-forwarded-for': address() };
  };
}

async function p95Of(url: string, endpoint: StatEndpoint, members: Signed[], cal: Calendar, seconds: number) {
  // Every busy member shares the church, so the path is the same for all of them.
  const path = endpoint.path(members[0] as Signed, cal);
  const headers = requester(members);
  const run = await sampledLoad({
    url: url + path,
    connections: CONNECTIONS,
    duration: seconds,
    request: () => ({ headers: headers() }),
  });
  return percentile(run.latencies, 95);
}

/** The route answers the same figures as the naive query over the raw rows, for one member. */
async function checkAgreement(
  url: string,
  client: pg.Client,
  endpoint: StatEndpoint,
  member: Signed,
  cal: Calendar,
) {
  const response = await fetch(url + endpoint.path(member, cal), {
    headers: { authorization: `Bearer ${member.token}` },
  });
  if (!response.ok) throw new Error(`${endpoint.label}: ${response.status} ${await response.text()}`);
  const served = endpoint.figures((await response.json()) as Record<string, unknown>);
  const raw = await endpoint.naive(client, member, cal);
  if (!isDeepStrictEqual(served, raw)) {
    throw new Error(
      `${endpoint.label} disagrees with the raw rows: ${JSON.stringify(served)} vs ${JSON.stringify(raw)}`,
    );
  }
}

async function naiveMedian(client: pg.Client, endpoint: StatEndpoint, members: Signed[], cal: Calendar) {
  // One untimed run first: the timed ones measure the query, not a cold start.
  await endpoint.naive(client, members[0] as Signed, cal);
  const times: number[] = [];
  const started = performance.now();
  while (
    times.length < NAIVE_RUNS &&
    (times.length < 3 || performance.now() - started < NAIVE_SECONDS * 1000)
  ) {
    const member = members[times.length % members.length] as Signed;
    const t0 = performance.now();
    await endpoint.naive(client, member, cal);
    times.push(performance.now() - t0);
  }
  return { median: percentile(times, 50), runs: times.length };
}

/**
 * Each statistic's p95 through the running server (autocannon, CONNECTIONS connections, the busy church's
 * members in turn); rounds go over every endpoint in turn, so a noisy neighbour's burst spoils one round
 * of several endpoints rather than every round of one. Then the naive query of each, one client, directly.
 */
export async function measureReads(url: string, databaseUrl: string, members: Signed[], cal: Calendar) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const best = new Map<StatEndpoint, number>();
    for (const endpoint of STAT_ENDPOINTS) {
      await checkAgreement(url, client, endpoint, members[0] as Signed, cal);
      await p95Of(url, endpoint, members, cal, WARMUP_SECONDS);
    }
    for (let round = 0; round < ROUNDS; round++) {
      for (const endpoint of STAT_ENDPOINTS) {
        const p95 = await p95Of(url, endpoint, members, cal, ROUND_SECONDS);
        best.set(endpoint, Math.min(best.get(endpoint) ?? Number.POSITIVE_INFINITY, p95));
      }
    }
    const figures: ReadFigures[] = [];
    for (const endpoint of STAT_ENDPOINTS) {
      const naive = await naiveMedian(client, endpoint, members, cal);
      figures.push({
        label: endpoint.label,
        p95: best.get(endpoint) as number,
        naiveMedian: naive.median,
        naiveRuns: naive.runs,
      });
    }
    return figures;
  } finally {
    await client.end();
  }
}

export const READ_METHOD = { CONNECTIONS, ROUND_SECONDS, ROUNDS, WARMUP_SECONDS, NAIVE_RUNS, NAIVE_SECONDS };
