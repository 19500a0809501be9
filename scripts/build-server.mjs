// Bundles the server's own TypeScript into dist/server (packages stay in node_modules: PGlite loads its
// WebAssembly from there), then writes the migrated empty database that a first start unpacks. Split at
// dynamic imports, so that main.js starts with Node's own modules only and loads the server's packages
// when it imports serve (a bundle in one file imports every package before its first line runs). The
// card-drawing threads load card-worker.js by path (src/server/lib/card-pool.ts): an entry of its own.
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
rmSync(path.join(root, 'dist/server'), { recursive: true, force: true }); // no chunks of an older build
await build({
  entryPoints: {
    main: path.join(root, 'src/server/main.ts'),
    'make-template': path.join(root, 'src/server/db/make-template.ts'),
    'card-worker': path.join(root, 'src/server/lib/card-worker.ts'),
  },
  outdir: path.join(root, 'dist/server'),
  bundle: true,
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
execFileSync(process.execPath, [path.join(root, 'dist/server/make-template.js')], { stdio: 'inherit' });
