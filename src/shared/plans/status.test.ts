import { describe, expect, it } from 'vitest';
import { extendCatchUp, planStatus, resumeShift, type ScheduledItem, spreadCatchUp } from './status';

const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6];
/** A plan of `perDay` chapters a day from 2026-11-01, the first `read` chapters read. */
function plan(days: number, perDay: number, read = 0): ScheduledItem[] {
  return Array.from({ length: days * perDay }, (_, position) => ({
    position,
    book: 1,
    chapter: position + 1,
    day: `2026-11-${String(1 + Math.floor(position / perDay)).padStart(2, '0')}`,
    read: position < read,
  }));
}

describe('plan status', () => {
  it('is on track when every past day is read, and tells today’s chapters', () => {
    const status = planStatus(plan(10, 3, 12), '2026-11-05');
    expect(status).toMatchObject({ behindDays: 0, aheadDays: 0, chaptersLeft: 18 });
    expect(status.today.map((i) => i.chapter)).toEqual([13, 14, 15]);
    expect(status.next).toBeNull();
  });

  it('counts days behind (a day partly read is behind) and days ahead', () => {
    expect(planStatus(plan(10, 3, 4), '2026-11-05').behindDays).toBe(3);
    const ahead = planStatus(plan(10, 3, 18), '2026-11-05');
    expect(ahead).toMatchObject({ behindDays: 0, aheadDays: 1 });
    expect(ahead.next?.day).toBe('2026-11-07');
  });

  it('spreads the unread chapters over the days left, keeping the end', () => {
    const items = plan(10, 3, 6); // read to day 2; today is day 5
    const catchUp = spreadCatchUp(items, '2026-11-05', '2026-11-10', EVERY_DAY);
    expect(catchUp).toMatchObject({ endDate: '2026-11-10', perDay: 4 });
    const after = items.map((i) => ({ ...i, day: catchUp?.days.get(i.position) ?? i.day }));
    expect(planStatus(after, '2026-11-05').behindDays).toBe(0);
    expect(after.filter((i) => i.day === '2026-11-05')).toHaveLength(4);
  });

  it('extends the end by the days missed, keeping the daily load', () => {
    const items = plan(10, 3, 6);
    const catchUp = extendCatchUp(items, '2026-11-05', EVERY_DAY);
    expect(catchUp).toMatchObject({ endDate: '2026-11-12', perDay: 3 });
    expect(catchUp?.days.get(6)).toBe('2026-11-05'); // day 3's first chapter is today's now
  });

  it('extends onto reading weekdays only', () => {
    // 2026-11-06 is a Friday: the next weekday reading days are Fri 6, Mon 9, Tue 10.
    const catchUp = extendCatchUp(plan(3, 1), '2026-11-06', [1, 2, 3, 4, 5]);
    expect([...(catchUp?.days.values() ?? [])]).toEqual(['2026-11-06', '2026-11-09', '2026-11-10']);
  });

  it('has nothing to spread onto once the end has passed', () => {
    expect(spreadCatchUp(plan(3, 1), '2026-11-20', '2026-11-03', EVERY_DAY)).toBeNull();
  });

  it('moves unread chapters on by the days a plan was paused', () => {
    const moved = resumeShift(plan(5, 1, 2), '2026-11-03', '2026-11-06');
    expect(moved.get(2)).toBe('2026-11-06');
    expect(moved.get(4)).toBe('2026-11-08');
    expect(moved.has(0)).toBe(false);
  });
});
