import { builtServer } from './lib/build';
import { load, requestsPerSecond } from './lib/load';
import { freshDataDir, rssMb, type Started, startNode } from './lib/process';
import type { Figure } from './lib/report';

const LAMPSTAND_PORT = 4351;
const BARE_PORT = 4352;
const CONNECTIONS = 10;
const WARMUP_SECONDS = 3;
const ROUND_SECONDS = 5;
const ROUNDS = 2;

async function measure(target: Started, seconds: number) {
  return load(`${target.url}/api/health`, {
    connections: CONNECTIONS,
    duration: seconds,
  });
}

/**
 * /api/health throughput of the built server (PGlite) divided by a bare node:http server answering the
 * same JSON, both measured in this run with the same connections; rounds alternate between the two so
 * that a noisy neighbour affects both alike.
 */
export async function healthBenchmark(): Promise<Figure[]> {
  const data = freshDataDir('health');
  const lampstand = await startNode([builtServer], LAMPSTAND_PORT, {
    DATA_DIR: data.dir,
    NODE_ENV: 'production',
  });
  let bare: Started | undefined;
  try {
    const body = await (await fetch(`${lampstand.url}/api/health`)).text();
    bare = await startNode(['--import', 'tsx', 'bench/lib/bare-server.ts'], BARE_PORT, { BODY: body });
    await measure(bare, WARMUP_SECONDS);
    await measure(lampstand, WARMUP_SECONDS);
    let bareTotal = 0;
    let lampstandTotal = 0;
    let lampstandP99 = 0;
    for (let round = 0; round < ROUNDS; round++) {
      bareTotal += requestsPerSecond(await measure(bare, ROUND_SECONDS));
      const result = await measure(lampstand, ROUND_SECONDS);
      lampstandTotal += requestsPerSecond(result);
      lampstandP99 = Math.max(lampstandP99, result.latency.p99);
    }
    const bareRps = bareTotal / ROUNDS;
    const lampstandRps = lampstandTotal / ROUNDS;
    const seconds = ROUNDS * ROUND_SECONDS;
    return [
      { name: 'bare node:http, same JSON', value: bareRps, unit: 'req/s' },
      { name: 'Lampstand GET /api/health (PGlite)', value: lampstandRps, unit: 'req/s' },
      {
        name: '/api/health throughput ÷ bare node:http',
        value: lampstandRps / bareRps,
        unit: '',
        digits: 2,
        budget: { atLeast: 0.7 },
        note: `autocannon, ${CONNECTIONS} connections, ${seconds} s each after a ${WARMUP_SECONDS} s warm-up, loopback`,
      },
      { name: 'Lampstand /api/health p99 latency (worst round)', value: lampstandP99, unit: 'ms' },
      { name: 'Lampstand RSS after the load', value: rssMb(lampstand.child.pid ?? 0), unit: 'MB' },
    ];
  } finally {
    await bare?.stop();
    await lampstand.stop();
    data.remove();
  }
}
