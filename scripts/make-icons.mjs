// Draws the installed app's icons from the favicon (src/client/public/favicon.svg) with resvg and writes
// them to src/client/public/icons/, where they are committed: `node scripts/make-icons.mjs` after the
// favicon or the primary colour changes (a test fails while the committed files differ from a fresh
// drawing). Every icon is the favicon's book drawn white on the primary colour of styles.css:
// - "any" icons: a rounded square with transparent corners, the book filling 60% of it;
// - maskable icons and the Apple touch icon: the colour to the edges (the platform cuts its own shape),
//   the book within the central 50%, well inside the maskable safe zone (a circle of 80% of the width).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Resvg } from '@resvg/resvg-js';

const root = path.resolve(import.meta.dirname, '..');
export const iconsDir = path.join(root, 'src/client/public/icons');

/** The favicon's drawing, its stroke colour replaced by `stroke`. */
function glyph(stroke) {
  const favicon = readFileSync(path.join(root, 'src/client/public/favicon.svg'), 'utf8');
  return favicon.replace(/stroke="#[0-9a-fA-F]{3,8}"/, `stroke="${stroke}"`);
}

/** The primary colour, read from the theme so that the icons follow it. */
function primaryColour() {
  const css = readFileSync(path.join(root, 'src/client/styles.css'), 'utf8');
  const match = /--color-primary:\s*(#[0-9a-fA-F]{6})\s*;/.exec(css);
  if (!match) throw new Error('--color-primary not found in src/client/styles.css');
  return match[1];
}

function drawing(size, { fullBleed, glyphShare }) {
  const inset = (size * (1 - glyphShare)) / 2;
  const corner = fullBleed ? 0 : size * 0.22;
  const book = glyph('#ffffff').replace(
    '<svg ',
    `<svg x="${inset}" y="${inset}" width="${size - 2 * inset}" height="${size - 2 * inset}" `,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}"><rect width="${size}" height="${size}" rx="${corner}" fill="${primaryColour()}"/>${book}</svg>`;
}

const ICONS = [
  { file: 'icon-192.png', size: 192, fullBleed: false, glyphShare: 0.6 },
  { file: 'icon-512.png', size: 512, fullBleed: false, glyphShare: 0.6 },
  { file: 'maskable-192.png', size: 192, fullBleed: true, glyphShare: 0.5 },
  { file: 'maskable-512.png', size: 512, fullBleed: true, glyphShare: 0.5 },
  { file: 'apple-touch-icon.png', size: 180, fullBleed: true, glyphShare: 0.6 },
];

/** Every icon as PNG bytes, with the file name it is published under. */
export function renderIcons() {
  return ICONS.map((icon) => ({
    file: icon.file,
    png: new Resvg(drawing(icon.size, icon), { fitTo: { mode: 'original' } }).render().asPng(),
  }));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const { file, png } of renderIcons()) writeFileSync(path.join(iconsDir, file), png);
  console.log(`wrote ${ICONS.length} icons to ${path.relative(root, iconsDir)}`);
}
