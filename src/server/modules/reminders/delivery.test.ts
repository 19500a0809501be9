import { addDays } from '@shared/dates';
import type { PushPayload } from '@shared/reminders';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/support/app';
import { insertChurch } from '../../../../tests/support/church-admin-factories';
import { bearer, type TestUser } from '../../../../tests/support/factories';
import { handleJob, readerWithReminders, schedulerPass } from '../../../../tests/support/reminders';
import { type SmtpPeer, startSmtpPeer } from '../../../../tests/support/smtp-peer';
import { logPrayer, logReadings } from '../../../../tests/support/tracking-factories';
import { reminderSends, reminderSettings } from '../../db/schema';
import { createMailer, type Mailer } from '../../lib/mailer';
import type { DeliveryDeps, ReminderJob } from './deliver';

/*
 * Issue 14's checks of the e-mails, through a real SMTP peer: headers, both parts, the one-click
 * unsubscribe without a session, the nudge's rule, and a refusing SMTP server then its recovery. The
 * scheduler pass and the queue's handler are called directly (no timers, no queue): the jobs the pass
 * enqueues are collected in an array.
 */

let peer: SmtpPeer;
let t: TestApp;
let mailer: Mailer;
const pushes: Array<{ userId: number; payload: PushPayload }> = [];
let deps: DeliveryDeps;
const TODAY = '2026-06-10';

beforeAll(async () => {
  peer = await startSmtpPeer();
  mailer = createMailer({
    smtpUrl: peer.url,
    from: 'Lampstand <reminders@lampstand.test>',
    outboxDir: '',
    log: pino({ level: 'silent' }),
  });
  t = await createTestApp({}, undefined, { mailer });
  deps = {
    publicUrl: t.config.PUBLIC_URL as string,
    mailer,
    clock: t.clock,
    sendPush: async (_tx, userId, payload) => {
      pushes.push({ userId, payload });
    },
  };
});
afterAll(async () => {
  mailer.close();
  await t.close();
  await peer.close();
});

const pass = (at: string) => schedulerPass(t, at);
const handle = (job: ReminderJob) => handleJob(t, deps, job);
const mine = (jobs: ReminderJob[], u: TestUser) => jobs.filter((j) => j.userId === u.user.id);

function person(settings: object, name = 'Ruth Reader') {
  t.clock.set(`${addDays(TODAY, -1)}T20:00:00Z`);
  return readerWithReminders(t, settings, { name });
}
const mailsTo = (u: TestUser) => peer.received.filter((m) => m.to.includes(u.email));

