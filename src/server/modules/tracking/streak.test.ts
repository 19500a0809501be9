import { describe, expect, it } from 'vitest';
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
