import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { root } from './lib/build';
import type { Figure } from './lib/report';

/*
 * Script budgets of the built client (engineering.md): the JavaScript a first visit to /home must load
 * before the page works, and the chunk each lazily loaded part adds. Sizes are Brotli at quality 11, as
 * the server sends them (scripts/compress-client.mjs).
 */

const INITIAL_BUDGET_KB = 120;
const CHUNK_BUDGET_KB = 40;
/**
 * Chunks that hold a library, not a route: the analytics chart is Recharts (~83 kB brotli at its smallest
 * import), which engineering.md accepts as lazy and admin-only. It loads only when a church administrator
 * opens the Analytics tab, so the route budget does not apply; its size is still reported.
 */
const LIBRARY_CHUNKS = new Set(['WeeklyChart']);

/** `import … from"./x.js"`, `import"./x.js"`, `export … from"./x.js"`: loaded with the module itself. */
const STATIC_IMPORT = /(?:\bfrom|\bimport)\s*["'`](\.\/[^"'`]+\.js)["'`]/g;
/** `import("./x.js")` (Vite writes template literals): loaded later, on demand. */
const DYNAMIC_IMPORT = /\bimport\(\s*["'`](\.\/[^"'`]+\.js)["'`]\s*\)/g;

export interface BundleReport {
  initial: { files: string[]; brotliKb: number };
  css: { files: string[]; brotliKb: number };
  lazy: { name: string; file: string; brotliKb: number; withDepsKb: number }[];
}

function measureBundle(dist = path.join(root, 'dist/client')): BundleReport {
  const assets = path.join(dist, 'assets');
  const sizes = new Map<string, number>();
  const brotliKb = (file: string) => {
    let size = sizes.get(file);
    if (size === undefined) {
      const content = readFileSync(path.join(assets, file));
      size = brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
      sizes.set(file, size);
    }
    return size / 1024;
  };
  const imports = (file: string, pattern: RegExp) =>
    [...readFileSync(path.join(assets, file), 'utf8').matchAll(pattern)].map((m) =>
      path.basename(m[1] ?? ''),
    );
  /** A module and everything it imports statically: what loading it downloads. */
  const closure = (entries: string[]) => {
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      for (const next of imports(file, STATIC_IMPORT)) visit(next);
    };
    for (const entry of entries) visit(entry);
    return seen;
  };
  const sum = (files: Iterable<string>) => [...files].reduce((total, file) => total + brotliKb(file), 0);

  // The entry script and the modules index.html preloads, then whatever they import statically.
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const linked = (pattern: RegExp) => [...html.matchAll(pattern)].map((m) => path.basename(m[1] ?? ''));
  const entries = [
    ...linked(/<script[^>]+type="module"[^>]+src="([^"]+\.js)"/g),
    ...linked(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g),
  ];
  const initial = closure(entries);
  const cssFiles = linked(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+\.css)"/g);

  // Every chunk loaded on demand from anywhere in the app, with what it brings that is not loaded yet.
  const lazyFiles = new Set<string>();
  const scanned = new Set<string>();
  const queue = [...initial];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (scanned.has(file)) continue;
    scanned.add(file);
    for (const target of imports(file, DYNAMIC_IMPORT)) {
      if (initial.has(target)) continue;
      lazyFiles.add(target);
      queue.push(...closure([target]));
    }
  }
  const lazy = [...lazyFiles]
    .map((file) => ({
      name: file.replace(/-[\w-]{8}\.js$/, ''),
      file,
      brotliKb: brotliKb(file),
      withDepsKb: sum([...closure([file])].filter((f) => !initial.has(f))),
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
  return {
    initial: { files: [...initial], brotliKb: sum(initial) },
    css: { files: cssFiles, brotliKb: cssFiles.reduce((t, f) => t + brotliKb(f), 0) },
    lazy,
  };
}

export function bundleFigures(report = measureBundle()): Figure[] {
  return [
    {
      name: '/home initial JavaScript (brotli)',
      value: report.initial.brotliKb,
      unit: 'kB',
      digits: 1,
      budget: { atMost: INITIAL_BUDGET_KB },
      note: `${report.initial.files.length} files: ${report.initial.files.join(', ')}; plus ${report.css.brotliKb.toFixed(1)} kB of CSS`,
    },
    ...report.lazy.map((chunk) => ({
      name: `lazy chunk ${chunk.name} (brotli)`,
      value: chunk.brotliKb,
      unit: 'kB',
      digits: 1,
      ...(LIBRARY_CHUNKS.has(chunk.name) ? {} : { budget: { atMost: CHUNK_BUDGET_KB } }),
      note: `${chunk.withDepsKb.toFixed(1)} kB with the shared chunks it loads that /home has not${
        LIBRARY_CHUNKS.has(chunk.name) ? '; chart library, Analytics tab only: no route budget' : ''
      }`,
    })),
  ];
}
