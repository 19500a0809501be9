import { type ChildProcess, spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../../..');

/**
 * `npm start` or `node scripts/start.mjs` as a process manager or a log pipeline runs it: in a process group
 * of its own (the group's id is the child's pid), with stdout and stderr piped to this process.
 */
export function startLauncher(how: 'npm' | 'node', port: number, env: Record<string, string>) {
  const [command, args] =
    how === 'npm' ? ['npm', ['start']] : [process.execPath, [path.join(root, 'scripts/start.mjs')]];
  const child: ChildProcess = spawn(command, args, {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: '',
      ...env,
    },
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const pgid = child.pid as number;
  return { child, pgid, baseUrl: `http://127.0.0.1:${port}`, output: () => output };
}

/** The processes of a group that are still alive (not zombies), from /proc: pid and command line. */
export function livingInGroup(pgid: number): string[] {
  const living: string[] = [];
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      // pid (comm) state ppid pgrp ...: comm may hold spaces, so fields are read after its ")".
      const [state, , pgrp] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(pgrp) !== pgid || state === 'Z') continue;
      living.push(`${pid} ${readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ').trim()}`);
    } catch {
      // The process ended while it was being read.
    }
  }
  return living;
}

/** Waits until no process of the group lives, up to `timeoutMs`; returns those still alive then. */
export async function groupGone(pgid: number, timeoutMs: number): Promise<string[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const living = livingInGroup(pgid);
    if (living.length === 0 || Date.now() > deadline) return living;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Ends whatever of the group is left, so that a failing test leaves no process behind. */
export function killGroup(pgid: number): void {
  try {
    process.kill(-pgid, 'SIGKILL');
  } catch {
    // Nothing left.
  }
}

/** The pid of the group's server process (dist/server/main.js), once it runs. */
export function serverPid(pgid: number): number | undefined {
  const line = livingInGroup(pgid).find((l) => l.includes('dist/server/main.js'));
  return line ? Number(line.split(' ')[0]) : undefined;
}
