import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { setPriority } from 'node:os';
import { Resvg } from '@resvg/resvg-js';
import satori, { type Font } from 'satori';
import type { CardNode } from './card-image';

/*
 * A worker thread of the card pool (card-image.ts): satori lays the card out as SVG and resvg rasterises
 * it to PNG here, off the server's event loop (a card is hundreds of milliseconds of CPU). This file runs
 * only in the pool's threads: each loads satori, resvg and Inter once, with its first card.
 */

// Requests come first: when the cores are busy, this thread waits rather than the event loop. On Linux a
// nice value is a thread's own (setpriority of 0 is the calling thread); elsewhere it would be the
// whole process's, so it is left alone there.
if (process.platform === 'linux') setPriority(0, 10);

const require = createRequire(import.meta.url);
const fontFile = (file: string) => readFileSync(require.resolve(`@fontsource/inter/files/${file}`));
// Latin and Latin Extended, for names such as "Église Saint-Étienne" or "Kościół"; satori falls back
// along this list for glyphs a file lacks.
const fonts: Font[] = (['latin', 'latin-ext'] as const).flatMap((subset) =>
  ([400, 700] as const).map((weight) => ({
    name: 'Inter',
    data: fontFile(`inter-${subset}-${weight}-normal.woff`),
    weight,
    style: 'normal' as const,
  })),
);

/** What the pool hands a thread: the card's boxes (plain data) and the picture's size. */
export interface CardTask {
  card: CardNode;
  size: { width: number; height: number };
}

/** The card as PNG bytes (sent back to the pool as a Uint8Array). */
export default async function drawCard({ card, size }: CardTask): Promise<Uint8Array> {
  const svg = await satori(card as unknown as Parameters<typeof satori>[0], { ...size, fonts });
  return new Resvg(svg, { fitTo: { mode: 'width', value: size.width } }).render().asPng();
}
