import type { ReminderKind } from '@shared/reminders';
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Db } from '../../db/client';
import { reminderSchedule, reminderSettings, users } from '../../db/schema';
import { bare, of } from '../../db/sql-names';
import { param, preparedStatement } from '../../db/statement';
import { transaction } from '../../db/transaction';
import type { Clock } from '../../lib/clock';
import { startPeriodicPass } from '../../lib/periodic-pass';
import type { ReminderJob } from './deliver';
import { channelsOn, settingsOf, timingOf } from './kinds';
import { nextDue } from './schedule';

/** Adds jobs to the reminder queue inside the caller's transaction (the job queue's enqueue). */
export type EnqueueReminders = (tx: Db, jobs: ReminderJob[]) => Promise<void>;

const BATCH = 500;

/** A batch's rows moved to their next due instants: one statement for the whole batch. */
const advanceRows = preparedStatement(
  'reminder_schedule_advance',
  sql`update ${reminderSchedule} s set ${bare(reminderSchedule.dueAt)} = n.due_at, ${bare(reminderSchedule.localDay)} = n.local_day
      from unnest(${param('users', 'int[]')}, ${param('kinds', 'text[]')}, ${param('dues', 'timestamptz[]')}, ${param('days', 'date[]')})
        as n(user_id, kind, due_at, local_day)
      where ${of('s', reminderSchedule.userId)} = n.user_id and ${of('s', reminderSchedule.kind)} = n.kind`,
);
const TICK_MS = 30_000;

/**
 * One scheduler pass: in one transaction per batch, takes the schedule rows due by `now` (the index on
 * due_at; rows another process holds are skipped, so several processes never enqueue a row twice),
 * enqueues one job per channel that is on, and moves each row to its next due instant computed from the
 * due instant itself, so a late pass neither skips nor repeats a day (a row days overdue comes back in
 * the next batch for its next day). With nothing due it is one indexed query. Returns the jobs enqueued.
 */
export async function enqueueDue(db: Db, enqueue: EnqueueReminders, now: Date): Promise<number> {
  let total = 0;
  for (;;) {
    const jobs = await transaction(db, async (tx) => {
      // The schedule alone first, so an idle pass is this one query on the due_at index.
      const due = await tx
        .select({
          userId: reminderSchedule.userId,
          kind: reminderSchedule.kind,
          dueAt: reminderSchedule.dueAt,
          localDay: reminderSchedule.localDay,
        })
        .from(reminderSchedule)
        .where(lte(reminderSchedule.dueAt, now))
        .orderBy(asc(reminderSchedule.dueAt))
        .limit(BATCH)
        .for('update', { skipLocked: true });
      if (due.length === 0) return null;
      const people = new Map(
        (
          await tx
            .select({ userId: users.id, timeZone: users.timeZone, settings: reminderSettings })
            .from(users)
            .leftJoin(reminderSettings, eq(reminderSettings.userId, users.id))
            .where(inArray(users.id, [...new Set(due.map((row) => row.userId))]))
        ).map((p) => [p.userId, p]),
      );
      const batch: ReminderJob[] = [];
      const moved = {
        users: [] as number[],
        kinds: [] as string[],
        dues: [] as string[],
        days: [] as string[],
      };
      for (const row of due) {
        const kind = row.kind as ReminderKind;
        const person = people.get(row.userId);
        const settings = settingsOf(person?.settings ?? undefined);
        for (const channel of channelsOn(settings, kind)) {
          batch.push({ userId: row.userId, kind, channel, localDay: row.localDay });
        }
        const next = channelsOn(settings, kind).length
          ? nextDue(timingOf(settings, kind), person?.timeZone ?? 'UTC', row.dueAt)
          : null;
        if (next) {
          moved.users.push(row.userId);
          moved.kinds.push(kind);
          moved.dues.push(next.dueAt.toISOString());
          moved.days.push(next.localDay);
        } else {
          // Rare: settings that leave the kind nothing to do, written by hand.
          await tx
            .delete(reminderSchedule)
            .where(and(eq(reminderSchedule.userId, row.userId), eq(reminderSchedule.kind, row.kind)));
        }
      }
      if (moved.users.length > 0) await advanceRows(tx, moved);
      if (batch.length > 0) await enqueue(tx, batch);
      return batch.length;
    });
    if (jobs === null) return total;
    total += jobs;
  }
}

/**
 * Runs a pass every `intervalMs` (REMINDER_PASS_SECONDS, 30 s by default) in this process, started after
 * the server listens. Several processes may each
 * run it: they share the rows through SKIP LOCKED, and the send record stops a doubled job. A failed
 * pass is logged and the next one tries again; the rows stay due, so nothing is lost. Returns a stop
 * function that waits for a pass under way.
 */
export function startReminderScheduler(opts: {
  database: Database;
  clock: Clock;
  log: FastifyBaseLogger;
  enqueue: EnqueueReminders;
  intervalMs?: number;
}): () => Promise<void> {
  return startPeriodicPass({
    pass: () => enqueueDue(opts.database.db, opts.enqueue, opts.clock.now()),
    intervalMs: opts.intervalMs ?? TICK_MS,
    log: opts.log,
    what: 'reminders',
  });
}
