import { builtInPlanDays } from '@shared/plans/builtin';
import type pg from 'pg';
import { BUSY_CHURCH } from './params';

/** How long ago the busy church's members started the Bible in a year: well into it, some days behind. */
const STARTED_DAYS_AGO = 200;

/**
 * Every member of the busy church follows the Bible in a year from STARTED_DAYS_AGO: an enrollment and
 * its 1,189 dated items, as starting the plan through the API writes them. At each stage the items
 * already due are ticked by the member's readings of the same chapter since the start (the rule a
 * reading's write applies), so GET /api/plans/enrollments answers what the naive query over the raw
 * readings computes.
 */
export async function seedPlans(client: pg.Client, today: string) {
  const { rows } = await client.query<{ n: number }>('select count(*)::int as n from plan_enrollments');
  if (rows[0]?.n === 0) {
    const days = builtInPlanDays('bible-year');
    const items = days.flatMap((chapters, day) => chapters.map((c) => ({ ...c, day })));
    await client.query(
      `insert into plan_enrollments (user_id, built_in_plan, name, start_date, end_date, reading_days)
       select id, 'bible-year', 'The Bible in a year', $2::date - ${STARTED_DAYS_AGO},
              $2::date - ${STARTED_DAYS_AGO} + ${days.length - 1}, '{0,1,2,3,4,5,6}'
       from users where church_id = $1 order by id`,
      [BUSY_CHURCH, today],
    );
    await client.query(
      `insert into plan_items (enrollment_id, position, book, chapter, day)
       select e.id, i.n - 1, i.book, i.chapter, e.start_date + i.day
       from plan_enrollments e
       cross join unnest($1::smallint[], $2::smallint[], $3::int[]) with ordinality as i(book, chapter, day, n)`,
      [items.map((i) => i.book), items.map((i) => i.chapter), items.map((i) => i.day)],
    );
  }
  await client.query(
    `update plan_items i set reading_id = r.id
     from plan_enrollments e, readings r
     where e.id = i.enrollment_id and i.reading_id is null and i.day <= $1::date
       and r.user_id = e.user_id and r.read_date >= e.start_date and r.book = i.book and r.chapter = i.chapter`,
    [today],
  );
}
