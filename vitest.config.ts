import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

const root = import.meta.dirname;
const alias = { '@shared': path.join(root, 'src/shared') };
const serverFolders = ['src/server', 'src/shared', 'tests/integration'];
const serverTests = serverFolders.map((folder) => `${folder}/**/*.test.ts`);
// A file that replaces a module with vi.mock needs a module graph of its own: in a shared one the real
// module may already be loaded by an earlier file, or the mock may leak into a later one.
const mocking = serverFolders.flatMap((folder) =>
  readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
    .map((file) => `${folder}/${file}`)
    .filter(
      (file) => file.endsWith('.test.ts') && readFileSync(path.join(root, file), 'utf8').includes('vi.mock('),
    ),
);

export default defineConfig({
  resolve: { alias },
  test: {
    globalSetup: ['tests/support/global-setup.ts'],
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        // The server's tests share one module graph per worker (none changes a module's state for the
        // next file: each opens its own database and app): loading the server once per worker instead
        // of once per file is most of their set-up time.
        extends: true,
        resolve: { alias },
        test: { name: 'server', include: serverTests, exclude: mocking, isolate: false },
      },
      {
        extends: true,
        resolve: { alias },
        test: { name: 'server-mocked', include: mocking },
      },
      {
        // React components keep state in modules (the query client, i18n, toasts): each file is isolated.
        extends: true,
        resolve: { alias },
        test: { name: 'client', include: ['src/client/**/*.test.{ts,tsx}'] },
      },
    ],
  },
});