describe('the daily reminder e-mail', () => {
  it('arrives at its minute with both parts, the unsubscribe headers and a stable Message-ID', async () => {
    const u = await person({ daily: { email: true, push: true, time: '07:00' } }, 'Ruth <Reader> & Co');
    expect(mine(await pass(`${TODAY}T06:59:59Z`), u)).toEqual([]);
    const jobs = mine(await pass(`${TODAY}T07:00:00Z`), u);
    expect(jobs).toEqual([
      { userId: u.user.id, kind: 'daily', channel: 'email', localDay: TODAY },
      { userId: u.user.id, kind: 'daily', channel: 'push', localDay: TODAY },
    ]);
    expect(await Promise.all(jobs.map(handle))).toEqual(['sent', 'sent']);
    expect(pushes.filter((p) => p.userId === u.user.id)).toEqual([
      {
        userId: u.user.id,
        payload: {
          title: 'Time for today’s reading',
          body: 'Open Lampstand to read and log today.',
          url: '/dashboard',
        },
      },
    ]);

    const mail = await peer.waitFor(u.email);
    expect(mail.subject).toBe('Time for today’s reading');
    expect(mail.headers.from).toBe('Lampstand <reminders@lampstand.test>');
    expect(mail.headers['message-id']).toBe(`<reminder.daily.${u.user.id}.${TODAY}@lampstand.test>`);
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    const oneClick =
      /^<(http:\/\/lampstand\.test\/api\/reminders\/unsubscribe\?token=[\w-]+&kind=daily)>$/.exec(
        mail.headers['list-unsubscribe'] ?? '',
      )?.[1];
    expect(oneClick).toBeDefined();
    expect(mail.text).toContain('Hello Ruth <Reader> & Co,');
    expect(mail.text).toContain('Open Lampstand: http://lampstand.test/dashboard');
    expect(mail.text).toMatch(
      /Stop daily reminder e-mails: http:\/\/lampstand\.test\/unsubscribe\?token=[\w-]+&kind=daily/,
    );
    expect(mail.html).toContain('Hello Ruth &#60;Reader&#62; &#38; Co,');
    expect(mail.html).toContain('<a href="http://lampstand.test/dashboard">Open Lampstand</a>');
    expect(mail.html).toMatch(
      /<a href="http:\/\/lampstand\.test\/unsubscribe\?token=[\w-]+&#38;kind=daily">/,
    );

    // The same job again (a retry after a crash, a doubled job): nothing more is sent.
    expect(await handle(jobs[0] as ReminderJob)).toBe('already-handled');
    expect(mailsTo(u)).toHaveLength(1);

    // The header's URL, posted as a mail client does (RFC 8058), without a session: e-mail off, push stays.
    const url = new URL(oneClick as string);
    const res = await t.app.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ kind: 'daily', channel: 'email' });
    const settings = (await t.app.inject({ url: '/api/me/reminders', headers: bearer(u.token) })).json();
    expect(settings.daily).toMatchObject({ email: false, push: true });
    // The next day only the push is due.
    expect(mine(await pass(`${addDays(TODAY, 1)}T07:00:00Z`), u).map((j) => j.channel)).toEqual(['push']);
  });

  it('accepts the one-click POST as multipart/form-data too', async () => {
    const u = await person({ weekly: { email: true } });
    const [row] = await t.database.db
      .select({ token: reminderSettings.unsubscribeToken })
      .from(reminderSettings)
      .where(eq(reminderSettings.userId, u.user.id));
    const token = row?.token as string;
    const boundary = 'xYzBoundary';
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/reminders/unsubscribe?token=${token}&kind=weekly`,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`,
    });
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe('when SMTP fails', () => {
  it('throws so the queue retries, records nothing, and after recovery sends once', async () => {
    const u = await person({ daily: { email: true, time: '07:30' } });
    const [job] = mine(await pass(`${TODAY}T07:30:00Z`), u);
    peer.refuse(true);
    try {
      await expect(handle(job as ReminderJob)).rejects.toThrow(/451|Try again later/);
    } finally {
      peer.refuse(false);
    }
    expect(
      await t.database.db.select().from(reminderSends).where(eq(reminderSends.userId, u.user.id)),
    ).toEqual([]);
    expect(await handle(job as ReminderJob)).toBe('sent');
    expect(await handle(job as ReminderJob)).toBe('already-handled');
    expect(mailsTo(u)).toHaveLength(1);
  });
});

describe('the "behind on your plan" nudge', () => {
  async function behindReader(name: string) {
    const u = await person({ behind: { email: true, push: true, time: '19:00' } }, name);
    t.clock.set(`${TODAY}T12:00:00Z`);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/plans/gospels-30/enroll',
      headers: bearer(u.token),
      payload: { startDate: addDays(TODAY, -3) },
    });
    expect(res.statusCode, res.body).toBe(201);
    return u;
  }

  it('goes to a person behind who has logged nothing that day, never to one who has', async () => {
    const idle = await behindReader('Idle Reader');
    const prayed = await behindReader('Praying Reader');
    const read = await behindReader('Reading Reader');
    await logPrayer(t, prayed, TODAY, 5);
    await logReadings(t, read, TODAY, [{ book: 'Psalms', chapter: 1 }]);
    const jobs = await pass(`${TODAY}T19:00:00Z`);
    const outcome = async (u: TestUser) => Promise.all(mine(jobs, u).map(handle));
    expect(await outcome(prayed)).toEqual(['not-needed', 'not-needed']);
    expect(await outcome(read)).toEqual(['not-needed', 'not-needed']);
    expect(await outcome(idle)).toEqual(['sent', 'sent']);
    expect(mailsTo(prayed)).toEqual([]);
    expect(mailsTo(read)).toEqual([]);
    expect(pushes.filter((p) => [prayed.user.id, read.user.id].includes(p.userId))).toEqual([]);
    const mail = await peer.waitFor(idle.email);
    expect(mail.subject).toBe('You are behind on your reading plan');
    expect(mail.text).toMatch(/: 3 days behind\./);
    expect(mail.text).toContain('http://lampstand.test/plans');
    expect(mail.headers['list-unsubscribe']).toMatch(/kind=behind>$/);
    expect(pushes.find((p) => p.userId === idle.user.id)?.payload).toMatchObject({ url: '/plans' });
  });

  it('is not needed for a person on track', async () => {
    const u = await person({ behind: { email: true, time: '19:00' } }, 'On Track');
    const jobs = mine(await pass(`${TODAY}T19:00:00Z`), u);
    expect(await Promise.all(jobs.map(handle))).toEqual(['not-needed']);
  });
});

