import { SUBSCRIPTION_EXPIRED_MESSAGE } from '@shared/church-admin';
import type { ChurchComparison } from '@shared/church-comparison';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/support/app';
import { routeAuthCases } from '../../../../tests/support/auth-cases';
import {
  insertChurch,
  insertChurches,
  insertUser,
  type Session,
  sessionOf,
  type TestChurchWorld,
} from '../../../../tests/support/church-admin-factories';
import { bearer } from '../../../../tests/support/factories';
import { subscriptions } from '../../db/schema';

let t: TestApp;
let other: TestChurchWorld;
beforeAll(async () => {
  t = await createTestApp();
  t.clock.set('2026-04-15T18:00:00Z');
  other = await insertChurch(t, 'Other Church');
});
afterAll(() => t.close());

const URL = '/api/church/comparison';
const comparison = async (s: Session) => {
  const res = await t.app.inject({ url: URL, headers: bearer(s.token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ChurchComparison>();
};
const read = async (s: Session, readDate: string, n: number) => {
  const chapters = Array.from({ length: n }, (_, i) => ({ book: 'Psalms', chapter: i + 1 }));
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/readings/batch',
    headers: bearer(s.token),
    payload: { readDate, chapters },
  });
  expect(res.statusCode, res.body).toBe(201);
};
const pray = async (s: Session, minutes: number) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/prayers',
    headers: bearer(s.token),
    payload: { prayerDate: '2026-04-15', minutes },
  });
  expect(res.statusCode, res.body).toBe(201);
};
const tenMinutesLater = () => t.clock.set(new Date(t.clock.now().getTime() + 10 * 60_000));

routeAuthCases('GET /api/church/comparison', {
  app: () => t,
  access: 'church-unlocked',
  forbidden: {
    'a user without a church': async () => sessionOf(t, await insertUser(t, null)),
    'a member who has not unlocked the church': async () => sessionOf(t, await insertUser(t, other.churchId)),
    'a member whose unlock is for another church': async () => {
      const mine = await insertChurch(t, 'Mine');
      return sessionOf(t, await insertUser(t, mine.churchId), other.churchId);
    },
  },
});

describe('GET /api/church/comparison', () => {
  it('gives percentiles among churches of the same size band only, from a distribution cached 10 minutes', async () => {
    // Band 1–9 already holds 'Other Church' and the auth cases' churches: ten minutes on, a fresh read.
    tenMinutesLater();
    const before = await comparison(other.admin);
    const [a, b, c, d, e, f] = (await insertChurches(t, 6)) as [
      TestChurchWorld,
      TestChurchWorld,
      TestChurchWorld,
      TestChurchWorld,
      TestChurchWorld,
      TestChurchWorld,
    ];
    // Just added: the cached distribution does not know them yet (their own figures are current).
    const early = await comparison(a.admin);
    expect(early).toMatchObject({
      year: 2026,
      memberCount: 1,
      band: { min: 1, max: 9 },
      churchesInBand: before.churchesInBand + 1,
    });

    // Per member this year: A 5, B 3 (6 chapters, 2 members), C 1 (last year's 100 do not count),
    // D 0, E 10, F 5 (a tie is not "lower"); A alone prays.
    await read(a.admin, '2026-04-15', 5);
    await insertUser(t, b.churchId);
    await read(b.admin, '2026-04-15', 6);
    await read(c.admin, '2026-04-14', 1);
    await read(c.admin, '2025-12-31', 100);
    await read(e.admin, '2026-04-15', 10);
    await read(f.admin, '2026-04-15', 5);
    await pray(a.admin, 30);
    tenMinutesLater();
    const seen = await comparison(a.admin);
    const othersInBand = seen.churchesInBand - 1;
    // Every older church of the band (no readings) is lower too.
    const older = othersInBand - 5;
    expect(seen.churchesInBand).toBe(before.churchesInBand + 6);
    expect(seen.chaptersPercentile).toBe(Math.floor((100 * (older + 3)) / othersInBand));
    expect(seen.prayerPercentile).toBe(100);
    expect((await comparison(d.admin)).chaptersPercentile).toBe(0);
    expect((await comparison(e.admin)).chaptersPercentile).toBe(100);

    // A reads more: its own figures are current, compared with the others' cached ones (not its own).
    await read(a.admin, '2026-04-15', 10);
    expect((await comparison(a.admin)).chaptersPercentile).toBe(100);
  });

  it('says nothing but the count with fewer than 5 churches in the band', async () => {
    const big = await insertChurch(t, 'Big Church');
    for (let i = 0; i < 9; i++) await insertUser(t, big.churchId);
    await read(big.admin, '2026-04-15', 3);
    tenMinutesLater();
    expect(await comparison(big.admin)).toEqual({
      year: 2026,
      memberCount: 10,
      band: { min: 10, max: 24 },
      churchesInBand: 1,
      chaptersPercentile: null,
      prayerPercentile: null,
    });
  });

  it('answers 402 when the subscription has expired', async () => {
    const expired = await insertChurch(t, 'Expired Church');
    await t.database.db
      .update(subscriptions)
      .set({ trialEndsAt: new Date('2026-01-01T00:00:00Z') })
      .where(eq(subscriptions.churchId, expired.churchId));
    const res = await t.app.inject({ url: URL, headers: bearer(expired.admin.token) });
    expect(res.statusCode).toBe(402);
    expect(res.json()).toEqual({ message: SUBSCRIPTION_EXPIRED_MESSAGE });
  });
});
