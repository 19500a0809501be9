import { bookByNumber } from '@shared/bible';
import { LEADERBOARD_SIZE } from '@shared/leaderboard';
import { TOP_CHAPTERS } from '@shared/stats';
import type pg from 'pg';
import type { Signed } from './sessions';

/** The days the figures are computed over (every bench user lives in UTC). */
export interface Calendar {
  /** Today in UTC, every bench user's zone. */
  today: string;
  weekStart: string;
  /** The busy church's current period: its members' totals count from there too. */
  periodStart: string;
  /** January 1 of the current UTC year (global totals). */
  yearStart: string;
  /** The year the annual reports are asked for. */
  reportYear: number;
}

type Row = Record<string, unknown>;
type Naive = (client: pg.Client, member: Signed, cal: Calendar) => Promise<unknown>;

/**
 * A dashboard statistic: its route, and the same figures computed the naive way, by summing the raw rows
 * (what the rollups spare the server). `figures` picks from the route's answer what the naive query
 * computes, so the run can check that both agree.
 */
export interface StatEndpoint {
  path: (member: Signed, cal: Calendar) => string;
  label: string;
  naive: Naive;
  figures: (body: Row) => unknown;
}

const one = async (client: pg.Client, sql: string, params: unknown[]) =>
  (await client.query<Row>(sql, params)).rows[0] as Row;

/** Chapters and prayer minutes of the entries matching a condition on each table, from the dates given. */
const sums = (where: string, ...dates: Array<[string, number]>) =>
  dates
    .flatMap(([name, param]) => [
      `(select count(*) from readings where ${where} and read_date >= $${param})::int as "${name}Chapters"`,
      `(select coalesce(sum(minutes), 0) from prayers where ${where} and prayer_date >= $${param})::int as "${name}Minutes"`,
    ])
    .join(',\n');

const between = (where: string) => `select
  (select count(*) from readings where ${where} read_date between $1 and $2)::int as "chaptersRead",
  (select coalesce(sum(minutes), 0) from prayers where ${where} prayer_date between $1 and $2)::int as "prayerMinutes"`;

const periodFigures = (row: Row) => ({
  chaptersRead: row.periodChapters,
  prayerMinutes: row.periodMinutes,
  weeklyChaptersRead: row.weekChapters,
  weeklyPrayerMinutes: row.weekMinutes,
});

const topMembers = (client: pg.Client, member: Signed, cal: Calendar, table: string, value: string) =>
  client
    .query<{ value: number }>(
      `select sum(${value})::int as value from users u join ${table} e on e.user_id = u.id
       where u.church_id = $1 and e.${table === 'readings' ? 'read_date' : 'prayer_date'} >= $2
       group by u.id order by value desc, u.id limit ${LEADERBOARD_SIZE}`,
      [member.churchId, cal.weekStart],
    )
    .then((r) => r.rows.map((row) => row.value));

const pick = (body: Row, ...keys: string[]) => Object.fromEntries(keys.map((k) => [k, body[k]]));
const annual = (body: Row) => pick(body, 'chaptersRead', 'prayerMinutes');
const reportDays = (cal: Calendar) => [`${cal.reportYear}-01-01`, `${cal.reportYear}-12-31`];

