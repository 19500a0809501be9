import { execFile, execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

/**
 * A PostgreSQL server of the test's own (initdb + pg_ctl in a temporary folder, on a port of the test's
 * choosing), for outage tests that stop and start it. The machine's shared server is never touched:
 * every command names this instance's data folder, and cleanup stops only the postmaster it started.
 */
export interface ThrowawayPostgres {
  port: number;
  /** postgres://postgres@127.0.0.1:<port>/<database> (trust authentication, no password). */
  url(database?: string): string;
  /** `pg_ctl stop -m <mode>`: fast ends sessions with 57P01; immediate kills the server without a checkpoint. */
  stop(mode: 'fast' | 'immediate'): Promise<void>;
  /** `pg_ctl start -w`: resolves once the server accepts connections. */
  start(): Promise<void>;
  /** The postmaster's process id while it runs. */
  pid(): number | undefined;
  createDatabase(name: string): Promise<string>;
  cleanup(): void;
}

const debianBinDirs = [18, 17, 16, 15].map((v) => `/usr/lib/postgresql/${v}/bin`);

/** The folder holding initdb and pg_ctl, from PATH or Debian's versioned folders; undefined when absent. */
export function findPostgresBinaries(): string | undefined {
  const dirs = [...(process.env.PATH ?? '').split(path.delimiter), ...debianBinDirs];
  return dirs.find(
    (dir) => dir && existsSync(path.join(dir, 'initdb')) && existsSync(path.join(dir, 'pg_ctl')),
  );
}

// PostgreSQL refuses to run as root: as root, its commands run as the `postgres` user.
const asRoot = process.getuid?.() === 0;
const commandLine = (bin: string, args: string[]): [string, string[]] =>
  asRoot ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args];
const run = (bin: string, args: string[]) =>
  execFileSync(...commandLine(bin, args), { stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' });
// Asynchronous, so that a test's load keeps running while the server stops or starts.
const runAsync = async (bin: string, args: string[]) => {
  await promisify(execFile)(...commandLine(bin, args));
};

export function startThrowawayPostgres(port: number): ThrowawayPostgres {
  const bin = findPostgresBinaries();
  if (!bin) throw new Error('initdb and pg_ctl were not found (PATH, /usr/lib/postgresql/*/bin)');
  const folder = mkdtempSync(path.join(os.tmpdir(), 'lampstand-pg-'));
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }));
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }));
    chownSync(folder, uid, gid);
  }
  const dataDir = path.join(folder, 'data');
  const pgCtl = path.join(bin, 'pg_ctl');
  run(path.join(bin, 'initdb'), ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
  // Loopback only, its own socket folder; fsync off because the tests stop the server, never the machine.
  const options = `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=60`;
  const startArgs = [
    'start',
    '-D',
    dataDir,
    '-w',
    '-t',
    '30',
    '-l',
    path.join(folder, 'server.log'),
    '-o',
    options,
  ];
  const pid = () => {
    const file = path.join(dataDir, 'postmaster.pid');
    if (!existsSync(file)) return undefined;
    return Number(readFileSync(file, 'utf8').split('\n')[0]);
  };
  run(pgCtl, startArgs);
  const url = (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`;
  return {
    port,
    url,
    pid,
    start: () => runAsync(pgCtl, startArgs),
    stop: (mode) => runAsync(pgCtl, ['stop', '-D', dataDir, '-m', mode, '-w', '-t', '30']),
    async createDatabase(name) {
      const client = new pg.Client({ connectionString: url() });
      await client.connect();
      await client.query(`create database ${name}`);
      await client.end();
      return url(name);
    },
    cleanup() {
      if (pid() !== undefined) {
        try {
          run(pgCtl, ['stop', '-D', dataDir, '-m', 'immediate', '-w']);
        } catch {
          // Already stopped.
        }
      }
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
