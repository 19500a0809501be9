import { AsyncLocalStorage } from 'node:async_hooks';
import type { PGlite } from '@electric-sql/pglite';
import type { Database } from '../db/client';

/*
 * On PGlite a job's transaction holds the one connection while its handler runs. A handler that sends a
 * statement on the app's Db (captured from its module's deps) instead of its `tx` would wait for its own
 * transaction forever, and every request with it. The types cannot stop a closure, so the app's database
 * refuses such a statement at once, naming the mistake, in every environment: a refused job is retried
 * and logged, a hung embedded server answers nobody. Statements through `tx` go through PGlite's
 * transaction object, which this leaves alone.
 */

/** Set while a handler runs; every promise it starts sees it. */
const handling = new AsyncLocalStorage<{ open: boolean }>();

/** Runs a job's handler (inside its job's transaction) so that the guard below knows it. */
export async function asJobHandler<T>(handler: () => Promise<T>): Promise<T> {
  const state = { open: true };
  try {
    return await handling.run(state, handler);
  } finally {
    // Work the handler left running may use the app's Db once its transaction no longer waits on it.
    state.open = false;
  }
}

const REFUSED =
  "a job handler sent a statement on the app's database instead of its transaction (tx): on PGlite " +
  'that statement would wait forever for the job’s own transaction, which holds the one connection';

const guarded = new WeakSet<PGlite>();
type Method = (...args: unknown[]) => Promise<unknown>;

/** On the embedded engine, makes the app's database refuse statements from a running job handler. */
export function refuseAppDbInJobHandlers(database: Database) {
  if (database.engine !== 'pglite') return;
  const client = database.db.$client as PGlite;
  if (guarded.has(client)) return;
  guarded.add(client);
  // Every way a statement reaches PGlite from our code (Drizzle, the named statements, transaction()).
  const methods = client as unknown as Record<'query' | 'exec' | 'sql' | 'transaction', Method>;
  for (const name of ['query', 'exec', 'sql', 'transaction'] as const) {
    const original = methods[name].bind(client);
    methods[name] = async (...args) => {
      if (handling.getStore()?.open) throw new Error(REFUSED);
      return original(...args);
    };
  }
}
