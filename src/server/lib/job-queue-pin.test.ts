import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import PgBoss from 'pg-boss';
import { describe, expect, it } from 'vitest';
import { migrationsFolder, projectRoot } from './paths';

/*
 * What we keep of pg-boss's internals (issue 36): its schema, copied into migration 0017 (decision 029:
 * created at start, its queues deadlocked two processes), indexes of ours on its tables (0018, 0019),
 * the statements of lib/job-queue-tables.ts (what its API lacks), and the count pg-boss 10's complete()
 * answers although its types say void (lib/job-worker.ts; job-queue.test.ts exercises it). So pg-boss
 * is pinned to one version, and this fails when its version, schema or SQL is not the one they were
 * written against. After an upgrade: re-check each of them, add a migration from
 * PgBoss.getMigrationPlans(), then record the new figures here.
 */
const PINNED = '10.4.2';
const SCHEMA_VERSION = '24';
/** sha256 of pg-boss's src/plans.js, which holds all of its SQL. */
const PLANS_SHA256 = 'e363372e05fd1baf2ba002d425a3e30e8daa6b86092c6a62168a5cad1909574f';

const require = createRequire(import.meta.url);
const bossFile = (file: string) => readFileSync(require.resolve(`pg-boss/${file}`), 'utf8');

/** Whitespace-insensitive, and without pg-boss's empty statements (`;;`), which a migration leaves out. */
const normalized = (sql: string) =>
  sql
    .replace(/\s+/g, ' ')
    .replace(/\s*;(\s*;)*\s*/g, ';')
    .trim();

describe('pg-boss, whose schema and SQL our code depends on', () => {
  it(`is pinned to ${PINNED} exactly, and that version is installed`, () => {
    const ours = JSON.parse(readFileSync(path.join(projectRoot, 'package.json'), 'utf8'));
    expect(ours.dependencies['pg-boss']).toBe(PINNED);
    expect(JSON.parse(bossFile('package.json')).version).toBe(PINNED);
  });

  it('has the SQL our statements were written against', () => {
    const sha = createHash('sha256').update(bossFile('src/plans.js')).digest('hex');
    expect(sha, 'pg-boss’s SQL changed: see the comment at the top of this file').toBe(PLANS_SHA256);
  });

  it(`builds the schema that migration 0017 holds (version ${SCHEMA_VERSION})`, () => {
    const plan = PgBoss.getConstructionPlans('pgboss');
    // Its plan without its own transaction and lock: drizzle runs a migration in one, under its lock.
    const body = plan.slice(
      plan.indexOf(');', plan.indexOf('pg_advisory_xact_lock')) + 2,
      plan.lastIndexOf('COMMIT;'),
    );
    const migration = readFileSync(path.join(migrationsFolder, '0017_job_queue.sql'), 'utf8')
      .split('--> statement-breakpoint')
      .filter((statement) => !statement.trim().startsWith('SELECT pgboss.create_queue('))
      .join('\n');
    expect(normalized(migration)).toBe(normalized(body));
    expect(body).toContain(`VALUES ('${SCHEMA_VERSION}')`);
  });
});
