import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module script without type declarations
import { iconsDir, renderIcons } from '../../scripts/make-icons.mjs';

/*
 * The installed app's icons are drawn from the favicon and the theme's primary colour by
 * scripts/make-icons.mjs and committed (decision 026). A change to either without running the script
 * fails here, before an out-of-date icon ships.
 */
describe('the committed app icons', () => {
  const icons: { file: string; png: Buffer }[] = renderIcons();

  it.each(icons.map((icon) => [icon.file, icon] as const))('%s is what the script draws now', (_, icon) => {
    const committed = readFileSync(path.join(iconsDir, icon.file));
    expect(committed.equals(icon.png), `run node scripts/make-icons.mjs (${icon.file})`).toBe(true);
  });
});
