import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root } from './build';

export interface Started {
  child: ChildProcess;
  url: string;
  /** Milliseconds from spawning the process to the first 200 on the ready path. */
  readyMs: number;
  stop(): Promise<void>;
}

/** Spawns `node <args>` and times it until `readyPath` answers 200; stop() ends it with SIGTERM. */
export async function startNode(
  args: string[],
  port: number,
  env: Record<string, string> = {},
  readyPath = '/api/health',
  /** Receives the process's standard output (its log) when given; otherwise it is dropped. */
  onStdout?: (text: string) => void,
): Promise<Started> {
  const url = `http://127.0.0.1:${port}`;
  const spawnedAt = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', onStdout ? 'pipe' : 'ignore', 'inherit'],
  });
  if (onStdout) child.stdout?.setEncoding('utf8').on('data', onStdout);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let ended = false;
  void exited.then(() => {
    ended = true;
  });
  for (;;) {
    if (ended) throw new Error(`node ${args.join(' ')} exited before answering ${readyPath}`);
    try {
      if ((await fetch(url + readyPath)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (performance.now() - spawnedAt > 30_000) {
      child.kill('SIGKILL');
      throw new Error(`node ${args.join(' ')} did not answer ${readyPath} within 30 s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  const readyMs = performance.now() - spawnedAt;
  return {
    child,
    url,
    readyMs,
    async stop() {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** Resident memory of a process, from /proc (Linux). */
export function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = /^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1];
  if (!kb) throw new Error(`no VmRSS for process ${pid}`);
  return Number(kb) / 1024;
}

/** A new, empty data folder, and its removal. */
export function freshDataDir(label: string) {
  const dir = mkdtempSync(path.join(os.tmpdir(), `lampstand-bench-${label}-`));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
