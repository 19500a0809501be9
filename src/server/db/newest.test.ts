import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/support/app';
import { sortFreePlan } from '../../../tests/support/query-plan';
import { newestOwnRows } from './newest';
import { notifications, prayerRequests, prayers, readings } from './schema';

/*
 * Every personal list (activity, notifications, prayer requests) reads a person's newest rows off their
 * (user_id, created_at desc nulls last, id desc nulls last) index. A plain `desc` means NULLS FIRST, an
 * order that index does not hold, so PostgreSQL sorted all of the person's rows to keep five.
 */
describe('newestOwnRows', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it.each([
    ['readings', readings, 'readings_user_created_idx'],
    ['prayers', prayers, 'prayers_user_created_idx'],
    ['prayer requests', prayerRequests, 'prayer_requests_user_idx'],
    ['notifications', notifications, 'notifications_user_idx'],
  ] as const)('reads the newest %s in the index order, without sorting', async (_, table, index) => {
    const db = t.database.db;
    const plan = await sortFreePlan(db, newestOwnRows(db.select().from(table).$dynamic(), table, 1, 5));
    expect(plan).toContain(index);
    expect(plan).not.toMatch(/Sort/);
  });
});
