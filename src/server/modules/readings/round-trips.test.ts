import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/support/app';
import { testEngine } from '../../../../tests/support/db';
import { bearer, registerChurch, registerUser, type TestUser } from '../../../../tests/support/factories';
import { todayFor } from '../../../../tests/support/tracking-factories';

/*
 * What one POST /api/readings/batch sends to PostgreSQL, statement by statement: each is a round trip,
 * and round trips are most of a write's cost (docs/performance.md, the write ratio). A guard against a
 * change that adds one unnoticed. The node-postgres client's query() is wrapped to record them.
 */
describe.skipIf(testEngine !== 'postgres')('round trips of a reading write on PostgreSQL', () => {
  let t: TestApp;
  let user: TestUser;
  const sent: string[] = [];
  const query = pg.Client.prototype.query;
  beforeAll(async () => {
    t = await createTestApp();
    const { church } = await registerChurch(t);
    user = await registerUser(t, { churchId: church.id });
    pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
      const [config] = args as [string | { name?: string; text: string }];
      const text = typeof config === 'string' ? config : (config.name ?? config.text);
      sent.push(text.trim().split(/\s+/).slice(0, 2).join(' '));
      return (query as (...a: unknown[]) => unknown).apply(this, args);
    } as typeof query;
  });
  afterAll(async () => {
    pg.Client.prototype.query = query;
    await t.close();
  });

  const write = async (chapters: Array<{ book: string; chapter: number }>) => {
    sent.length = 0;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/readings/batch',
      headers: bearer(user.token),
      payload: { readDate: todayFor(t, user), chapters },
    });
    expect(res.statusCode).toBe(201);
    return [...sent];
  };

  it('is six: the session, BEGIN, the tracker read, the readings, the shared rows, COMMIT', async () => {
    // The day's first write also walks the streak; the next ones earn weekly badges (a notice each).
    await write([{ book: 'Genesis', chapter: 1 }]);
    for (const chapter of [2, 9, 16]) {
      const chapters = Array.from({ length: 7 }, (_, i) => ({ book: 'Genesis', chapter: chapter + i }));
      expect(await write(chapters)).toEqual([
        'session_lookup',
        'begin',
        'tracker_write',
        'readings_log',
        'rollups_add_shared',
        'commit',
      ]);
    }
  });
});
