import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import { type DatabaseOptions, openDatabase } from '../../../src/server/db/client';
import { users } from '../../../src/server/db/schema';

/** Registers one new person; resolves to the e-mail address once the server acknowledged it (201). */
export async function registerUser(baseUrl: string, tag: string): Promise<string> {
  const email = `${tag}-${randomBytes(4).toString('hex')}@example.test`;
  const res = await fetch(`${baseUrl}/api/users`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Folder Tester', email, password: 'folder-test-password' }),
  });
  await res.arrayBuffer();
  if (res.status !== 201) throw new Error(`registration answered ${res.status}`);
  return email;
}

/** Which of these e-mail addresses the database holds, read directly (not through the server). */
export async function storedEmails(options: DatabaseOptions, emails: string[]): Promise<Set<string>> {
  const database = await openDatabase(options);
  try {
    const rows = await database.db
      .select({ email: users.email })
      .from(users)
      .where(inArray(users.email, emails));
    return new Set(rows.map((r) => r.email));
  } finally {
    await database.close();
  }
}

/** The acknowledged addresses missing from the embedded database of `dataDir`. */
export async function missingEmails(dataDir: string, emails: string[]): Promise<string[]> {
  const stored = await storedEmails({ kind: 'pglite', dataDir }, emails);
  return emails.filter((email) => !stored.has(email));
}

/** Every file and folder under `dir` with its size and SHA-256: equal snapshots mean nothing was touched. */
export function snapshot(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  if (!existsSync(dir)) return out;
  for (const name of readdirSync(dir, { recursive: true, encoding: 'utf8' }).sort()) {
    const full = path.join(dir, name);
    const stat = statSync(full);
    out[name] = stat.isDirectory()
      ? 'dir'
      : `${stat.size} ${createHash('sha256').update(readFileSync(full)).digest('hex')}`;
  }
  return out;
}
