import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { onTestFinished } from 'vitest';
import { migrationsFolder } from '../../src/server/lib/paths';

/**
 * A copy of the migrations folder whose journal ends at `tag`: a database migrated with it is one the
 * code of that time made, for a migration test to fill and then migrate the rest of the way. The copy is
 * removed when the calling test finishes.
 */
export function migrationsUpTo(tag: string): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'lampstand-migrations-'));
  onTestFinished(() => rmSync(folder, { recursive: true, force: true }));
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: Array<{ tag: string }> };
  const last = journal.entries.findIndex((e) => e.tag === tag);
  if (last < 0) throw new Error(`no migration ${tag}`);
  writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, last + 1) }));
  return folder;
}