describe('the weekly summary', () => {
  it('tells the week’s chapters and minutes, the streak, the plans in words and the church’s goal', async () => {
    t.clock.set(`${addDays(TODAY, -10)}T12:00:00Z`);
    const church = await insertChurch(t, 'Grace & Truth');
    const goal = await t.app.inject({
      method: 'PUT',
      url: '/api/church/goal',
      headers: bearer(church.admin.token),
      payload: {
        targetChapters: 1000,
        targetMinutes: null,
        startDate: addDays(TODAY, -10),
        endDate: addDays(TODAY, 50),
      },
    });
    expect(goal.statusCode, goal.body).toBe(200);
    const u = await person({ weekly: { email: true, day: 3, time: '18:00' } }, 'Week Reader');
    await t.app.inject({
      method: 'PATCH',
      url: '/api/profile',
      headers: bearer(u.token),
      payload: { name: 'Week Reader', email: u.email, churchId: church.churchId },
    });
    for (const back of [2, 1, 0]) {
      t.clock.set(`${addDays(TODAY, -back)}T12:00:00Z`);
      await logReadings(t, u, addDays(TODAY, -back), [
        { book: 'John', chapter: 1 + back * 2 },
        { book: 'John', chapter: 2 + back * 2 },
      ]);
    }
    await logPrayer(t, u, TODAY, 15);
    await logPrayer(t, u, addDays(TODAY, -9), 30); // outside the 7 days
    const enrolled = await t.app.inject({
      method: 'POST',
      url: '/api/plans/gospels-30/enroll',
      headers: bearer(u.token),
      payload: { startDate: TODAY },
    });
    expect(enrolled.statusCode).toBe(201);

    // June 10, 2026 is a Wednesday (day 3).
    const jobs = mine(await pass(`${TODAY}T18:00:00Z`), u);
    expect(jobs).toEqual([{ userId: u.user.id, kind: 'weekly', channel: 'email', localDay: TODAY }]);
    expect(await handle(jobs[0] as ReminderJob)).toBe('sent');
    const mail = await peer.waitFor(u.email);
    expect(mail.subject).toBe('Your week in Lampstand');
    expect(mail.text).toContain(`Your last 7 days (${addDays(TODAY, -6)} to ${TODAY}):`);
    expect(mail.text).toContain('6 chapters read');
    expect(mail.text).toContain('15 minutes of prayer');
    expect(mail.text).toContain('Current streak: 3 days');
    expect(mail.text).toMatch(/Your plans:\r?\n.+: On track/);
    expect(mail.text).toContain('Grace & Truth has read 6 of its goal of 1,000 chapters (0%).');
    expect(mail.html).toContain('Grace &#38; Truth has read 6 of its goal of 1,000 chapters (0%).');
    expect(mail.headers['list-unsubscribe']).toMatch(/kind=weekly>$/);
    expect(mine(await pass(`${addDays(TODAY, 7)}T17:59:00Z`), u)).toEqual([]);
    expect(mine(await pass(`${addDays(TODAY, 7)}T18:00:00Z`), u)).toHaveLength(1);
  });
});
