import { t as translate } from '@shared/i18n';
import { importPlanRequest, MAX_CSV_BYTES } from '@shared/plans/api';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/support/app';
import { bearer, registerUser, type TestUser } from '../../../../tests/support/factories';
import { planEnrollments, readingPlans } from '../../db/schema';

// The import's bounds (security issue 35): a few bytes must not make the server walk centuries of days, a
// body of bad lines must not answer megabytes, and every CSV the shared schema accepts must fit the body.
let t: TestApp;
let user: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  user = await registerUser(t);
});
afterAll(() => t.close());

const importPlan = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/plans/import', headers: bearer(user.token), payload });
const stored = async () =>
  Promise.all(
    [readingPlans, planEnrollments].map(
      async (table) => (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]?.n,
    ),
  );

describe('plan import bounds', () => {
  it('refuses dates far apart at once, without walking the days between, and saves nothing', async () => {
    // The passage reader loads on its first use: warm it so the time measured is the request's own.
    await importPlan({ name: 'Warm-up', csv: '2026-01-01,Gen 1\n2036-01-01,Gen 2' });
    const before = await stored();
    const startedAt = performance.now();
    const res = await importPlan({ name: 'S', csv: '2000-01-01,Gen 1\n9999-12-31,Gen 2' });
    const tookMs = performance.now() - startedAt;
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({
      message: translate('plans:tooLong', { max: 1098 }),
      errors: { csv: [translate('plans:tooLong', { max: 1098 })] },
    });
    expect(tookMs).toBeLessThan(500);
    expect(await stored()).toEqual(before);
  });

  it('lists the first 20 bad lines and says how many more there are', async () => {
    const csv = Array.from({ length: 20_000 }, () => 'x').join('\n');
    const res = await importPlan({ name: 'Bad lines', csv });
    expect(res.statusCode).toBe(400);
    expect(res.body.length).toBeLessThan(4096);
    const { message, errors } = res.json<{ message: string; errors: Record<string, string[]> }>();
    expect(message).toBe(translate('plans:csvInvalid', { count: 20_000 }));
    expect(Object.keys(errors)).toEqual([...Array.from({ length: 20 }, (_, i) => `csv.${i + 1}`), 'csv']);
    expect(errors.csv).toEqual([translate('plans:csvMoreLines', { count: 19_980 })]);
  });

  it('answers every CSV the shared schema accepts (never 413), and a longer one with the field’s message', async () => {
    // The longest name the schema takes, in two-byte letters.
    const name = 'é'.repeat(80);
    // Letters, quotes (escaped in JSON) and two-byte letters: the largest of each the schema accepts.
    for (const unit of ['a', '"', 'é']) {
      let [fits, tooLong] = [0, 300_000];
      while (tooLong - fits > 1) {
        const mid = Math.floor((fits + tooLong) / 2);
        if (importPlanRequest.safeParse({ name, csv: unit.repeat(mid) }).success) fits = mid;
        else tooLong = mid;
      }
      const largest = await importPlan({ name, csv: unit.repeat(fits) });
      expect([unit, largest.statusCode]).toEqual([unit, 400]);
      expect(largest.json().errors).toHaveProperty(['csv.1']);
      const over = await importPlan({ name, csv: unit.repeat(tooLong) });
      expect([unit, over.statusCode]).toEqual([unit, 400]);
      expect(over.json().errors).toEqual({
        csv: [translate('plans:csvTooLong', { max: MAX_CSV_BYTES / 1024 })],
      });
    }
  });
});
