import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '../..');
export const builtServer = path.join(root, 'dist/server/main.js');

function newestSource(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestSource(full) : statSync(full).mtimeMs);
  }
  return newest;
}

/** Benchmarks measure what `npm start` runs: the build, made first when it is missing or older than src/. */
export function ensureBuilt() {
  if (existsSync(builtServer) && newestSource(path.join(root, 'src')) <= statSync(builtServer).mtimeMs)
    return;
  console.log('Building first (npm run build)...');
  execSync('npm run build', { cwd: root, stdio: 'inherit' });
}
