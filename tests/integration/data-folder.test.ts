import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  truncateSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refusedStart, startServer, stopServer, waitUntilReady } from './support/server-process';
import { missingEmails, registerUser, snapshot } from './support/writes';

/*
 * The embedded database folder (DATA_DIR/pglite) is initialised only when it is absent or empty. Anything
 * else that is not a database, or a database PGlite cannot open, stops the server with a message naming the
 * folder, and nothing in it is changed: the acknowledged writes are all there once the file is put back.
 */
const root = mkdtempSync(path.join(os.tmpdir(), 'lampstand-folder-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A DATA_DIR holding a database with one acknowledged registration, after a clean stop. */
async function dataDirWithOneUser(name: string, port: number) {
  const dataDir = path.join(root, name);
  const server = startServer(port, { DATA_DIR: dataDir });
  await waitUntilReady(server);
  const email = await registerUser(server.baseUrl, name);
  expect(await stopServer(server)).toEqual({ code: 0, signal: null });
  return { dataDir, pglite: path.join(dataDir, 'pglite'), email };
}

describe('a data folder that is not an empty folder and not a database', () => {
  let folder: Awaited<ReturnType<typeof dataDirWithOneUser>>;
  beforeAll(async () => {
    folder = await dataDirWithOneUser('no-pg-version', 4610);
  }, 60_000);

  it('is refused when PG_VERSION is missing, names DATA_DIR and the folder, and is left untouched', async () => {
    const versionFile = path.join(folder.pglite, 'PG_VERSION');
    const version = readFileSync(versionFile);
    unlinkSync(versionFile);
    const before = snapshot(folder.dataDir);

    const outcome = await refusedStart(startServer(4611, { DATA_DIR: folder.dataDir }));
    expect(outcome.started, 'the server started on a folder without PG_VERSION').toBe(false);
    expect(outcome.code).toBe(1);
    expect(outcome.stderr).toContain(`DATA_DIR=${folder.dataDir}`);
    expect(outcome.stderr).toContain(`${folder.pglite} is not empty and does not hold a database`);
    expect(snapshot(folder.dataDir)).toEqual(before);

    // Put back, the folder serves again with every acknowledged write.
    writeFileSync(versionFile, version);
    expect(await missingEmails(folder.dataDir, [folder.email])).toEqual([]);
  }, 60_000);

  it('is refused when it holds other files', async () => {
    const dataDir = path.join(root, 'other-files');
    mkdirSync(path.join(dataDir, 'pglite'), { recursive: true });
    writeFileSync(path.join(dataDir, 'pglite', 'notes.txt'), 'not a database');
    const before = snapshot(dataDir);

    const outcome = await refusedStart(startServer(4612, { DATA_DIR: dataDir }));
    expect(outcome.started).toBe(false);
    expect(outcome.code).toBe(1);
    expect(outcome.stderr).toContain(`DATA_DIR=${dataDir}`);
    expect(snapshot(dataDir)).toEqual(before);
    expect(existsSync(path.join(dataDir, 'lampstand.lock'))).toBe(false);
  }, 60_000);

  it('is refused when the database files sit in DATA_DIR itself instead of its pglite folder', async () => {
    const dataDir = path.join(root, 'one-level-up');
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(path.join(dataDir, 'PG_VERSION'), '17\n');
    const before = snapshot(dataDir);

    const outcome = await refusedStart(startServer(4616, { DATA_DIR: dataDir }));
    expect(outcome.started).toBe(false);
    expect(outcome.code).toBe(1);
    expect(outcome.stderr).toContain(`DATA_DIR=${dataDir} holds database files itself`);
    expect(snapshot(dataDir)).toEqual(before);
  }, 60_000);

  it('is initialised when the pglite folder is empty, whatever else DATA_DIR holds', async () => {
    const dataDir = path.join(root, 'empty');
    mkdirSync(path.join(dataDir, 'pglite'), { recursive: true });
    mkdirSync(path.join(dataDir, 'outbox'));
    writeFileSync(path.join(dataDir, 'outbox', 'kept.eml'), 'Subject: kept');
    const server = startServer(4613, { DATA_DIR: dataDir });
    await waitUntilReady(server);
    const email = await registerUser(server.baseUrl, 'empty');
    expect(await stopServer(server)).toEqual({ code: 0, signal: null });
    expect(await missingEmails(dataDir, [email])).toEqual([]);
    expect(readFileSync(path.join(dataDir, 'outbox', 'kept.eml'), 'utf8')).toBe('Subject: kept');
  }, 60_000);
});

describe('a damaged database', () => {
  it('says which folder is damaged and what to do, releases the lock and changes nothing', async () => {
    const folder = await dataDirWithOneUser('damaged', 4614);
    const control = path.join(folder.pglite, 'global', 'pg_control');
    const intact = readFileSync(control);
    truncateSync(control, 100);
    const before = snapshot(folder.dataDir);

    const outcome = await refusedStart(startServer(4615, { DATA_DIR: folder.dataDir }));
    expect(outcome.started).toBe(false);
    expect(outcome.code).toBe(1);
    expect(outcome.stderr).toContain(`The embedded database in ${folder.pglite} could not be opened`);
    expect(outcome.stderr).toContain(`DATA_DIR=${folder.dataDir}`);
    expect(outcome.stderr).toContain('docs/operations.md#backup-and-restore');
    expect(snapshot(folder.dataDir)).toEqual(before);
    expect(existsSync(path.join(folder.dataDir, 'lampstand.lock'))).toBe(false);

    // The damaged file restored from a copy, no acknowledged write is missing.
    writeFileSync(control, intact);
    expect(await missingEmails(folder.dataDir, [folder.email])).toEqual([]);
  }, 90_000);
});
