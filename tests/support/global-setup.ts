import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { makeTemplate } from '../../src/server/db/pglite-template';
import { migrationsFolder } from '../../src/server/lib/paths';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}

/**
 * Runs initdb and the migrations once per suite run instead of once per test file: each file's in-memory
 * PGlite then loads this dump. Keyed by the migrations' content, so a new migration makes a new template.
 */
export default async function setup(project: TestProject) {
  const hash = createHash('sha256');
  for (const file of readdirSync(migrationsFolder, { recursive: true, encoding: 'utf8' }).sort()) {
    const full = path.join(migrationsFolder, file);
    if (file.endsWith('.sql') || file.endsWith('.json')) hash.update(file).update(readFileSync(full));
  }
  const file = path.join(tmpdir(), `lampstand-test-template-${hash.digest('hex').slice(0, 16)}.tgz`);
  if (!existsSync(file)) await makeTemplate(file);
  project.provide('pgliteTemplate', file);
}
