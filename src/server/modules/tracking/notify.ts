import { streakTier, weeklyBadges } from '@shared/badges';
import { type NoticeText, noticeMessage } from '@shared/notice-text';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notifications, users } from '../../db/schema';
import { bare, bareList, of } from '../../db/sql-names';
import { param } from '../../db/statement';
import type { GoalMilestoneReached } from '../goal';
import type { TrackedChurch } from './context';
import { runLength, type StreakRule } from './streak';

type Kind = (typeof notifications.$inferInsert)['kind'];

export interface Notice {
  kind: Kind;
  /** Its catalogue text and values: written in the reader's language when read (decision 035). */
  text: NoticeText;
  /** Same key, same milestone: repeated or concurrent writes reaching it add nothing. */
  dedupeKey: string;
  /**
   * The entry stands for a level that rises (a weekly badge's count): a new level updates the entry
   * of the same key (text, time, unread again) instead of adding one (issue 9: "×4" then "×5").
   */
  updates?: boolean;
}

const n = notifications;
const noticeRows = (updates: boolean) => sql`
  select ${param('user', 'int')}, x.kind, x.message, x.text_key, x.text_params::jsonb, x.key,
         ${param('at', 'timestamptz')}
  from unnest(${param('noticeKinds', 'text[]')}, ${param('noticeMessages', 'text[]')},
              ${param('noticeTextKeys', 'text[]')}, ${param('noticeTextParams', 'text[]')},
              ${param('noticeKeys', 'text[]')}, ${param('noticeUpdates', 'boolean[]')})
    with ordinality as x(kind, message, text_key, text_params, key, updates, position)
  where ${updates ? sql`x.updates` : sql`not x.updates`}
  order by x.position`;
const noticeColumns = bareList([
  n.userId,
  n.kind,
  n.message,
  n.messageKey,
  n.messageParams,
  n.dedupeKey,
  n.createdAt,
]);

/**
 * Parts of the write's shared statement (./rollups.ts) that save the notices the write earned, in the
 * order given: a new one once per key (a repeated or concurrent write reaching it adds nothing); one that
 * `updates` replaces the entry of its key (message, time, unread again), unless that entry is newer (a
 * write that read an older state, and so a lower level, never takes it back). Their parameters come from
 * noticeParams. Written in that statement rather than on their own, the notices cost no round trip.
 */
export const noticesInsert = sql`
  notices_added as (
    insert into ${n} (${noticeColumns}) ${noticeRows(false)}
    on conflict (${bareList([n.userId, n.dedupeKey])}) do nothing
  ),
  notices_updated as (
    insert into ${n} as t (${noticeColumns}) ${noticeRows(true)}
    on conflict (${bareList([n.userId, n.dedupeKey])}) do update
      set ${bare(n.message)} = excluded.${bare(n.message)}, ${bare(n.messageKey)} = excluded.${bare(n.messageKey)},
          ${bare(n.messageParams)} = excluded.${bare(n.messageParams)},
          ${bare(n.createdAt)} = excluded.${bare(n.createdAt)}, ${bare(n.readAt)} = null
      where ${of('t', n.createdAt)} <= excluded.${bare(n.createdAt)}
  )`;

/** noticesInsert's parameters (besides the statement's `user` and `at`). */
export const noticeParams = (notices: readonly Notice[]) => ({
  noticeKinds: notices.map((x) => x.kind),
  // The English text too: the `message` of every row, old and new (English readers read it as it is).
  noticeMessages: notices.map((x) => noticeMessage(x.text, 'en')),
  noticeTextKeys: notices.map((x) => x.text.key),
  noticeTextParams: notices.map((x) => JSON.stringify(x.text.params)),
  noticeKeys: notices.map((x) => x.dedupeKey),
  noticeUpdates: notices.map((x) => x.updates === true),
});

/**
 * A weekly badge count went up with this write: one entry per badge, updated as the count
 * rises or is earned again (docs/decisions/016-first-run-feedback.md).
 */
export function badgeNotices(
  before: { chapters: number; minutes: number },
  after: { chapters: number; minutes: number },
): Notice[] {
  const was = weeklyBadges(before.chapters, before.minutes);
  const now = weeklyBadges(after.chapters, after.minutes);
  const notices: Notice[] = [];
  if (now.reading > was.reading)
    notices.push({
      kind: 'badge',
      text: {
        key: 'weeklyReading',
        params: { values: { times: now.reading }, counts: { chapters: after.chapters } },
      },
      dedupeKey: 'badge:reading',
      updates: true,
    });
  if (now.prayer > was.prayer)
    notices.push({
      kind: 'badge',
      text: {
        key: 'weeklyPrayer',
        params: { values: { times: now.prayer }, counts: { minutes: after.minutes } },
      },
      dedupeKey: 'badge:prayer',
      updates: true,
    });
  return notices;
}

/**
 * The streak reached a new tier from amber (3 days) up: `run` is the streak after the write, `added`
 * the days that had no entry before it.
 */
export function streakNotices(
  run: readonly string[],
  added: ReadonlySet<string>,
  today: string,
  rule?: StreakRule,
): Notice[] {
  // The streak before the write ends no earlier than the run's oldest day: taking days out of a run only
  // adds gaps, so the walk without them stops at the same place or sooner (with the rest day too).
  const before = runLength(
    run.filter((d) => !added.has(d)),
    today,
    rule,
  );
  const tier = streakTier(run.length);
  if (run.length < 3 || !tier || tier === streakTier(before)) return [];
  return [
    {
      kind: 'streak',
      text: { key: 'streak', params: { values: { days: run.length, tier } } },
      dedupeKey: `streak:${tier}:${run[run.length - 1]}`,
    },
  ];
}

/**
 * Announces to every member a church milestone (a multiple of CHURCH_MILESTONE_CHAPTERS of the period's
 * chapters) that this write was the first to record (see addToSharedRollups).
 */
export async function announceChurchMilestone(tx: Db, at: Date, church: TrackedChurch, reached: number) {
  const text: NoticeText = {
    key: 'churchMilestone',
    params: { values: { church: church.name }, counts: { chapters: reached } },
  };
  await tellMembers(
    tx,
    at,
    church.id,
    'church-milestone',
    text,
    `church:${church.id}:${church.periodStart}:${reached}`,
  );
}

/** Announces to every member a milestone of the church's goal that was just recorded as reached. */
export async function announceGoalMilestone(
  tx: Db,
  at: Date,
  church: TrackedChurch,
  reached: GoalMilestoneReached,
) {
  const text: NoticeText = {
    key: `${reached.percent >= 100 ? 'goalReached' : 'goalMilestone'}.${reached.metric}`,
    params: {
      values: { church: church.name, percent: reached.percent },
      counts: { target: reached.target },
    },
  };
  const key = `goal:${reached.goalId}:${reached.metric}:${reached.percent}`;
  await tellMembers(tx, at, church.id, 'goal-milestone', text, key);
}

/** One notification to every member of the church, once per key. */
async function tellMembers(tx: Db, at: Date, churchId: number, kind: Kind, text: NoticeText, key: string) {
  await tx.execute(sql`
    insert into ${notifications} (${noticeColumns})
    select ${users.id}, ${kind}, ${noticeMessage(text, 'en')}, ${text.key}, ${JSON.stringify(text.params)}::jsonb,
           ${key}, ${at.toISOString()}::timestamptz
    from ${users} where ${users.churchId} = ${churchId}
    on conflict (${bareList([n.userId, n.dedupeKey])}) do nothing`);
}
