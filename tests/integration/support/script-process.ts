import { spawn } from 'node:child_process';
import path from 'node:path';
import { eventually } from '../../support/job-queue';

const root = path.resolve(import.meta.dirname, '../../..');

/**
 * A support script run as a child process (`node --import tsx <script>`, from the project's root) with
 * `env` over this process's environment, for the tests that kill one: its stdout is kept, so a test can
 * wait for the line the script prints when it is under way.
 */
export function startScript(script: string, env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  let ended = false;
  /** The signal that ended the process, or its exit code. */
  const exited = new Promise<NodeJS.Signals | number | null>((resolve) => {
    child.on('exit', (code, signal) => {
      ended = true;
      resolve(signal ?? code);
    });
  });
  /** Waits until what the process printed satisfies `ready`; fails (with its stderr) if it ends first. */
  const until = (ready: (stdout: string) => boolean, what: string) =>
    eventually(
      async () => {
        if (ended) throw new Error(`${script} ended:\n${stderr}`);
        return ready(stdout);
      },
      what,
      30_000,
    );
  return { child, exited, until };
}
