import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureBuild } from './support/build';
import { groupGone, killGroup, livingInGroup, serverPid, startLauncher } from './support/process-group';
import { refusedStart, startServer } from './support/server-process';
import { missingEmails, registerUser } from './support/writes';

/*
 * The server must stop whoever asks and whatever its log sink does: SIGTERM to npm alone (a process
 * manager), SIGTERM to the whole group after the output's reader has gone (a log collector restarting),
 * the launcher killed outright. Each time no process may be left within a few seconds, the stop is clean
 * (the lock file is removed) and the acknowledged write is in the database.
 */
const work = mkdtempSync(path.join(os.tmpdir(), 'lampstand-lifecycle-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));
const STOP_WITHIN_MS = 5_000;

async function untilReady(baseUrl: string, pgid: number, output: () => string) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return;
    } catch {
      if (livingInGroup(pgid).length === 0) throw new Error(`the launcher ended:\n${output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  killGroup(pgid);
  throw new Error(`not ready within 60 s:\n${output()}`);
}

/** Starts the launcher, waits for it, writes one registration; `stop` then ends it some way. */
async function runAndStop(
  how: 'npm' | 'node',
  port: number,
  stop: (launched: ReturnType<typeof startLauncher>) => void | Promise<void>,
) {
  const dataDir = path.join(work, `${how}-${port}`);
  const launched = startLauncher(how, port, { DATA_DIR: dataDir, LOG_LEVEL: 'info' });
  const exited = new Promise<number | null>((resolve) => launched.child.on('exit', resolve));
  try {
    await untilReady(launched.baseUrl, launched.pgid, launched.output);
    const email = await registerUser(launched.baseUrl, `lifecycle-${how}`);
    const stopped = Date.now();
    await stop(launched);
    const left = await groupGone(launched.pgid, STOP_WITHIN_MS);
    console.log(`${how} on port ${port}: every process gone ${Date.now() - stopped} ms after the stop`);
    expect(left, `still running ${STOP_WITHIN_MS} ms after the stop`).toEqual([]);
    // A clean stop removes the lock file; a kill leaves it.
    expect(existsSync(path.join(dataDir, 'lampstand.lock')), 'the lock file is left').toBe(false);
    expect(await missingEmails(dataDir, [email])).toEqual([]);
    return { exitCode: await exited, output: launched.output() };
  } finally {
    killGroup(launched.pgid);
  }
}

/** The reader of the output goes away: its end of both pipes is closed. */
function closeReader(launched: ReturnType<typeof startLauncher>) {
  launched.child.stdout?.destroy();
  launched.child.stderr?.destroy();
}

describe('stopping npm start and the launcher', () => {
  beforeAll(ensureBuild, 120_000);

  it('npm start: SIGTERM to the process group, then the output reader exits: nothing is left', async () => {
    await runAndStop('npm', 4620, (launched) => {
      process.kill(-launched.pgid, 'SIGTERM');
      closeReader(launched);
    });
  }, 120_000);

  it('node scripts/start.mjs: the output reader gone, then SIGTERM to the group: nothing is left', async () => {
    await runAndStop('node', 4621, (launched) => {
      closeReader(launched);
      process.kill(-launched.pgid, 'SIGTERM');
    });
  }, 120_000);

  it('npm start: SIGTERM to npm alone, as a process manager sends it, stops the server', async () => {
    await runAndStop('npm', 4622, (launched) => {
      launched.child.kill('SIGTERM');
    });
  }, 120_000);

  it('the launcher passes SIGHUP on and exits with the server status', async () => {
    const { exitCode } = await runAndStop('node', 4623, (launched) => {
      launched.child.kill('SIGHUP');
    });
    expect(exitCode).toBe(0);
  }, 120_000);

  it('the launcher killed outright: the server notices and stops cleanly', async () => {
    await runAndStop('node', 4624, (launched) => {
      expect(serverPid(launched.pgid)).toBeDefined();
      launched.child.kill('SIGKILL');
    });
  }, 120_000);
});

describe('a failed start', () => {
  it('with the port in use: names PORT, exits 1 and releases the lock', async () => {
    // It accepts and hangs up at once, so a health check against it fails instead of waiting.
    const blocker = net.createServer((socket) => socket.destroy());
    await new Promise<void>((resolve) => blocker.listen(4630, '127.0.0.1', resolve));
    try {
      const dataDir = path.join(work, 'port-in-use');
      const outcome = await refusedStart(startServer(4630, { DATA_DIR: dataDir }));
      expect(outcome.started).toBe(false);
      expect(outcome.code).toBe(1);
      expect(outcome.stderr).toContain('PORT=4630');
      expect(outcome.stderr).toContain('already in use');
      expect(existsSync(path.join(dataDir, 'lampstand.lock')), 'the lock file is left').toBe(false);
      const staging = readdirSync(dataDir).filter((name) => name.includes('seeding'));
      expect(staging, 'a staging folder of the template is left').toEqual([]);
    } finally {
      blocker.close();
    }
  }, 60_000);

  it('with a data folder the server may not write: names DATA_DIR and exits 1', async () => {
    const dataDir = path.join(work, 'read-only');
    mkdirSync(dataDir);
    // root may write anywhere: it then runs without that power, and the folder's bits bind it too.
    const asRoot = process.getuid?.() === 0;
    chmodSync(dataDir, 0o555);
    try {
      const outcome = await refusedStart(
        startServer(4631, { DATA_DIR: dataDir }, { withoutRootOverride: asRoot }),
      );
      expect(outcome.started).toBe(false);
      expect(outcome.code).toBe(1);
      expect(outcome.stderr).toContain(`cannot write to its data folder (DATA_DIR=${dataDir}): EACCES`);
    } finally {
      chmodSync(dataDir, 0o755);
    }
  }, 60_000);
});
