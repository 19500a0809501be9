import { execSync } from 'node:child_process';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '../..');
export const builtServer = path.join(root, 'dist/server/main.js');

/** Benchmarks measure what `npm start` runs, built from the sources as they are now (a few seconds). */
export function build() {
  console.log('Building (npm run build)...');
  execSync('npm run build', { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
}
