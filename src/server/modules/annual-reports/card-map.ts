import type { BibleProgress } from '@shared/progress';
import { type CardNode, svgImage } from '../../lib/card-image';

/*
 * The year card's Bible map: every chapter of the Bible as one small square in reading order, the Old
 * Testament's block then the New Testament's below it, shaded by how often it was read that year (the
 * /bible page's steps: 0, 1, 2, 3 or more). Drawn as one SVG image, so 1,189 cells cost satori one box.
 */

/** Unread, read once, twice, three times or more: light on the card's dark ground. */
export const MAP_SHADES = ['#ffffff1f', '#0d9488', '#2dd4bf', '#99f6e4'] as const;

const shadeOf = (count: number) => MAP_SHADES[Math.min(count, 3)];

/** The map `columns` cells wide drawn `width` pixels wide; its height follows from the rows. */
export function bibleMapImage(progress: BibleProgress, columns: number, width: number): CardNode {
  const pitch = width / columns;
  const cell = pitch * 0.82;
  const radius = cell * 0.2;
  const rects: string[] = [];
  let row = 0;
  for (const testament of ['old', 'new'] as const) {
    const counts = progress.books.filter((b) => b.testament === testament).flatMap((b) => b.counts);
    counts.forEach((count, i) => {
      const x = (i % columns) * pitch;
      const y = (row + Math.floor(i / columns)) * pitch;
      rects.push(
        `<rect x="${x.toFixed(1)}" y="${y.toFixed(1)}" width="${cell.toFixed(1)}" height="${cell.toFixed(1)}" rx="${radius.toFixed(1)}" fill="${shadeOf(count)}"/>`,
      );
    });
    // A blank half row between the testaments.
    row += Math.ceil(counts.length / columns) + 0.5;
  }
  const height = Math.ceil((row - 0.5) * pitch);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${rects.join('')}</svg>`;
  return svgImage(svg, width, height);
}
