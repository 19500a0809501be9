import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase } from '../support/db';
import { type ServerProcess, startServer, stopServer, waitUntilReady } from './support/server-process';
import { missingEmails, registerUser, storedEmails } from './support/writes';

/*
 * Runs the shell blocks of docs/operations.md "Backup and restore" exactly as written, so the documented
 * procedure is the tested one: write data, back up, restore into a new place, start there, read it back.
 */
const root = path.resolve(import.meta.dirname, '../..');
const work = mkdtempSync(path.join(os.tmpdir(), 'lampstand-backup-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** The ```sh block of the section whose first line is `# <title>`. */
function documentedBlock(title: string): string {
  const doc = readFileSync(path.join(root, 'docs/operations.md'), 'utf8');
  const section = doc.slice(doc.indexOf('## Backup and restore'));
  const blocks = [...section.matchAll(/```sh\n([\s\S]*?)```/g)].map((m) => m[1] ?? '');
  const block = blocks.find((b) => b.startsWith(`# ${title}`));
  if (!block) throw new Error(`docs/operations.md has no block "# ${title}" under "Backup and restore"`);
  return block;
}

function runDocumented(title: string, env: Record<string, string>) {
  execFileSync('bash', ['-euc', documentedBlock(title)], {
    env: { ...process.env, ...env },
    stdio: 'pipe',
    timeout: 60_000,
  });
}

/** Signs in as each person through the server: the restored data is what a person sees. */
async function expectSignIns(server: ServerProcess, emails: string[]) {
  for (const email of emails) {
    const res = await fetch(`${server.baseUrl}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'folder-test-password' }),
    });
    const body = (await res.json()) as { user?: { email: string } };
    expect(res.status, email).toBe(200);
    expect(body.user?.email).toBe(email);
  }
}

describe('backup and restore as docs/operations.md describes it', () => {
  it('embedded: a stopped server copied with tar, restored into a new DATA_DIR, has every write', async () => {
    const dataDir = path.join(work, 'data');
    const backup = path.join(work, 'lampstand-data.tar.gz');
    const server = startServer(4640, { DATA_DIR: dataDir });
    await waitUntilReady(server);
    const emails = [];
    for (let i = 0; i < 3; i++) emails.push(await registerUser(server.baseUrl, `backup-${i}`));

    // The documented block stops the server itself (SIGTERM to the pid in the lock file).
    runDocumented('Back up the embedded database', { DATA_DIR: dataDir, BACKUP: backup });
    expect(await server.exited).toEqual({ code: 0, signal: null });

    const newDataDir = path.join(work, 'restored', 'data');
    runDocumented('Restore the embedded database', { BACKUP: backup, NEW_DATA_DIR: newDataDir });
    const restored = startServer(4641, { DATA_DIR: newDataDir });
    await waitUntilReady(restored);
    await expectSignIns(restored, emails);
    expect(await stopServer(restored)).toEqual({ code: 0, signal: null });
    expect(await missingEmails(newDataDir, emails)).toEqual([]);
  }, 120_000);

  const serverUrl = process.env.TEST_DATABASE_URL;
  it.skipIf(!serverUrl)(
    'PostgreSQL: pg_dump while running, pg_restore into a new database',
    async () => {
      const source = await createPostgresDatabase(serverUrl as string);
      const target = await createPostgresDatabase(serverUrl as string);
      try {
        const backup = path.join(work, 'lampstand.dump');
        const env = { DATABASE_URL: source.url, DATA_DIR: path.join(work, 'pg-data') };
        const server = startServer(4642, env);
        await waitUntilReady(server);
        const emails = [await registerUser(server.baseUrl, 'pg-backup')];
        runDocumented('Back up PostgreSQL', { DATABASE_URL: source.url, BACKUP: backup });
        expect(await stopServer(server)).toEqual({ code: 0, signal: null });

        runDocumented('Restore PostgreSQL', { NEW_DATABASE_URL: target.url, BACKUP: backup });
        const restored = startServer(4643, { ...env, DATABASE_URL: target.url });
        await waitUntilReady(restored);
        await expectSignIns(restored, emails);
        expect(await stopServer(restored)).toEqual({ code: 0, signal: null });
        const stored = await storedEmails({ kind: 'postgres', url: target.url, poolSize: 1 }, emails);
        expect([...stored]).toEqual(emails);
      } finally {
        await source.drop();
        await target.drop();
      }
    },
    120_000,
  );
});
