import { CHURCH_MILESTONE_CHAPTERS } from '@shared/notifications';
import type pg from 'pg';
import { SHARDS } from '../../src/server/modules/tracking/context';

/*
 * The rollups computed from the raw rows with the write path's keys (src/server/modules/tracking/rollups.ts):
 * every entry counts on its own user's day; in its church's day (the church it was written with) and the
 * global day, in the writer's shard (user id modulo SHARDS), and likewise in its church's current
 * period (when dated within it) and the calendar year of its church and of everyone; and a reading dated
 * within its church's current period counts for its chapter under that period's key; every reading counts
 * for its reader's chapter, all time and in its year. Recomputed whole after each stage, so
 * they equal the raw rows by construction; verify() checks it.
 */
const entries = (keys: string[], where = 'true') => {
  const groups = keys.map((_, i) => i + 1).join(', ');
  const prayerKeys = keys.map((k) => k.replace('read_date', 'prayer_date'));
  return `
    select ${keys.join(', ')}, count(*) as chapters, 0::bigint as minutes
    from readings where ${where} group by ${groups}
    union all
    select ${prayerKeys.join(', ')}, 0, sum(minutes) from prayers where ${where} group by ${groups}`;
};

const STATEMENTS = [
  `truncate user_daily_totals, church_daily_totals, global_daily_totals, church_period_totals,
   church_yearly_totals, global_yearly_totals, church_chapter_counts, church_milestones, user_chapter_counts`,
  `insert into user_daily_totals (user_id, day, chapters, minutes)
   select user_id, read_date, sum(chapters), sum(minutes)
   from (${entries(['user_id', 'read_date'])}) e group by 1, 2 order by 1, 2`,
  `insert into church_daily_totals (church_id, day, shard, chapters, minutes)
   select church_id, read_date, shard, sum(chapters), sum(minutes)
   from (${entries(['church_id', 'read_date', `user_id % ${SHARDS} as shard`], 'church_id is not null')}) e
   group by 1, 2, 3 order by 1, 2, 3`,
  `insert into global_daily_totals (day, shard, chapters, minutes)
   select read_date, shard, sum(chapters), sum(minutes)
   from (${entries(['read_date', `user_id % ${SHARDS} as shard`])}) e group by 1, 2 order by 1, 2`,
  // The long figures, from the daily rows just computed: the current period, and each calendar year.
  `insert into church_period_totals (church_id, period_start, shard, chapters, minutes)
   select d.church_id, c.period_start_date, d.shard, sum(d.chapters), sum(d.minutes)
   from church_daily_totals d join churches c on c.id = d.church_id and d.day >= c.period_start_date
   group by 1, 2, 3 order by 1, 2, 3`,
  `insert into church_yearly_totals (church_id, year, shard, chapters, minutes)
   select church_id, extract(year from day), shard, sum(chapters), sum(minutes)
   from church_daily_totals group by 1, 2, 3 order by 1, 2, 3`,
  `insert into global_yearly_totals (year, shard, chapters, minutes)
   select extract(year from day), shard, sum(chapters), sum(minutes)
   from global_daily_totals group by 1, 2 order by 1, 2`,
  `insert into church_chapter_counts (church_id, period_start, book, chapter, count)
   select r.church_id, c.period_start_date, r.book, r.chapter, count(*)
   from readings r join churches c on c.id = r.church_id
   where r.read_date >= c.period_start_date
   group by 1, 2, 3, 4 order by 1, 2, 3, 4`,
  // Each person's chapters, all time under year 0 and per calendar year of the reading's date.
  `insert into user_chapter_counts (user_id, year, book, chapter, count)
   select user_id, 0, book, chapter, count(*) from readings group by 1, 3, 4
   union all
   select user_id, extract(year from read_date), book, chapter, count(*) from readings group by 1, 2, 3, 4
   order by 1, 2, 3, 4`,
  // Each multiple of CHURCH_MILESTONE_CHAPTERS that a church's period total passed was announced once.
  `insert into church_milestones (church_id, period_start, chapters)
   select t.church_id, t.period_start, m
   from (select c.id as church_id, c.period_start_date as period_start, sum(d.chapters) as total
         from churches c join church_daily_totals d on d.church_id = c.id and d.day >= c.period_start_date
         group by 1, 2) t,
        generate_series(${CHURCH_MILESTONE_CHAPTERS}, t.total, ${CHURCH_MILESTONE_CHAPTERS}) m`,
];

export async function computeRollups(client: pg.Client) {
  for (const statement of STATEMENTS) await client.query(statement);
}

/** The rollups' grand totals equal the raw rows' (a cheap check that the generator and the keys agree). */
export async function verifyRollups(client: pg.Client) {
  const { rows } = await client.query<Record<string, string>>(`
    select (select count(*) from readings) as readings,
           (select coalesce(sum(minutes), 0) from prayers) as minutes,
           (select sum(chapters) from user_daily_totals) as user_chapters,
           (select sum(minutes) from user_daily_totals) as user_minutes,
           (select sum(chapters) from global_daily_totals) as global_chapters,
           (select sum(minutes) from global_daily_totals) as global_minutes,
           (select count(*) from readings where church_id is not null) as church_readings,
           (select sum(chapters) from church_daily_totals) as church_chapters,
           (select sum(chapters) from church_yearly_totals) as church_year_chapters,
           (select sum(chapters) from global_yearly_totals) as global_year_chapters,
           (select sum(minutes) from global_yearly_totals) as global_year_minutes,
           (select count(*) from readings r join churches c on c.id = r.church_id
             where r.read_date >= c.period_start_date) as period_readings,
           (select sum(chapters) from church_period_totals) as period_chapters,
           (select sum(count) from church_chapter_counts) as chapter_counts,
           (select sum(count) from user_chapter_counts where year = 0) as user_chapter_counts,
           (select sum(count) from user_chapter_counts where year <> 0) as user_year_chapter_counts`);
  const r = rows[0] as Record<string, string>;
  const pairs: Array<[string, string]> = [
    ['readings', 'user_chapters'],
    ['readings', 'global_chapters'],
    ['minutes', 'user_minutes'],
    ['minutes', 'global_minutes'],
    ['church_readings', 'church_chapters'],
    ['church_readings', 'church_year_chapters'],
    ['readings', 'global_year_chapters'],
    ['minutes', 'global_year_minutes'],
    ['period_readings', 'period_chapters'],
    ['period_readings', 'chapter_counts'],
    ['readings', 'user_chapter_counts'],
    ['readings', 'user_year_chapter_counts'],
  ];
  for (const [raw, rollup] of pairs) {
    if (r[raw] !== r[rollup])
      throw new Error(`rollups differ from raw rows: ${raw}=${r[raw]}, ${rollup}=${r[rollup]}`);
  }
}
