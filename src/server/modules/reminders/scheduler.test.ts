import { addDays } from '@shared/dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, memoryMailer, type TestApp } from '../../../../tests/support/app';
import type { TestUser } from '../../../../tests/support/factories';
import { handleJob, readerWithReminders, schedulerPass } from '../../../../tests/support/reminders';
import type { DeliveryDeps, ReminderJob } from './deliver';

/*
 * The scheduler and the handler driven by the movable clock across the 2026 spring changes of New York
 * (March 8) and Berlin (March 29): each person's 07:00 reminder is enqueued at 07:00 local (not a minute
 * before), once a day, and sent once. Passes run at hh:59 and hh:00 of every hour from 04:00 to
 * 13:00 UTC for 27 days, which brackets each zone's 07:00 whatever its offset.
 */

let t: TestApp;
const mailer = memoryMailer();
let deps: DeliveryDeps;
beforeAll(async () => {
  t = await createTestApp();
  deps = { publicUrl: 'http://lampstand.test', mailer, clock: t.clock, sendPush: async () => {} };
});
afterAll(() => t.close());

const readerIn = (timeZone: string, settings: object) =>
  readerWithReminders(t, settings, { name: `Reader in ${timeZone}`, timeZone });
const pass = (at: Date) => schedulerPass(t, at);
const handle = (job: ReminderJob) => handleJob(t, deps, job);

describe('reminders across daylight-saving changes', () => {
  it('are enqueued at 07:00 local in New York and Berlin, once a day, and sent once', async () => {
    t.clock.set('2026-03-05T00:00:00Z');
    const ny = await readerIn('America/New_York', { daily: { email: true, time: '07:00' } });
    const berlin = await readerIn('Europe/Berlin', { daily: { email: true, time: '07:00' } });
    const seen = new Map<number, Array<{ at: string; day: string }>>();
    const start = Date.parse('2026-03-05T00:00:00Z');
    for (let hour = 0; hour < 27 * 24; hour++) {
      // Only the hours around both zones' 07:00 (04:00 to 13:00 UTC), to keep the test short.
      if (hour % 24 < 4 || hour % 24 > 13) continue;
      for (const at of [start + hour * 3_600_000 - 60_000, start + hour * 3_600_000]) {
        for (const job of await pass(new Date(at))) {
          const list = seen.get(job.userId) ?? [];
          list.push({ at: new Date(at).toISOString().slice(0, 16), day: job.localDay });
          seen.set(job.userId, list);
          expect(await handle(job)).toBe('sent');
          expect(await handle(job)).toBe('already-handled');
        }
      }
    }
    const expected = (u: TestUser, utcHour: (day: string) => string) => {
      const days = Array.from({ length: 27 }, (_, i) => addDays('2026-03-05', i));
      expect(seen.get(u.user.id)).toEqual(days.map((day) => ({ at: `${day}T${utcHour(day)}:00`, day })));
    };
    // 07:00 EST is 12:00 UTC; from March 8, 07:00 EDT is 11:00 UTC.
    expected(ny, (day) => (day < '2026-03-08' ? '12' : '11'));
    // 07:00 CET is 06:00 UTC; from March 29, 07:00 CEST is 05:00 UTC.
    expected(berlin, (day) => (day < '2026-03-29' ? '06' : '05'));
    const sentTo = (u: TestUser) => mailer.sent.filter((m) => m.to === u.email);
    expect(sentTo(ny)).toHaveLength(27);
    expect(new Set(sentTo(berlin).map((m) => m.messageId)).size).toBe(27);
  }, 120_000);
});

describe('the scheduler pass', () => {
  it('catches up a late pass day by day, neither skipping nor repeating one', async () => {
    t.clock.set('2026-07-01T00:00:00Z');
    const u = await readerIn('UTC', {
      daily: { push: true, time: '07:00' },
      behind: { email: true, time: '19:00' },
    });
    const jobs = (await pass(new Date('2026-07-04T08:00:00Z'))).filter((j) => j.userId === u.user.id);
    expect(jobs.map((j) => `${j.kind} ${j.localDay}`)).toEqual([
      'daily 2026-07-01',
      'behind 2026-07-01',
      'daily 2026-07-02',
      'behind 2026-07-02',
      'daily 2026-07-03',
      'behind 2026-07-03',
      'daily 2026-07-04',
    ]);
    expect(await pass(new Date('2026-07-04T08:00:00Z'))).toEqual([]);
    // A day already over when its job is handled is not sent: a reminder for yesterday helps nobody.
    expect(await handle(jobs[0] as ReminderJob)).toBe('not-needed');
    expect(await handle(jobs[6] as ReminderJob)).toBe('sent');
  });

  it('enqueues each due row once when two passes run at the same moment', async () => {
    t.clock.set('2026-08-01T00:00:00Z');
    const people = await Promise.all(
      Array.from({ length: 6 }, () => readerIn('UTC', { daily: { email: true, time: '09:00' } })),
    );
    const at = new Date('2026-08-01T09:00:00Z');
    const both = (await Promise.all([pass(at), pass(at)])).flat();
    const ids = both.map((j) => j.userId).filter((id) => people.some((p) => p.user.id === id));
    expect(ids.sort()).toEqual(people.map((p) => p.user.id).sort());
  });

  it('is one query when nothing is due', async () => {
    expect(await pass(new Date('2026-08-01T09:00:30Z'))).toEqual([]);
  });
});
