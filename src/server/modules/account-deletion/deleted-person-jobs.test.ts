import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/support/app';
import { bearer, registerUser, type TestUser } from '../../../../tests/support/factories';
import { rows } from '../../../../tests/support/job-queue';
import { handleJob, readerWithReminders } from '../../../../tests/support/reminders';
import { todayFor } from '../../../../tests/support/tracking-factories';
import { transaction } from '../../db/transaction';
import { enqueue } from '../../lib/job-queue';
import { loadPgBoss, pgBossDb } from '../../lib/job-queue-db';
import type { DeliveryDeps, ReminderJob } from '../reminders/deliver';
import { removeDeletedAccount } from './removal.service';

/*
 * The jobs that name a person (reminders' data: {"userId": id}) once they delete their account: one
 * already queued sends nothing, and the removal deletes every one of them, queued, kept or archived by
 * pg-boss, and nobody else's (decision 033; lib/job-queue-tables.ts, for what pg-boss's API lacks).
 */
let t: TestApp;
let deps: DeliveryDeps;
beforeAll(async () => {
  t = await createTestApp({ ACCOUNT_REMOVAL_DAYS: 0 });
  deps = {
    publicUrl: t.config.PUBLIC_URL as string,
    mailer: t.mailer,
    clock: t.clock,
    sendPush: async () => {},
  };
});
afterAll(() => t.close());

const reminderFor = (u: TestUser): ReminderJob => ({
  userId: u.user.id,
  kind: 'daily',
  channel: 'email',
  localDay: todayFor(t, u),
});
const deleteAccount = async (u: TestUser) => {
  const res = await t.app.inject({
    method: 'DELETE',
    url: '/api/me',
    headers: bearer(u.token),
    payload: { password: u.password },
  });
  expect(res.statusCode, res.body).toBe(200);
  await t.app.background.settled();
};
const queue = (job: ReminderJob, startAfter?: Date) =>
  transaction(t.database.db, (tx) => enqueue(tx, 'reminder', [{ data: job, startAfter }]));
/** Where the person's id is still in a job's data: "job" or "archive", one per job. */
const jobsNaming = async (u: TestUser) =>
  (
    await rows<{ table: string }>(
      t.database.db,
      `select 'job' as table from pgboss.job where data->>'userId' = $1
       union all select 'archive' from pgboss.archive where data->>'userId' = $1`,
      [String(u.user.id)],
    )
  ).map((row) => row.table);

describe('the jobs naming a deleted person', () => {
  it('send nothing once the account is deleted', async () => {
    const u = await readerWithReminders(t, { daily: { email: true } });
    await deleteAccount(u);
    const mailed = t.mailer.sent.length;
    expect(await handleJob(t, deps, reminderFor(u))).toBe('no-person');
    expect(t.mailer.sent.length).toBe(mailed);
  });

  it('are deleted by the removal, queued, completed or archived; other people’s stay', async () => {
    const u = await readerWithReminders(t, { daily: { email: true } });
    const neighbour = await registerUser(t);
    const later = new Date(Date.now() + 3_600_000);
    // One of the person's reminders handled and archived by pg-boss's own maintenance.
    const PgBoss = await loadPgBoss();
    const boss = new PgBoss({
      db: pgBossDb(t.database.db.$client),
      migrate: false,
      supervise: false,
      schedule: false,
      archiveCompletedAfterSeconds: 1,
    });
    await queue(reminderFor(u));
    const [done] = await boss.fetch('reminder');
    await boss.complete('reminder', done?.id as string, {});
    await sleep(1_100);
    await boss.maintain();
    // One completed and kept, one queued for later, and the neighbour's.
    await queue({ ...reminderFor(u), channel: 'push' });
    const [kept] = await boss.fetch('reminder');
    await boss.complete('reminder', kept?.id as string, {});
    await queue(reminderFor(u), later);
    await queue(reminderFor(neighbour), later);
    expect((await jobsNaming(u)).sort()).toEqual(['archive', 'job', 'job']);

    await deleteAccount(u);
    const [deletion] = await rows<{ id: number }>(
      t.database.db,
      'select id from account_deletions where user_id = $1',
      [u.user.id],
    );
    const removed = await transaction(t.database.db, (tx) =>
      removeDeletedAccount(tx, { deletionId: deletion?.id as number }),
    );
    expect(removed).toBe('removed');
    expect(await jobsNaming(u)).toEqual([]);
    expect(await jobsNaming(neighbour)).toEqual(['job']);
  });
});
