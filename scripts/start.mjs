// `npm start`: builds the app when the build is missing or older than the sources, then runs the server.
import { execSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { constants } from 'node:os';
import path from 'node:path';

// A reader of the output that has gone (EPIPE) must not end the launcher while the server still runs.
for (const stream of [process.stdout, process.stderr]) stream.on('error', () => {});

const root = path.resolve(import.meta.dirname, '..');
const stamp = path.join(root, 'dist/server/main.js');

function newestSource(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestSource(full) : statSync(full).mtimeMs);
  }
  return newest;
}

const stale = !existsSync(stamp) || newestSource(path.join(root, 'src')) > statSync(stamp).mtimeMs;
if (stale) {
  console.log('Building Lampstand (first start or sources changed)...');
  execSync('npm run build', { cwd: root, stdio: 'inherit' });
}
// The IPC channel ties the server to this process: if the launcher is killed outright, the channel closes
// and the server stops cleanly by itself (src/server/lib/lifecycle.ts).
const server = spawn(process.execPath, ['--enable-source-maps', stamp], {
  cwd: root,
  stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
});
const stop = (signal) => {
  if (server.exitCode === null && server.signalCode === null) server.kill(signal);
};
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stop(signal));

// npm 11 exits on SIGTERM without waiting for its script, which left this launcher and the server running
// as orphans. Under npm, a parent that is no longer the one that started us means npm is gone: stop too.
if (process.env.npm_lifecycle_event) {
  const parent = process.ppid;
  const watch = setInterval(() => {
    if (process.ppid === parent) return;
    clearInterval(watch);
    stop('SIGTERM');
  }, 500);
  watch.unref();
}
// The server's status, or 128 + the signal's number when a signal ended it (as a shell reports it).
server.on('exit', (code, signal) => process.exit(code ?? 128 + (constants.signals[signal] ?? 0)));
