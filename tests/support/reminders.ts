import { expect } from 'vitest';
import { transaction } from '../../src/server/db/transaction';
import {
  type DeliveryDeps,
  handleReminder,
  type ReminderJob,
} from '../../src/server/modules/reminders/deliver';
import { enqueueDue } from '../../src/server/modules/reminders/scheduler';
import type { TestApp } from './app';
import { bearer, registerUser } from './factories';

/** A registered person (in `timeZone`, UTC by default) with these reminder settings stored through the API. */
export async function readerWithReminders(
  t: TestApp,
  settings: object,
  options: { name?: string; timeZone?: string } = {},
) {
  const u = await registerUser(t, { name: options.name ?? 'Ruth Reader' });
  if (options.timeZone) {
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/profile',
      headers: bearer(u.token),
      payload: { name: u.user.name, email: u.email, timeZone: options.timeZone },
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  const res = await t.app.inject({
    method: 'PUT',
    url: '/api/me/reminders',
    headers: bearer(u.token),
    payload: settings,
  });
  expect(res.statusCode, res.body).toBe(200);
  return u;
}

/** One scheduler pass with the clock at `at`: the jobs it enqueued, collected instead of queued. */
export async function schedulerPass(t: TestApp, at: Date | string): Promise<ReminderJob[]> {
  t.clock.set(at);
  const jobs: ReminderJob[] = [];
  await enqueueDue(t.database.db, async (_tx, batch) => void jobs.push(...batch), t.clock.now());
  return jobs;
}

/** The queue's handler on one job, in its own transaction as the queue runs it. */
export const handleJob = (t: TestApp, deps: DeliveryDeps, job: ReminderJob) =>
  transaction(t.database.db, (tx) => handleReminder(tx, job, deps));
