import { execFile } from 'node:child_process';
import { existsSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

/*
 * `npm run lint` runs dependency-cruiser with .dependency-cruiser.cjs (decision 018). These tests run the
 * same check on the tree, and on one probe file with a wrong import of each kind, written into the tree
 * for the check and removed after it: the check must fail naming the broken rule.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const run = promisify(execFile);

async function cruise(target: string) {
  try {
    const bin = path.join(ROOT, 'node_modules/.bin/depcruise');
    await run(bin, [target, '--config', '.dependency-cruiser.cjs'], { cwd: ROOT });
    return { ok: true, output: '' };
  } catch (err) {
    const { stdout = '', stderr = '' } = err as { stdout?: string; stderr?: string };
    return { ok: false, output: `${stdout}${stderr}` };
  }
}

/** Writes a probe at `from` importing `to` (a file from the root, or a package), cruises it, removes it. */
async function probe(from: string, to: string) {
  const file = path.join(ROOT, from);
  if (existsSync(file)) throw new Error(`${from} exists`);
  let specifier = to;
  if (to.startsWith('src/')) {
    specifier = path.relative(path.dirname(file), path.join(ROOT, to)).replace(/\.tsx?$/, '');
    if (!specifier.startsWith('.')) specifier = `./${specifier}`;
  }
  writeFileSync(file, `import '${specifier}';\n`);
  try {
    return await cruise(from);
  } finally {
    rmSync(file, { force: true });
  }
}

describe('import boundaries', () => {
  it('hold on the tree as it is', async () => {
    expect(await cruise('src')).toEqual({ ok: true, output: '' });
  }, 60_000);

  it.each([
    ['shared-imports-neither-side', 'src/shared/boundary-probe.ts', 'src/server/lib/clock.ts'],
    ['client-never-imports-server', 'src/client/lib/boundary-probe.ts', 'src/server/lib/clock.ts'],
    ['server-never-imports-client', 'src/server/lib/boundary-probe.ts', 'src/client/lib/cn.ts'],
    [
      'features-do-not-import-each-other',
      'src/client/features/readings/boundary-probe.ts',
      'src/client/features/prayers/use-log-prayer.ts',
    ],
    [
      'client-foundations-know-no-domain',
      'src/client/components/ui/boundary-probe.ts',
      'src/client/app/App.tsx',
    ],
    [
      'features-do-not-import-app',
      'src/client/features/readings/boundary-probe.ts',
      'src/client/app/App.tsx',
    ],
    [
      'modules-import-only-foundations',
      'src/server/modules/readings/boundary-probe.ts',
      'src/server/modules/prayers/prayers.service.ts',
    ],
    [
      'foundations-import-no-module',
      'src/server/lib/boundary-probe.ts',
      'src/server/modules/users/accounts.ts',
    ],
    ['client-dates-in-one-module', 'src/client/features/readings/boundary-probe.ts', 'date-fns'],
  ])(
    'fail on a wrong import (%s)',
    async (rule, from, to) => {
      if (to.startsWith('src/')) expect(existsSync(path.join(ROOT, to)), `${to} exists`).toBe(true);
      const result = await probe(from, to);
      expect(result.ok).toBe(false);
      expect(result.output).toContain(rule);
    },
    60_000,
  );
});
