import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import net from 'node:net';

/** CI installs redis-server (.ci/run); on a machine without it the Redis tests are skipped. */
export const hasRedisServer = spawnSync('redis-server', ['--version']).status === 0;

export interface RedisServer {
  port: number;
  url: string;
  child: ChildProcess;
  /** SIGKILL to this instance only (by its pid), as a crash or an operator's kill would. */
  kill(): Promise<void>;
  /** Runs redis-cli against this instance and returns its output. */
  cli(...args: string[]): string;
}

const answers = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

/**
 * A throwaway redis-server on `port` (loopback, no persistence): never the machine's shared one.
 * Waits until it accepts connections.
 */
export async function startRedisServer(port: number): Promise<RedisServer> {
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 10_000;
  while (!(await answers(port))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`redis-server did not start on port ${port}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return {
    port,
    url: `redis://127.0.0.1:${port}`,
    child,
    async kill() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
    cli(...args) {
      const result = spawnSync('redis-cli', ['-p', String(port), ...args], { encoding: 'utf8' });
      return result.stdout;
    },
  };
}
