// Prints pg-boss's schema as one drizzle migration (decision 029): its construction plan without its own
// BEGIN/COMMIT and lock (drizzle runs each migration in a transaction under the migration lock), one
// statement per breakpoint (PGlite's query() takes one statement), then Lampstand's queues.
// Used once per pg-boss schema version: `node scripts/pgboss-migration.mjs > <the custom migration>`.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const PgBoss = require('pg-boss');
const { JOB_QUEUES } = await import('../src/server/lib/job-queues.ts');

const plan = PgBoss.getConstructionPlans('pgboss');
const body = plan.slice(
  plan.indexOf(');', plan.indexOf('pg_advisory_xact_lock')) + 2,
  plan.lastIndexOf('COMMIT;'),
);

/** Splits on semicolons outside dollar-quoted bodies. */
function statements(sql) {
  const out = [];
  let current = '';
  let inDollar = false;
  for (let i = 0; i < sql.length; i++) {
    if (sql.startsWith('$$', i)) {
      inDollar = !inDollar;
      current += '$$';
      i++;
      continue;
    }
    if (sql[i] === ';' && !inDollar) {
      if (current.trim()) out.push(current.trim());
      current = '';
      continue;
    }
    current += sql[i];
  }
  if (current.trim()) out.push(current.trim());
  return out;
}

const queues = Object.entries(JOB_QUEUES).map(
  ([name, options]) => `SELECT pgboss.create_queue('${name}', '${JSON.stringify(options)}'::json)`,
);
console.log([...statements(body), ...queues].map((s) => `${s};`).join('\n--> statement-breakpoint\n'));
