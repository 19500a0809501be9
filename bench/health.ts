import { builtServer } from './lib/build';
import { load, requestsPerSecond } from './lib/load';
import { freshDataDir, rssMb, type Started, startNode } from './lib/process';
import type { Figure } from './lib/report';

const LAMPSTAND_PORT = 4351;
const BARE_PORT = 4352;
const PLAIN_PORT = 4355;
// Set by node:http itself on every answer; the bare server must not send them twice.
const TRANSPORT_HEADERS = new Set([
  'date',
  'connection',
  'keep-alive',
  'content-length',
  'transfer-encoding',
]);
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
 * /api/health throughput of the built server (PGlite) divided by a bare node:http server giving the same
 * response, all measured in this run with the same connections; rounds alternate between them so that
 * a noisy neighbour affects all alike. A bare server without the security headers is measured too.
 */
export async function healthBenchmark(): Promise<Figure[]> {
  const data = freshDataDir('health');
  const lampstand = await startNode([builtServer], LAMPSTAND_PORT, {
    DATA_DIR: data.dir,
    NODE_ENV: 'production',
  });
  let bare: Started | undefined;
  let plain: Started | undefined;
  try {
    // The answer once the job queue runs (a second after listen), with its counts, as it is from then on.
    let answer = await fetch(`${lampstand.url}/api/health`);
    let body = await answer.text();
    for (let tries = 0; !body.includes('"queue"') && tries < 100; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      answer = await fetch(`${lampstand.url}/api/health`);
      body = await answer.text();
    }
    // The same response as Lampstand's, security headers included: the figure is the server's own cost,
    // not the cost of the headers a load generator on the same two cores has to read.
    const headers = Object.fromEntries(
      [...answer.headers].filter(([name]) => !TRANSPORT_HEADERS.has(name.toLowerCase())),
    );
    bare = await startNode(['--import', 'tsx', 'bench/lib/bare-server.ts'], BARE_PORT, {
      BODY: body,
      HEADERS: JSON.stringify(headers),
    });
    plain = await startNode(['--import', 'tsx', 'bench/lib/bare-server.ts'], PLAIN_PORT, { BODY: body });
    const targets = [bare, lampstand, plain];
    for (const target of targets) await measure(target, WARMUP_SECONDS);
    const totals = [0, 0, 0];
    let lampstandP99 = 0;
    for (let round = 0; round < ROUNDS; round++) {
      for (const [i, target] of targets.entries()) {
        const result = await measure(target, ROUND_SECONDS);
        totals[i] = (totals[i] ?? 0) + requestsPerSecond(result);
        if (target === lampstand) lampstandP99 = Math.max(lampstandP99, result.latency.p99);
      }
    }
    const [bareRps, lampstandRps, plainRps] = totals.map((total) => total / ROUNDS) as [
      number,
      number,
      number,
    ];
    const seconds = ROUNDS * ROUND_SECONDS;
    return [
      { name: 'bare node:http, same response (body and headers)', value: bareRps, unit: 'req/s' },
      { name: 'Lampstand GET /api/health (PGlite)', value: lampstandRps, unit: 'req/s' },
      {
        name: '/api/health throughput ÷ bare node:http',
        value: lampstandRps / bareRps,
        unit: '',
        digits: 2,
        budget: { atLeast: 0.8 },
        note: `autocannon, ${CONNECTIONS} connections, ${seconds} s each after a ${WARMUP_SECONDS} s warm-up, loopback`,
      },
      {
        name: 'bare node:http, same body without the security headers',
        value: plainRps,
        unit: 'req/s',
        note: `Lampstand ÷ this: ${(lampstandRps / plainRps).toFixed(2)}`,
      },
      { name: 'Lampstand /api/health p99 latency (worst round)', value: lampstandP99, unit: 'ms' },
      { name: 'Lampstand RSS after the load', value: rssMb(lampstand.child.pid ?? 0), unit: 'MB' },
    ];
  } finally {
    await bare?.stop();
    await plain?.stop();
    await lampstand.stop();
    data.remove();
  }
}
