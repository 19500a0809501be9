import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/support/app';
import { sortFreePlan } from '../../../../tests/support/query-plan';
import { topChaptersQuery } from './chapter-counts';

describe('topChaptersQuery', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  // Before, `count desc` (NULLS FIRST) did not match the index's `count desc nulls last`: every chapter
  // counted in the church's period (up to 1,189) was sorted to keep ten.
  it("reads a church's most-read chapters off the top index, without sorting", async () => {
    const plan = await sortFreePlan(t.database.db, topChaptersQuery(t.database.db, 1, '2026-01-01'));
    expect(plan).toContain('church_chapter_counts_top_idx');
    expect(plan).not.toMatch(/Sort/);
  });
});
