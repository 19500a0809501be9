import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, afterEach, describe, expect, inject, it } from 'vitest';
import { PGLITE_OPTIONS } from './pglite-template';
import { seedDataDir, unpackAhead } from './template-seed';

const root = mkdtempSync(path.join(tmpdir(), 'lampstand-seed-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const path0 = process.env.PATH;
afterEach(() => {
  process.env.PATH = path0;
});

async function seedAndOpen(name: string, { ahead = false } = {}) {
  const dir = path.join(root, name, 'pglite');
  if (ahead) unpackAhead(path.join(root, name), inject('pgliteTemplate'));
  await seedDataDir(dir, inject('pgliteTemplate'));
  expect(existsSync(path.join(dir, 'PG_VERSION'))).toBe(true);
  const client = new PGlite(dir, PGLITE_OPTIONS);
  try {
    const { rows } = await client.query<{ n: number }>('select count(*)::int as n from church_period_totals');
    expect(rows).toEqual([{ n: 0 }]);
  } finally {
    await client.close();
  }
  // Unpacked beside the folder and renamed: no staging folder is left.
  expect(readdirSync(path.join(root, name))).toEqual(['pglite']);
}

describe('seedDataDir and unpackAhead', () => {
  it('unpacks the migrated template into a new data folder (the system tar)', async () => {
    await seedAndOpen('system-tar');
  });

  it('unpacks it with the tar package when the system has no tar', async () => {
    process.env.PATH = path.join(root, 'no-such-bin');
    await seedAndOpen('package-tar');
  });

  it('uses the unpacking started ahead, before the server code loaded (main.ts)', async () => {
    await seedAndOpen('ahead', { ahead: true });
  });

  it('starts no unpacking ahead for a folder that holds a database or anything else', () => {
    const held = path.join(root, 'held');
    mkdirSync(path.join(held, 'pglite'), { recursive: true });
    writeFileSync(path.join(held, 'pglite', 'notes.txt'), 'not a database');
    unpackAhead(held, inject('pgliteTemplate'));
    unpackAhead(path.join(root, 'system-tar'), inject('pgliteTemplate'));
    expect(readdirSync(held)).toEqual(['pglite']);
    expect(readdirSync(path.join(root, 'system-tar'))).toEqual(['pglite']);
  });

  it('leaves a data folder that exists as it is', async () => {
    const dir = path.join(root, 'system-tar', 'pglite');
    await seedDataDir(dir, path.join(root, 'not-a-template.tgz'));
    expect(existsSync(path.join(dir, 'PG_VERSION'))).toBe(true);
  });
});
