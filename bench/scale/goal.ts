import { ORIGIN_GOAL } from '@shared/goal';
import type pg from 'pg';
import { BUSY_CHURCH } from './params';

/** How far past today the busy church's goal ends. */
const ENDS_IN_DAYS = 100;

/**
 * The busy church's goal: the origin story's targets from the start of its period to ENDS_IN_DAYS on,
 * its totals the church's daily rows dated in it, as setting the goal through the API computes them
 * (modules/goal/goal.service.ts). Rebuilt at each stage, after the rollups it is made from.
 */
export async function seedGoal(client: pg.Client, today: string) {
  await client.query('delete from church_goals where church_id = $1', [BUSY_CHURCH]);
  const { rows } = await client.query<{ id: number }>(
    `insert into church_goals (church_id, target_chapters, target_minutes, start_date, end_date)
     select id, $2, $3, period_start_date, $4::date + ${ENDS_IN_DAYS} from churches where id = $1
     returning id`,
    [BUSY_CHURCH, ORIGIN_GOAL.targetChapters, ORIGIN_GOAL.targetMinutes, today],
  );
  await client.query(
    `insert into church_goal_totals (goal_id, shard, chapters, minutes)
     select g.id, d.shard, sum(d.chapters), sum(d.minutes)
     from church_goals g join church_daily_totals d
       on d.church_id = g.church_id and d.day between g.start_date and g.end_date
     where g.id = $1 group by g.id, d.shard`,
    [rows[0]?.id],
  );
}
