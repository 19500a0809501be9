import { and, eq } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/support/app';
import {
  insertChurch,
  insertUser,
  type Session,
  sessionOf,
} from '../../../../tests/support/church-admin-factories';
import { testEngine } from '../../../../tests/support/db';
import { bearer } from '../../../../tests/support/factories';
import { churchGoalMilestones, churchGoalTotals, notifications } from '../../db/schema';

/*
 * Two members whose writes cross a goal milestone together (decision 023). Only PostgreSQL runs
 * transactions at the same time (PGlite runs one at a time), so this runs under TEST_DATABASE_URL.
 * To make the race certain rather than likely, a third connection holds the goal's total rows locked
 * while both writes start their shared statement: each then reads the goal's figures without the other's.
 */
describe.skipIf(testEngine !== 'postgres')('goal milestones under concurrent writes', () => {
  let t: TestApp;
  let churchId: number;
  let adminId: number;
  let writers: Session[];

  beforeAll(async () => {
    t = await createTestApp();
    t.clock.set('2026-03-01T18:00:00Z');
    ({ churchId, adminId } = await insertChurch(t));
    // Consecutive ids: two different shards, so the writers never wait on each other's rows.
    writers = [
      await sessionOf(t, await insertUser(t, churchId, { name: 'Anna' })),
      await sessionOf(t, await insertUser(t, churchId, { name: 'Ben' })),
    ];
  });
  afterAll(() => t.close());

  const read = (s: Session, chapters: number) =>
    t.app.inject({
      method: 'POST',
      url: '/api/readings/batch',
      headers: bearer(s.token),
      payload: {
        readDate: '2026-03-01',
        chapters: Array.from({ length: chapters }, (_, i) => ({ book: 'Psalms', chapter: i + 1 })),
      },
    });

  /** Sessions of this test's database waiting for a lock. */
  const waiting = async (client: pg.PoolClient) => {
    // Inside a transaction the statistics views keep their first reading unless told to read again.
    await client.query('select pg_stat_clear_snapshot()');
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from pg_stat_activity
       where datname = current_database() and wait_event_type = 'Lock'`,
    );
    return rows[0]?.n ?? 0;
  };

  it('tells the milestone two writes reach together, once', async () => {
    const admin = await sessionOf(t, adminId, churchId);
    const set = await t.app.inject({
      method: 'PUT',
      url: '/api/church/goal',
      headers: bearer(admin.token),
      payload: { targetChapters: 10, targetMinutes: null, startDate: '2026-03-01', endDate: '2026-12-31' },
    });
    expect(set.statusCode, set.body).toBe(200);
    const goalId: number = set.json().id;
    // Every shard's row exists, so a writer's upsert waits on the lock below instead of inserting.
    await t.database.db
      .insert(churchGoalTotals)
      .values(Array.from({ length: 8 }, (_, shard) => ({ goalId, shard, chapters: 0, minutes: 0 })));

    const blocker = await (t.database.db.$client as pg.Pool).connect();
    try {
      await blocker.query('begin');
      await blocker.query('select 1 from church_goal_totals where goal_id = $1 for update', [goalId]);
      const answers = Promise.all(writers.map((s) => read(s, 5)));
      for (let i = 0; (await waiting(blocker)) < writers.length; i++) {
        if (i > 500) throw new Error('the writes never waited on the goal rows');
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      await blocker.query('commit');
      for (const res of await answers) expect(res.statusCode, res.body).toBe(201);
    } finally {
      blocker.release();
    }

    // Whoever commits first may also tell 50% (its own commit made it so): each milestone once, and
    // 100% certainly, which before was told only by a later write, or never.
    const recorded = await t.database.db
      .select({ percent: churchGoalMilestones.percent })
      .from(churchGoalMilestones)
      .where(eq(churchGoalMilestones.goalId, goalId));
    expect(recorded.map((m) => m.percent)).toContain(100);
    for (const s of [...writers.map((w) => w.userId), adminId]) {
      const told = await t.database.db
        .select({ message: notifications.message })
        .from(notifications)
        .where(and(eq(notifications.userId, s), eq(notifications.kind, 'goal-milestone')));
      expect(told.filter((n) => n.message === 'Grace Chapel reached its goal of 10 chapters!')).toHaveLength(
        1,
      );
      expect(told).toHaveLength(recorded.length);
    }
  });
});
