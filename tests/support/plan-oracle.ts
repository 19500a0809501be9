import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client';
import { planEnrollments, planItems, readings } from '../../src/server/db/schema';

/** A person's calendar day at an instant, in the zone they had then (the test knows their zones). */
export type DayAt = (userId: number, at: Date) => string;

/** What the property test compares of each of a person's plans (GET /api/plans/enrollments). */
export interface PlanFigures {
  id: number;
  behindDays: number;
  chaptersLeft: number;
  today: Array<{ position: number; read: boolean }>;
}

export const planFiguresOf = (plans: Array<PlanFigures>): PlanFigures[] =>
  plans.map((p) => ({
    id: p.id,
    behindDays: p.behindDays,
    chaptersLeft: p.chaptersLeft,
    today: p.today.map((c) => ({ position: c.position, read: c.read })),
  }));

/**
 * A person's plans computed the naive way from the raw readings and the plan items' days, never from the
 * items' `reading_id` ticks (for plans neither paused nor caught up). The rule (issue 11): an item is
 * read when the person has a reading of its chapter dated on or after the plan's start that was written
 * while the item was due: its day on or before the person's today when the later of the reading and the
 * enrollment was written (a reading logged before the plan was started ticks what was due at the start).
 * `enrolledAt` is when each enrollment was made by the test's clock. (A deleted reading's tick is handed
 * over by the person's zone at the deletion, decision 019: the two differ only when a zone change between
 * a duplicate's writing and the deletion moves its day.)
 */
export async function expectedPlanFigures(
  db: Db,
  userId: number,
  today: string,
  dayAt: DayAt,
  enrolledAt: ReadonlyMap<number, Date>,
): Promise<PlanFigures[]> {
  const plans = await db
    .select()
    .from(planEnrollments)
    .where(eq(planEnrollments.userId, userId))
    .orderBy(asc(planEnrollments.id));
  const read = await db.select().from(readings).where(eq(readings.userId, userId));
  const figures: PlanFigures[] = [];
  for (const plan of plans) {
    const started = enrolledAt.get(plan.id);
    if (!started) throw new Error(`enrollment ${plan.id} was not made by the test`);
    const items = await db
      .select({
        position: planItems.position,
        book: planItems.book,
        chapter: planItems.chapter,
        day: planItems.day,
      })
      .from(planItems)
      .where(eq(planItems.enrollmentId, plan.id))
      .orderBy(asc(planItems.position));
    const isRead = (i: (typeof items)[number]) =>
      read.some(
        (r) =>
          r.book === i.book &&
          r.chapter === i.chapter &&
          r.readDate >= plan.startDate &&
          i.day <= dayAt(userId, new Date(Math.max(r.createdAt.getTime(), started.getTime()))),
      );
    const marked = items.map((i) => ({ ...i, read: isRead(i) }));
    const unreadDays = new Set(marked.filter((i) => !i.read).map((i) => i.day));
    figures.push({
      id: plan.id,
      behindDays: [...unreadDays].filter((day) => day < today).length,
      chaptersLeft: marked.filter((i) => !i.read).length,
      today: marked.filter((i) => i.day === today).map((i) => ({ position: i.position, read: i.read })),
    });
  }
  return figures;
}
