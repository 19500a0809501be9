import { dayIn } from '@shared/dates';
import { type PersonLanguage, tIn } from '@shared/i18n';
import { type PushPayload, REMINDER_CHANNELS, REMINDER_KINDS } from '@shared/reminders';
import { type Column, getTableColumns, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { reminderSends, reminderSettings, users } from '../../db/schema';
import { bareList } from '../../db/sql-names';
import { param, preparedStatement } from '../../db/statement';
import type { Clock } from '../../lib/clock';
import { languageOf } from '../../lib/language';
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
  language: string;
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
  const [row] = await claim(tx, { ...job, sentAt: deps.clock.now().toISOString() });
  if (!row) return 'no-person';
  if (!row.claimed) return 'already-handled';
  const person: Person = { ...row, settings: row };
  const language = languageOf(person.language);
  const content = await contentFor(tx, person, job, deps.clock.now(), language);
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
          language,
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

const personColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  timeZone: users.timeZone,
  restDay: users.restDay,
  churchId: users.churchId,
  language: users.language,
};
const columnsAs = (columns: Record<string, Column>) =>
  sql.join(
    Object.entries(columns).map(([key, column]) => sql`${column} as ${sql.identifier(key)}`),
    sql`, `,
  );

/**
 * The person with their settings, and the send record inserted (`claimed`) unless it exists: one named
 * statement a job on the worker's hot path. The person's row is key-share locked so it cannot go while
 * the record is written. No row: the person is gone (or has no settings).
 */
const claim = preparedStatement<
  Omit<Person, 'settings'> & SettingsRow & { claimed: boolean },
  { userId: number; kind: string; channel: string; localDay: string; sentAt: string }
>(
  'reminder_claim',
  sql`with person as (
        select ${columnsAs(personColumns)}, ${columnsAs(getTableColumns(reminderSettings))}
        from ${users} join ${reminderSettings} on ${reminderSettings.userId} = ${users.id}
        where ${users.id} = ${param('userId', 'int')}
        for key share of ${users}
      ), claimed as (
        insert into ${reminderSends} (${bareList([reminderSends.userId, reminderSends.kind, reminderSends.channel, reminderSends.localDay, reminderSends.sentAt])})
        select id, ${param('kind', 'text')}, ${param('channel', 'text')}, ${param('localDay', 'date')}, ${param('sentAt', 'timestamptz')}
        from person
        on conflict do nothing
        returning 1
      )
      select person.*, exists (select 1 from claimed) as claimed from person`,
);

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
  language: PersonLanguage,
): Promise<ReminderContent | null> {
  const t = tIn(language);
  if (!channelsOn(settingsOf(person.settings), job.kind).includes(job.channel)) return null;
  if (dayIn(person.timeZone, now) > job.localDay) return null;
  if (job.kind === 'daily') return dailyContent(t);
  if (job.kind === 'weekly') return weeklyContent(await weekSummary(tx, person, job.localDay), language);
  if (await loggedOn(tx, person.id, job.localDay)) return null;
  const behind = (await plansOn(tx, person.id, job.localDay)).filter((p) => !p.paused && p.behindDays > 0);
  return behind.length > 0 ? behindContent(behind, t) : null;
}
