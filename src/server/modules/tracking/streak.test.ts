import { describe, expect, it } from 'vitest';
import { aggregate } from './aggregate';
import { runLength } from './streak';

describe('runLength', () => {
  it('counts consecutive days ending today or yesterday, and nothing otherwise', () => {
    expect(runLength(['2026-03-01', '2026-02-28', '2026-02-27', '2026-02-25'], '2026-03-01')).toBe(3);
    expect(runLength(['2026-02-28', '2026-02-27'], '2026-03-01')).toBe(2);
    expect(runLength(['2026-02-27', '2026-02-26'], '2026-03-01')).toBe(0);
    expect(runLength(['2025-01-01', '2024-12-31'], '2025-01-01')).toBe(2);
    expect(runLength([], '2025-01-01')).toBe(0);
  });
});

describe('aggregate', () => {
  it('sums by key and sorts the keys, so that row locks are always taken in one order', () => {
    const rows = aggregate([
      { key: [2, '2026-01-02'] as const, values: { chapters: 1, minutes: 0 } },
      { key: [1, '2026-01-03'] as const, values: { chapters: 0, minutes: 5 } },
      { key: [2, '2026-01-02'] as const, values: { chapters: 2, minutes: 1 } },
      { key: [1, '2026-01-01'] as const, values: { chapters: 1, minutes: 0 } },
    ]);
    expect(rows).toEqual([
      { key: [1, '2026-01-01'], values: { chapters: 1, minutes: 0 } },
      { key: [1, '2026-01-03'], values: { chapters: 0, minutes: 5 } },
      { key: [2, '2026-01-02'], values: { chapters: 3, minutes: 1 } },
    ]);
  });
});
