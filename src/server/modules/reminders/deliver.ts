import { dayIn } from '@shared/dates';
import { type PushPayload, REMINDER_CHANNELS, REMINDER_KINDS } from '@shared/reminders';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { reminderSends, reminderSettings, users } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import type { Mailer } from '../../lib/mailer';
import { loggedOn, plansOn, weekSummary } from './facts';
import { channelsOn, type SettingsRow, settingsOf } from './kinds';
import { behindContent, dailyContent, type ReminderContent, reminderMail, weeklyContent } from './mail';

/** One reminder to one person on one channel for one local day: the queue's job data. */
const reminderJob = z.object({
  userId: z.number().int(),
  kind: z.enum(REMINDER_KINDS),
  channel: z.enum(REMINDER_CHANNELS),
  localDay: z.iso.date(),
});
export type ReminderJob = z.infer<typeof reminderJob>;

/** Pushes a payload to every device of the person (the web-push code; removes subscriptions gone). */
export type SendPush = (tx: Db, userId: number, payload: PushPayload) => Promise<void>;

export interface DeliveryDeps {
  publicUrl: string;
  mailer: Mailer;
  clock: Clock;
  sendPush: SendPush;
}

/** What became of a job; the same outcome again and again for a retried or doubled job after 'sent'. */
export type ReminderOutcome = 'sent' | 'already-handled' | 'not-needed' | 'no-person';

interface Person {
  id: number;
  name: string;
  email: string;
  timeZone: string;
  restDay: boolean;
  churchId: number | null;
  settings: SettingsRow;
}

/**
 * The queue's handler, in the job's one transaction (which also completes the job). The send record
 * goes in first: a second attempt for the same person, kind, channel and day finds it and does nothing.
 * The record marks the day as handled whether or not a message was needed (decision 030), so a nudge
 * skipped because the person had logged is not reconsidered later that day. A thrown error (SMTP, the
 * push service) rolls the record back with everything else, and the queue retries.
 */
export async function handleReminder(tx: Db, data: unknown, deps: DeliveryDeps): Promise<ReminderOutcome> {
  const job = reminderJob.parse(data);
  const person = await personOf(tx, job.userId);
  if (!person) return 'no-person';
  const [record] = await tx
    .insert(reminderSends)
    .values({ ...job, sentAt: deps.clock.now() })
    .onConflictDoNothing()
    .returning({ day: reminderSends.localDay });
  if (!record) return 'already-handled';
  const content = await contentFor(tx, person, job, deps.clock.now());
  if (!content) return 'not-needed';
  if (job.channel === 'email') {
    await deps.mailer.send(
      reminderMail(
        deps.publicUrl,
        job.kind,
        {
          ...person,
          userId: person.id,
          unsubscribeToken: person.settings.unsubscribeToken,
          localDay: job.localDay,
        },
        content,
      ),
    );
  } else if (content.push) {
    await deps.sendPush(tx, person.id, content.push);
  } else {
    return 'not-needed'; // a kind without pushes (the weekly summary): no such job is enqueued
  }
  return 'sent';
}

/** The person and their settings; the row is key-share locked so it cannot go while the record is written. */
async function personOf(tx: Db, userId: number): Promise<Person | undefined> {
  const [row] = await tx
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      timeZone: users.timeZone,
      restDay: users.restDay,
      churchId: users.churchId,
      settings: reminderSettings,
    })
    .from(users)
    .innerJoin(reminderSettings, eq(reminderSettings.userId, users.id))
    .where(eq(users.id, userId))
    .for('key share', { of: users });
  return row;
}

/**
 * What to send, or null when nothing is needed: the channel was turned off since the job was enqueued,
 * the person's local day is already over (a reminder for yesterday helps nobody), or, for the nudge, the
 * person is not behind on any running plan or has logged a reading or a prayer that day.
 */
async function contentFor(
  tx: Db,
  person: Person,
  job: ReminderJob,
  now: Date,
): Promise<ReminderContent | null> {
  if (!channelsOn(settingsOf(person.settings), job.kind).includes(job.channel)) return null;
  if (dayIn(person.timeZone, now) > job.localDay) return null;
  if (job.kind === 'daily') return dailyContent();
  if (job.kind === 'weekly') return weeklyContent(await weekSummary(tx, person, job.localDay));
  if (await loggedOn(tx, person.id, job.localDay)) return null;
  const behind = (await plansOn(tx, person.id, job.localDay)).filter((p) => !p.paused && p.behindDays > 0);
  return behind.length > 0 ? behindContent(behind) : null;
}
