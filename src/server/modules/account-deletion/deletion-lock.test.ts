import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/support/app';
import { testEngine } from '../../../../tests/support/db';
import { bearer, meStatus, PASSWORD, registerUser } from '../../../../tests/support/factories';
import { sessions } from '../../db/schema';

/*
 * Issue 35, the other half of deletion-race.test.ts: a sign-in that writes its session while the deletion's
 * transaction is still open (it has ended the sessions, not yet committed). Only PostgreSQL runs the two
 * at once (PGlite runs one transaction at a time). The deletion is held inside its transaction, just after
 * ending the sessions, until the sign-in either finished or waits for a lock; then it commits.
 */
const pause: { inDeletion?: () => Promise<void> } = {};

vi.mock('../../lib/sessions', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../lib/sessions')>();
  return {
    ...real,
    endUserSessions: async (...args: Parameters<typeof real.endUserSessions>) => {
      await real.endUserSessions(...args);
      const held = pause.inDeletion;
      pause.inDeletion = undefined;
      await held?.();
    },
  };
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Whether a statement of this database waits for a row lock (the sign-in, behind the deletion). */
async function someoneWaitsForALock() {
  const [row] = await t.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(sql`pg_stat_activity`)
    .where(sql`datname = current_database() and wait_event_type = 'Lock'`);
  return (row?.n ?? 0) > 0;
}

describe.skipIf(testEngine !== 'postgres')('a sign-in during the deletion’s transaction', () => {
  it('waits for it, then opens no session', async () => {
    const u = await registerUser(t);
    let inTransaction!: () => void;
    const reached = new Promise<void>((resolve) => {
      inTransaction = resolve;
    });
    let release!: () => void;
    pause.inDeletion = () => {
      inTransaction();
      return new Promise<void>((resolve) => {
        release = resolve;
      });
    };
    const deletion = t.app.inject({
      method: 'DELETE',
      url: '/api/me',
      headers: bearer(u.token),
      payload: { password: PASSWORD },
    });
    await reached;

    let signedIn = false;
    const signIn = t.app
      .inject({ method: 'POST', url: '/api/login', payload: { email: u.email, password: PASSWORD } })
      .finally(() => {
        signedIn = true;
      });
    while (!signedIn && !(await someoneWaitsForALock())) await new Promise((r) => setTimeout(r, 10));
    release();

    expect((await deletion).statusCode).toBe(200);
    const res = await signIn;
    expect(res.statusCode, res.body).toBe(401);
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, u.user.id))).toEqual([]);
    const token = res.json<{ token?: string }>().token;
    if (token) expect(await meStatus(t, token)).toBe(401);
  });
});
