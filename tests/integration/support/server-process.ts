import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { buildIsFresh, builtServer } from './build';

const root = path.resolve(import.meta.dirname, '../../..');

export interface ServerProcess {
  child: ChildProcess;
  baseUrl: string;
  /** Resolves when the process has ended, with its exit code or the signal that ended it. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** What the process wrote to stderr so far (for failure messages). */
  stderr(): string;
  /** What the process wrote to stdout so far (the JSON log lines). */
  stdout(): string;
}

/**
 * How the server is started: built, as `npm start` runs it, when the build is as new as src/ (`npm test`
 * builds first); from source through tsx otherwise (a test run alone after an edit), which takes about
 * twice as long to start. Asked once per test process.
 */
let serverCommand: string[] | undefined;
const nodeServer = () => {
  serverCommand ??= buildIsFresh() ? [builtServer] : ['--import', 'tsx', 'src/server/main.ts'];
  return serverCommand;
};

/** Runs the real server (built, or from source: nodeServer) as a child process. */
export function startServer(
  port: number,
  env: Record<string, string>,
  /**
   * withoutRootOverride: run as root but without the capabilities that let root write any folder
   * (util-linux's setpriv), so file permissions bind it as they bind any user; for tests of a folder the
   * server may not write. Running as another user instead fails when the checkout is not readable by
   * that user (a clone in a private temporary folder).
   */
  options: { withoutRootOverride?: boolean } = {},
): ServerProcess {
  const node = [process.execPath, ...nodeServer()];
  const [command, ...args] = options.withoutRootOverride
    ? ['setpriv', '--bounding-set=-dac_override,-dac_read_search', '--', ...node]
    : node;
  const child = spawn(command as string, args, {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      // The child must not inherit a database meant for the test runner itself.
      DATABASE_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  let stdout = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  child.stdout?.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.on('exit', (code, signal) => resolve({ code, signal }));
  });
  return { child, baseUrl: `http://127.0.0.1:${port}`, exited, stderr: () => stderr, stdout: () => stdout };
}

/**
 * Waits for the first successful /api/health; fails if the process ends first or the time runs out. A
 * start after kill -9 (PGlite's recovery, then migrations) has passed 30 s on a two-core machine under a
 * load of 20, hence 60 s.
 */
export async function waitUntilReady(server: ServerProcess, timeoutMs = 60_000): Promise<void> {
  let ended = false;
  void server.exited.then(() => {
    ended = true;
  });
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (ended) throw new Error(`the server exited before it was ready:\n${server.stderr()}`);
    try {
      const res = await fetch(`${server.baseUrl}/api/health`);
      if (res.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  server.child.kill('SIGKILL');
  throw new Error(`the server was not ready within ${timeoutMs} ms:\n${server.stderr()}`);
}

/** SIGTERM and the exit code (or signal) it produced; SIGKILL after `timeoutMs` so that no process is left. */
export async function stopServer(server: ServerProcess, timeoutMs = 15_000) {
  server.child.kill('SIGTERM');
  const timer = setTimeout(() => server.child.kill('SIGKILL'), timeoutMs);
  const result = await server.exited;
  clearTimeout(timer);
  return result;
}

/**
 * For a start that should be refused: the exit code and stderr, or `started: true` when the server answered
 * its health check instead (it is then stopped, so that no process is left).
 */
export async function refusedStart(server: ServerProcess, timeoutMs = 30_000) {
  try {
    await waitUntilReady(server, timeoutMs);
  } catch {
    const { code } = await server.exited;
    return { started: false, code, stderr: server.stderr() };
  }
  await stopServer(server);
  return { started: true, code: null, stderr: server.stderr() };
}
