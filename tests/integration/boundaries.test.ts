import { execFile } from 'node:child_process';
import { existsSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';

/*
 * `npm run lint` runs dependency-cruiser with .dependency-cruiser.cjs (decision 018). These tests run the
 * same check on the tree, and on probe files with a wrong import of each kind, written into the tree for
 * the check and removed after it: the check must fail naming the broken rule for each probe. They also
 * check what the cruiser's rules cannot say: that the server modules, taken as wholes, import each other
 * one way (no module cycle, even when no single file reaches itself again).
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const run = promisify(execFile);

interface Cruise {
  summary: { violations: Array<{ from: string; to: string; rule: { name: string } }> };
  modules: Array<{ source: string; dependencies: Array<{ resolved: string }> }>;
}

async function cruise(targets: string | string[]): Promise<Cruise> {
  const bin = path.join(ROOT, 'node_modules/.bin/depcruise');
  const args = [...[targets].flat(), '--config', '.dependency-cruiser.cjs', '--output-type', 'json'];
  try {
    const { stdout } = await run(bin, args, { cwd: ROOT, maxBuffer: 256 * 1024 * 1024 });
    return JSON.parse(stdout);
  } catch (err) {
    // A violation exits non-zero with the same JSON on stdout.
    const { stdout } = err as { stdout?: string };
    if (!stdout) throw err;
    return JSON.parse(stdout);
  }
}

const violations = (result: Cruise) =>
  result.summary.violations.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`);

const MODULE = /^src\/server\/modules\/([^/]+)\//;
const TEST = /(^tests\/|\.test\.tsx?$)/;

/** Each cycle of server modules (its modules in import order, the first again at the end), tests left out. */
function moduleCycles(result: Cruise): string[] {
  const imports = new Map<string, Set<string>>();
  for (const file of result.modules) {
    const from = MODULE.exec(file.source)?.[1];
    if (!from || TEST.test(file.source)) continue;
    for (const dependency of file.dependencies) {
      const to = MODULE.exec(dependency.resolved)?.[1];
      if (to && to !== from) imports.set(from, (imports.get(from) ?? new Set()).add(to));
    }
  }
  const cycles = new Set<string>();
  const walk = (trail: string[]) => {
    for (const next of imports.get(trail.at(-1) as string) ?? []) {
      const back = trail.indexOf(next);
      if (back === -1) walk([...trail, next]);
      // Written from its smallest module, so each cycle is listed once.
      else if (trail[back] === [...trail.slice(back)].sort()[0])
        cycles.add([...trail.slice(back), next].join(' → '));
    }
  };
  for (const start of imports.keys()) walk([start]);
  return [...cycles];
}

/**
 * Writes a probe at each `from` importing its `to` (a file from the root, another probe, or a package),
 * cruises them, removes them.
 */
async function probes(list: Array<[from: string, to: string]>) {
  const files = list.map(([from]) => path.join(ROOT, from));
  for (const [i, file] of files.entries()) {
    if (existsSync(file)) throw new Error(`${file} exists`);
    let specifier = list[i]?.[1] as string;
    if (specifier.startsWith('src/')) {
      specifier = path.relative(path.dirname(file), path.join(ROOT, specifier)).replace(/\.tsx?$/, '');
      if (!specifier.startsWith('.')) specifier = `./${specifier}`;
    }
    writeFileSync(file, `import '${specifier}';\n`);
  }
  try {
    return await cruise(list.map(([from]) => from));
  } finally {
    for (const file of files) rmSync(file, { force: true });
  }
}

const isProbe = (file: string) => file.includes('/boundary-probe-');

/** Each rule, the probe file that breaks it and what the probe imports. */
const WRONG: Array<[rule: string, from: string, to: string]> = [
  ['shared-imports-neither-side', 'src/shared/boundary-probe-1.ts', 'src/server/lib/clock.ts'],
  ['client-never-imports-server', 'src/client/lib/boundary-probe-2.ts', 'src/server/lib/clock.ts'],
  ['server-never-imports-client', 'src/server/lib/boundary-probe-3.ts', 'src/client/lib/cn.ts'],
  [
    'features-do-not-import-each-other',
    'src/client/features/readings/boundary-probe-4.ts',
    'src/client/features/prayers/use-log-prayer.ts',
  ],
  [
    'client-foundations-know-no-domain',
    'src/client/components/ui/boundary-probe-5.ts',
    'src/client/app/App.tsx',
  ],
  [
    'features-do-not-import-app',
    'src/client/features/readings/boundary-probe-6.ts',
    'src/client/app/App.tsx',
  ],
  [
    'modules-import-other-modules-through-index',
    'src/server/modules/readings/boundary-probe-7.ts',
    'src/server/modules/prayers/prayers.service.ts',
  ],
  [
    'foundations-import-no-module',
    'src/server/lib/boundary-probe-8.ts',
    'src/server/modules/users/accounts.ts',
  ],
  ['client-dates-in-one-module', 'src/client/features/readings/boundary-probe-9.ts', 'date-fns'],
  // Two files of one module importing each other (probe 11 below closes the cycle).
  [
    'no-circular',
    'src/server/modules/tracking/boundary-probe-10.ts',
    'src/server/modules/tracking/boundary-probe-11.ts',
  ],
];

/** More probes: the other half of a cycle, and imports the rules allow. */
const MORE: Array<[from: string, to: string]> = [
  ['src/server/modules/tracking/boundary-probe-11.ts', 'src/server/modules/tracking/boundary-probe-10.ts'],
  // A cycle of modules that no file closes: tracking → users in one file, users → tracking in another.
  ['src/server/modules/tracking/boundary-probe-12.ts', 'src/server/modules/users/accounts.ts'],
  ['src/server/modules/users/boundary-probe-13.ts', 'src/server/modules/tracking/context.ts'],
  // Allowed: another module through its index.ts.
  ['src/server/modules/readings/boundary-probe-14.ts', 'src/server/modules/progress/index.ts'],
];

describe('import boundaries', () => {
  it('hold on the tree as it is, and the server modules import each other one way', async () => {
    const tree = await cruise('src');
    expect(violations(tree)).toEqual([]);
    expect(moduleCycles(tree)).toEqual([]);
  }, 60_000);

  describe('probes: each wrong import fails, a right one passes', () => {
    // Every probe is written at once and cruised in one run (one run per probe took 4 s each).
    let result: Cruise;
    beforeAll(async () => {
      result = await probes([...WRONG.map(([, from, to]): [string, string] => [from, to]), ...MORE]);
    }, 60_000);

    it.each(WRONG)('%s', (rule, from, to) => {
      if (to.startsWith('src/') && !isProbe(to))
        expect(existsSync(path.join(ROOT, to)), `${to} exists`).toBe(true);
      expect(violations(result).filter((v) => v.startsWith(`${rule}: ${from} →`))).not.toEqual([]);
    });

    it("but pass through another module's index.ts", () => {
      expect(existsSync(path.join(ROOT, 'src/server/modules/progress/index.ts'))).toBe(true);
      expect(violations(result).filter((v) => v.includes('/boundary-probe-14.ts'))).toEqual([]);
    });

    it('a cycle of server modules', () => {
      expect(moduleCycles(result)).toContain('tracking → users → tracking');
    });
  });
});