export const STAT_ENDPOINTS: StatEndpoint[] = [
  {
    label: 'GET /api/stats/user',
    path: () => '/api/stats/user',
    naive: async (client, m, cal) =>
      periodFigures(
        await one(client, `select ${sums('user_id = $1', ['period', 2], ['week', 3])}`, [
          m.userId,
          cal.periodStart,
          cal.weekStart,
        ]),
      ),
    figures: (body) =>
      pick(body, 'chaptersRead', 'prayerMinutes', 'weeklyChaptersRead', 'weeklyPrayerMinutes'),
  },
  {
    label: 'GET /api/stats/church/:id',
    path: (m) => `/api/stats/church/${m.churchId}`,
    naive: async (client, m, cal) => {
      const params = [m.churchId, cal.periodStart, cal.weekStart];
      const row = await one(client, `select ${sums('church_id = $1', ['period', 2], ['week', 3])}`, params);
      const top = await client.query<{ book: number; chapter: number; count: number }>(
        `select book, chapter, count(*)::int as count from readings where church_id = $1 and read_date >= $2
         group by book, chapter order by count desc, book, chapter limit ${TOP_CHAPTERS}`,
        params.slice(0, 2),
      );
      const topReadChapters = top.rows.map((t) => ({ ...t, book: bookByNumber(t.book)?.name }));
      return { ...periodFigures(row), topReadChapters };
    },
    figures: (body) =>
      pick(
        body,
        'chaptersRead',
        'prayerMinutes',
        'weeklyChaptersRead',
        'weeklyPrayerMinutes',
        'topReadChapters',
      ),
  },
  {
    label: 'GET /api/stats/global',
    path: () => '/api/stats/global',
    naive: async (client, _m, cal) => {
      const row = await one(
        client,
        `select ${sums('true', ['year', 1])},
                (select count(*) from users)::int as users, (select count(*) from churches)::int as churches`,
        [cal.yearStart],
      );
      return {
        totalChaptersRead: row.yearChapters,
        totalPrayerMinutes: row.yearMinutes,
        totalUsers: row.users,
        totalChurches: row.churches,
      };
    },
    figures: (body) => body,
  },
  {
    label: 'GET /api/leaderboard',
    path: () => '/api/leaderboard',
    naive: async (client, m, cal) => ({
      chapters: await topMembers(client, m, cal, 'readings', '1'),
      prayerMinutes: await topMembers(client, m, cal, 'prayers', 'e.minutes'),
    }),
    figures: (body) => ({
      chapters: (body.chapters as Row[]).map((e) => e.value),
      prayerMinutes: (body.prayerMinutes as Row[]).map((e) => e.value),
    }),
  },
  {
    label: 'GET /api/progress/bible',
    path: () => '/api/progress/bible',
    naive: (client, m) =>
      one(
        client,
        'select count(distinct (book, chapter))::int as "distinctChapters" from readings where user_id = $1',
        [m.userId],
      ),
    figures: (body) => pick(body, 'distinctChapters'),
  },
  {
    label: 'GET /api/plans/enrollments',
    path: () => '/api/plans/enrollments',
    // Without the ticks: every due chapter of the plan looked up in the member's readings since its start.
    naive: (client, m, cal) =>
      one(
        client,
        `select count(*)::int as "chaptersLeft" from plan_items i join plan_enrollments e on e.id = i.enrollment_id
         where e.user_id = $1 and (i.day > $2 or not exists (
           select 1 from readings r where r.user_id = $1 and r.read_date >= e.start_date
             and r.book = i.book and r.chapter = i.chapter))`,
        [m.userId, cal.today],
      ),
    figures: (body) => ({ chaptersLeft: (body as unknown as Row[])[0]?.chaptersLeft }),
  },
  {
    label: 'GET /api/church/goal',
    path: () => '/api/church/goal',
    // The church's entries dated in the goal's window, summed from the raw rows.
    naive: (client, m) =>
      one(
        client,
        `select
           (select count(*) from readings r, church_goals g where g.church_id = $1 and g.ended_at is null
              and r.church_id = $1 and r.read_date between g.start_date and g.end_date)::int as "chaptersSoFar",
           (select coalesce(sum(p.minutes), 0) from prayers p, church_goals g where g.church_id = $1
              and g.ended_at is null and p.church_id = $1
              and p.prayer_date between g.start_date and g.end_date)::int as "minutesSoFar"`,
        [m.churchId],
      ),
    figures: (body) => pick(body, 'chaptersSoFar', 'minutesSoFar'),
  },
  {
    label: 'GET /api/annual-reports/user/:year',
    path: (_m, cal) => `/api/annual-reports/user/${cal.reportYear}`,
    naive: async (client, m, cal) => one(client, between('user_id = $3 and'), [...reportDays(cal), m.userId]),
    figures: annual,
  },
  {
    label: 'GET /api/annual-reports/church/:year',
    path: (_m, cal) => `/api/annual-reports/church/${cal.reportYear}`,
    naive: async (client, m, cal) =>
      one(client, between('church_id = $3 and'), [...reportDays(cal), m.churchId]),
    figures: annual,
  },
  {
    label: 'GET /api/annual-reports/global/:year',
    path: (_m, cal) => `/api/annual-reports/global/${cal.reportYear}`,
    naive: async (client, _m, cal) => one(client, between(''), reportDays(cal)),
    figures: annual,
  },
];
