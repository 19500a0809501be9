import { describe, expect, it } from 'vitest';
import { localInstant, nextDue, type Timing, weekdayOfDay } from './schedule';

const NY = 'America/New_York'; // 2026: clocks forward March 8, back November 1
const BERLIN = 'Europe/Berlin'; // 2026: clocks forward March 29, back October 25
const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6];

/** The local wall time of an instant, "YYYY-MM-DD HH:MM". */
const wall = (at: Date, timeZone: string) =>
  new Intl.DateTimeFormat('sv-SE', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).format(at);

/** `n` consecutive due instants, each computed from the previous one (as the scheduler does). */
function chain(timing: Timing, timeZone: string, after: string, n: number) {
  const out: Array<{ at: string; local: string; day: string }> = [];
  let from = new Date(after);
  for (let i = 0; i < n; i++) {
    const due = nextDue(timing, timeZone, from);
    if (!due) throw new Error('nothing due');
    out.push({ at: due.dueAt.toISOString(), local: wall(due.dueAt, timeZone), day: due.localDay });
    from = due.dueAt;
  }
  return out;
}

describe('nextDue across daylight-saving changes', () => {
  it.each([
    [NY, '2026-03-06T12:00:00Z', ['2026-03-07T12:00', '2026-03-08T11:00', '2026-03-09T11:00']],
    [BERLIN, '2026-03-27T06:00:00Z', ['2026-03-28T06:00', '2026-03-29T05:00', '2026-03-30T05:00']],
    [NY, '2026-10-30T11:00:00Z', ['2026-10-31T11:00', '2026-11-01T12:00', '2026-11-02T12:00']],
    [BERLIN, '2026-10-23T05:00:00Z', ['2026-10-24T05:00', '2026-10-25T06:00', '2026-10-26T06:00']],
  ])('a 07:00 reminder in %s stays at 07:00 local, once a day, through the change', (zone, after, utc) => {
    const got = chain({ time: '07:00', days: EVERY_DAY }, zone, after, 3);
    expect(got.map((g) => g.at.slice(0, 16))).toEqual(utc);
    expect(got.map((g) => g.local.slice(11))).toEqual(['07:00', '07:00', '07:00']);
    expect(got.map((g) => g.day)).toEqual(utc.map((u) => u.slice(0, 10)));
  });

  it.each([
    [NY, '2026-03-08', '2026-03-08T07:00:00.000Z', '2026-03-08 03:00'],
    [BERLIN, '2026-03-29', '2026-03-29T01:00:00.000Z', '2026-03-29 03:00'],
  ])(
    'a time that does not exist in %s (02:30 on %s) fires at the first minute after it',
    (zone, day, utc, local) => {
      expect(localInstant(day, '02:30', zone).toISOString()).toBe(utc);
      expect(wall(localInstant(day, '02:30', zone), zone)).toBe(local);
      const got = chain({ time: '02:30', days: EVERY_DAY }, zone, `${day}T00:00:00Z`, 2);
      expect(got.map((g) => g.day)).toEqual([day, expect.any(String)]);
      expect(got[1]?.local.slice(11)).toBe('02:30');
    },
  );

  it.each([
    [NY, '01:30', '2026-10-31T12:00:00Z', ['2026-11-01T05:30', '2026-11-02T06:30']],
    [BERLIN, '02:30', '2026-10-24T12:00:00Z', ['2026-10-25T00:30', '2026-10-26T01:30']],
  ])(
    'a time repeated in %s when the clocks go back (%s) fires once, at its first occurrence',
    (zone, time, after, utc) => {
      const got = chain({ time, days: EVERY_DAY }, zone, after, 2);
      expect(got.map((g) => g.at.slice(0, 16))).toEqual(utc);
      expect(got.map((g) => g.local.slice(11))).toEqual([time, time]);
    },
  );
});

describe('nextDue on chosen days', () => {
  it('is strictly after: a reminder due now comes back the next chosen day', () => {
    const due = nextDue({ time: '07:00', days: EVERY_DAY }, NY, new Date('2026-06-10T11:00:00Z'));
    expect(due).toEqual({ dueAt: new Date('2026-06-11T11:00:00Z'), localDay: '2026-06-11' });
  });

  it('falls on each weekday when that is the only one chosen', () => {
    // Wednesday 2026-06-10, 12:00 in Berlin: today's 07:00 has passed.
    const after = new Date('2026-06-10T10:00:00Z');
    for (const weekday of EVERY_DAY) {
      const due = nextDue({ time: '07:00', days: [weekday] }, BERLIN, after);
      expect(due && weekdayOfDay(due.localDay)).toBe(weekday);
      expect(due && wall(due.dueAt, BERLIN).slice(11)).toBe('07:00');
      const ahead = due ? (due.dueAt.getTime() - after.getTime()) / 86_400_000 : -1;
      expect(ahead).toBeGreaterThan(0);
      expect(ahead).toBeLessThanOrEqual(7);
    }
  });

  it('walks only the chosen days (Monday, Wednesday, Friday)', () => {
    const got = chain({ time: '21:15', days: [1, 3, 5] }, NY, '2026-06-07T00:00:00Z', 4);
    expect(got.map((g) => g.day)).toEqual(['2026-06-08', '2026-06-10', '2026-06-12', '2026-06-15']);
    expect(got.map((g) => g.local.slice(11))).toEqual(['21:15', '21:15', '21:15', '21:15']);
  });

  it('gives the weekly summary once a week on its day, the same local time across the change', () => {
    const got = chain({ time: '18:00', days: [0] }, BERLIN, '2026-03-20T00:00:00Z', 3);
    expect(got.map((g) => g.day)).toEqual(['2026-03-22', '2026-03-29', '2026-04-05']);
    expect(got.map((g) => g.at.slice(0, 16))).toEqual([
      '2026-03-22T17:00',
      '2026-03-29T16:00',
      '2026-04-05T16:00',
    ]);
  });

  it('a late computation from an old due instant neither skips nor repeats a day', () => {
    const got = chain({ time: '07:00', days: EVERY_DAY }, NY, '2026-06-01T11:00:00Z', 3);
    expect(got.map((g) => g.day)).toEqual(['2026-06-02', '2026-06-03', '2026-06-04']);
  });

  it('is nothing when no day is chosen', () => {
    expect(nextDue({ time: '07:00', days: [] }, NY, new Date('2026-06-10T00:00:00Z'))).toBeNull();
  });
});
