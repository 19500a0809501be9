import { isDeepStrictEqual } from 'node:util';
import type pg from 'pg';
import { addressRotator, percentile, sampledLoad } from '../lib/sampled-load';
import { type Calendar, STAT_ENDPOINTS, type StatEndpoint } from './endpoints';
import type { Signed } from './sessions';

const CONNECTIONS = 8;
const WARMUP_SECONDS = 2;
const ROUND_SECONDS = 3;
const ROUNDS = 5;
/** The naive queries: up to this many timed runs on each database, within about NAIVE_SECONDS. */
const NAIVE_RUNS = 20;
const NAIVE_SECONDS = 8;

export const READ_METHOD = { CONNECTIONS, ROUND_SECONDS, ROUNDS };

/** A server under test and the database it serves, connected to directly for the naive queries. */
export interface Target {
  url: string;
  client: pg.Client;
}

export interface ReadFigures {
  label: string;
  /** p95 latency (ms) through HTTP at each size, the lower of the rounds' p95. */
  p95: [small: number, large: number];
  /**
   * Median time (ms) of the naive query run directly against each database, and the runs it is over: one
   * client, so no queue to take a p95 of, and a handful of runs of a slow query make a p95 a maximum.
   */
  naiveMedian: [small: number, large: number];
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

async function p95Of(
  target: Target,
  endpoint: StatEndpoint,
  members: Signed[],
  cal: Calendar,
  seconds: number,
) {
  // Every busy member shares the church, so the path is the same for all of them.
  const url = target.url + endpoint.path(members[0] as Signed, cal);
  const headers = requester(members);
  const run = await sampledLoad({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    request: () => ({ headers: headers() }),
  });
  return percentile(run.latencies, 95);
}

/** The route answers the same figures as the naive query over the raw rows, for one member. */
async function checkAgreement(target: Target, endpoint: StatEndpoint, member: Signed, cal: Calendar) {
  const response = await fetch(target.url + endpoint.path(member, cal), {
    headers: { authorization: `Bearer ${member.token}` },
  });
  if (!response.ok) throw new Error(`${endpoint.label}: ${response.status} ${await response.text()}`);
  const served = endpoint.figures((await response.json()) as Record<string, unknown>);
  const raw = await endpoint.naive(target.client, member, cal);
  if (!isDeepStrictEqual(served, raw)) {
    throw new Error(
      `${endpoint.label} differs from the raw rows: ${JSON.stringify(served)} vs ${JSON.stringify(raw)}`,
    );
  }
}

/** The naive query, alternately on each database (after one untimed run on each). */
async function naiveMedians(targets: Target[], endpoint: StatEndpoint, members: Signed[], cal: Calendar) {
  for (const target of targets) await endpoint.naive(target.client, members[0] as Signed, cal);
  const times = targets.map((): number[] => []);
  const started = performance.now();
  let runs = 0;
  while (runs < NAIVE_RUNS && (runs < 3 || performance.now() - started < NAIVE_SECONDS * 1000)) {
    const member = members[runs % members.length] as Signed;
    for (const [i, target] of targets.entries()) {
      const t0 = performance.now();
      await endpoint.naive(target.client, member, cal);
      times[i]?.push(performance.now() - t0);
    }
    runs++;
  }
  return { medians: times.map((t) => percentile(t, 50)), runs };
}

/**
 * Each statistic's p95 on both sizes (autocannon, CONNECTIONS connections, the busy church's members in
 * turn), then its naive query on both. The two servers are measured in alternating rounds, the order
 * swapped each round: on a shared machine the load of others drifts over minutes, and alternating puts
 * both sizes under the same conditions.
 */
export async function measureReads(small: Target, large: Target, members: Signed[], cal: Calendar) {
  const targets = [small, large];
  const best = new Map<string, number>();
  const key = (endpoint: StatEndpoint, target: Target) => `${endpoint.label} ${target.url}`;
  for (const endpoint of STAT_ENDPOINTS) {
    for (const target of targets) {
      await checkAgreement(target, endpoint, members[0] as Signed, cal);
      await p95Of(target, endpoint, members, cal, WARMUP_SECONDS);
    }
  }
  for (let round = 0; round < ROUNDS; round++) {
    for (const endpoint of STAT_ENDPOINTS) {
      for (const target of round % 2 === 0 ? targets : [...targets].reverse()) {
        const p95 = await p95Of(target, endpoint, members, cal, ROUND_SECONDS);
        best.set(
          key(endpoint, target),
          Math.min(best.get(key(endpoint, target)) ?? Number.POSITIVE_INFINITY, p95),
        );
      }
    }
  }
  const figures: ReadFigures[] = [];
  for (const endpoint of STAT_ENDPOINTS) {
    const naive = await naiveMedians(targets, endpoint, members, cal);
    const [p95Small, p95Large] = targets.map((t) => best.get(key(endpoint, t)) as number);
    figures.push({
      label: endpoint.label,
      p95: [p95Small as number, p95Large as number],
      naiveMedian: [naive.medians[0] as number, naive.medians[1] as number],
      naiveRuns: naive.runs,
    });
  }
  return figures;
}
