import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../../..');
/** The built server; `npm run build` writes it last (scripts/build-server.mjs). */
export const builtServer = path.join(root, 'dist/server/main.js');

function newestSource(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestSource(full) : statSync(full).mtimeMs);
  }
  return newest;
}

/** Whether the build is at least as new as every file in src/ (`npm test` builds before the tests). */
export function buildIsFresh(): boolean {
  return existsSync(builtServer) && newestSource(path.join(root, 'src')) <= statSync(builtServer).mtimeMs;
}

/**
 * The launcher runs the build; it builds first when the build is older than src/ (scripts/start.mjs).
 * Built here beforehand so that a test measures stopping, not building.
 */
export function ensureBuild(): void {
  if (!buildIsFresh()) execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'ignore' });
}
