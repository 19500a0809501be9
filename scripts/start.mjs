// `npm start`: builds the app when the build is missing or older than the sources, then runs the server.
import { execSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

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
const server = spawn(process.execPath, ['--enable-source-maps', stamp], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
