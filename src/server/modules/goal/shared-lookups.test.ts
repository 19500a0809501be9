import { describe, expect, it } from 'vitest';
import { sharedLookups } from './public-page.service';

describe('sharedLookups', () => {
  it('shares the read in flight between concurrent calls, and reads again once it is done', async () => {
    let reads = 0;
    const lookup = sharedLookups(async (slug: string) => {
      reads++;
      await new Promise((resolve) => setTimeout(resolve, 10));
      return `${slug}:${reads}`;
    });
    expect(await Promise.all([lookup('a'), lookup('a'), lookup('b')])).toEqual(['a:2', 'a:2', 'b:2']);
    expect(reads).toBe(2);
    expect(await lookup('a')).toBe('a:3');
  });

  it('lets a failed read fail its callers only', async () => {
    let fail = true;
    const lookup = sharedLookups(async () => {
      if (fail) throw new Error('down');
      return 'up';
    });
    await expect(lookup('a')).rejects.toThrow('down');
    fail = false;
    expect(await lookup('a')).toBe('up');
  });
});
