// Bundles the server's own TypeScript into dist/server (packages stay in node_modules: PGlite loads its
// WebAssembly from there), then writes the migrated empty database that a first start unpacks.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
await build({
  entryPoints: {
    main: path.join(root, 'src/server/main.ts'),
    'make-template': path.join(root, 'src/server/db/make-template.ts'),
  },
  outdir: path.join(root, 'dist/server'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
execFileSync(process.execPath, [path.join(root, 'dist/server/make-template.js')], { stdio: 'inherit' });
