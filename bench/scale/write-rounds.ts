import type { Figure } from '../lib/report';
import type { Cast } from './sessions';
import { bareWrites, CHAPTERS_PER_WRITE, httpWrites } from './writes';

export const WRITERS = 32;
const WARMUP_SECONDS = 1;
const ROUND_SECONDS = 5;
const ROUNDS = 2;

/**
 * Five ways of writing, measured in alternating rounds so that a busy neighbour weighs on all of them
 * alike: the API and the bare loop, each with writers spread over WRITERS churches and with every writer
 * in the busy church.
 */
export async function measureWrites(url: string, databaseUrl: string, cast: Cast): Promise<Figure[]> {
  const modes = {
    httpSpread: (s: number) => httpWrites(url, cast.spread, s),
    httpKeyed: (s: number) => httpWrites(url, cast.spread, s, { keyed: true }),
    bareSpread: (s: number) => bareWrites(databaseUrl, cast.spread, s),
    httpOne: (s: number) => httpWrites(url, cast.oneChurch, s),
    bareOne: (s: number) => bareWrites(databaseUrl, cast.oneChurch, s),
  };
  const totals = { httpSpread: 0, httpKeyed: 0, bareSpread: 0, httpOne: 0, bareOne: 0 };
  const names = Object.keys(modes) as Array<keyof typeof modes>;
  for (const name of names) await modes[name](WARMUP_SECONDS);
  for (let round = 0; round < ROUNDS; round++) {
    for (const name of names) totals[name] += (await modes[name](ROUND_SECONDS)) / ROUNDS;
  }
  const how = `${WRITERS} writers, ${ROUNDS} rounds of ${ROUND_SECONDS} s alternating with the others`;
  const batch = `POST /api/readings/batch (${CHAPTERS_PER_WRITE} chapters)`;
  return [
    { name: `${batch}, writers in ${WRITERS} churches`, value: totals.httpSpread, unit: 'req/s', note: how },
    { name: `bare insert+rollup loop, same writers`, value: totals.bareSpread, unit: 'tx/s' },
    {
      name: `${batch} ÷ bare loop`,
      value: totals.httpSpread / totals.bareSpread,
      unit: '',
      digits: 2,
      budget: { atLeast: 0.7 },
      note: 'each writer its own user and connection (API) or PostgreSQL client (bare loop)',
    },
    {
      name: `${batch} with an Idempotency-Key ÷ without`,
      value: totals.httpKeyed / totals.httpSpread,
      unit: '',
      digits: 2,
      note: `${totals.httpKeyed.toFixed(0)} req/s with a fresh key on each write (the offline queue's way), writers in ${WRITERS} churches`,
    },
    { name: `${batch}, all writers in one church`, value: totals.httpOne, unit: 'req/s' },
    {
      name: '32 writers in one church ÷ spread over 32 churches (API)',
      value: totals.httpOne / totals.httpSpread,
      unit: '',
      digits: 2,
      budget: { atLeast: 0.8 },
    },
    {
      name: 'the same for the bare loop (one church ÷ spread)',
      value: totals.bareOne / totals.bareSpread,
      unit: '',
      digits: 2,
      note: `bare loop in one church: ${totals.bareOne.toFixed(0)} tx/s`,
    },
  ];
}
