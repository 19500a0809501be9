import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  findPostgresBinaries,
  startThrowawayPostgres,
  type ThrowawayPostgres,
} from '../support/throwaway-postgres';
import { startServer, stopServer, waitUntilReady } from './support/server-process';

/*
 * Start-up against a PostgreSQL that cannot be used: one that never answers fails within the connect
 * timeout, one that refuses connections is waited for (DATABASE_START_WAIT_MS), and every message names
 * DATABASE_URL without its password. The late start needs a throwaway PostgreSQL server of the file's own.
 */
const pgBin = findPostgresBinaries();
if (!pgBin) console.warn('postgres-start: the late-start test is skipped, initdb and pg_ctl were not found');

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let postgres: ThrowawayPostgres | undefined;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'lampstand-pg-start-'));
afterAll(() => {
  postgres?.cleanup();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Starts a server expected to fail: its exit code, when it ended (killed after 20 s) and its stderr. */
async function failedStart(port: number, env: Record<string, string>) {
  const server = startServer(port, { DATA_DIR: dataDir, ...env });
  const timer = setTimeout(() => server.child.kill('SIGKILL'), 20_000);
  const { code } = await server.exited;
  clearTimeout(timer);
  return { code, at: Date.now(), stderr: server.stderr() };
}

describe('start-up against an unusable DATABASE_URL', () => {
  it('an address that accepts TCP but never answers: exits within the connect timeout, naming DATABASE_URL without its password', async () => {
    const connections: number[] = [];
    const sockets: net.Socket[] = [];
    const blackHole = net.createServer((socket) => {
      connections.push(Date.now());
      sockets.push(socket);
    });
    await new Promise<void>((resolve) => blackHole.listen(4660, '127.0.0.1', resolve));
    try {
      const exit = await failedStart(4652, {
        DATABASE_URL: 'postgres://lampstand:s3cret-pw@127.0.0.1:4660/lampstand?password=s3cret-pw',
        DATABASE_CONNECT_TIMEOUT_MS: '1000',
      });
      expect(exit.code, exit.stderr).toBe(1);
      // One attempt (an address that never answers is not retried), given up after the connect timeout.
      expect(connections).toHaveLength(1);
      expect(exit.at - (connections[0] as number)).toBeLessThan(1000 + 2000);
      expect(exit.stderr).toContain(
        'PostgreSQL at DATABASE_URL (postgres://lampstand:***@127.0.0.1:4660/lampstand) did not answer within 1000 ms (DATABASE_CONNECT_TIMEOUT_MS)',
      );
      expect(exit.stderr).not.toContain('s3cret-pw');
    } finally {
      for (const socket of sockets) socket.destroy();
      blackHole.close();
    }
  }, 30_000);

  it('a server that refuses connections: waits DATABASE_START_WAIT_MS, then exits naming DATABASE_URL', async () => {
    // Nothing listens on this port of the test's range.
    const exit = await failedStart(4654, {
      DATABASE_URL: 'postgres://lampstand:s3cret-pw@127.0.0.1:4661/lampstand',
      DATABASE_START_WAIT_MS: '1500',
    });
    expect(exit.code, exit.stderr).toBe(1);
    expect(exit.stderr).toMatch(
      /PostgreSQL at DATABASE_URL \(postgres:\/\/lampstand:\*\*\*@127\.0\.0\.1:4661\/lampstand\) could not be used: .*ECONNREFUSED.*still after waiting 1 s \(DATABASE_START_WAIT_MS\)/,
    );
    expect(exit.stderr).not.toContain('s3cret-pw');
  }, 30_000);

  it.skipIf(!pgBin)(
    'PostgreSQL down at start: the server waits for it and starts once it is up',
    async () => {
      const pgServer = startThrowawayPostgres(25434);
      postgres = pgServer;
      const url = await pgServer.createDatabase('lampstand_late_start');
      await pgServer.stop('fast');
      const server = startServer(4653, { DATABASE_URL: url, DATA_DIR: dataDir });
      try {
        // Its log says it is waiting (one line, naming DATABASE_URL), and it keeps waiting.
        while (!server.stdout().includes('not accepting connections yet') && server.child.exitCode === null)
          await sleep(50);
        expect(server.stdout()).toContain(
          `PostgreSQL at DATABASE_URL (${url}) is not accepting connections yet (ECONNREFUSED); retrying for up to 30 s`,
        );
        await sleep(1000);
        expect(server.child.exitCode, server.stderr()).toBeNull();
        await pgServer.start();
        await waitUntilReady(server);
      } finally {
        await stopServer(server);
      }
    },
    60_000,
  );
});
