import { drawInPool } from './card-pool';

/*
 * Share images drawn on the server without a browser (decision 024): satori lays out a tree of boxes
 * and text as SVG, resvg rasterises it to PNG. Used by the public challenge page's preview and the
 * year cards (decision 034). This file builds the card's boxes (plain data, no React); a worker thread
 * draws them (card-pool.ts, card-worker.ts): a card is hundreds of milliseconds of CPU, and twenty at
 * once on the event loop held every other request, /api/health included, for 2.7 s.
 */

/** The size social networks show large (Open Graph, Twitter's summary_large_image). */
const CARD_SIZE = { width: 1200, height: 630 } as const;

type Style = Record<string, string | number>;
type Child = CardNode | string;
/** A box of the card: satori's element shape, built without React. */
export interface CardNode {
  type: 'div' | 'span' | 'img';
  props: { style?: Style; children?: Child | Child[]; src?: string; width?: number; height?: number };
}

/** A box with a style and children; satori lays boxes with several children out as flex containers. */
export const box = (style: Style, ...children: Child[]): CardNode => ({
  type: 'div',
  props: { style: { display: 'flex', ...style }, children },
});

/**
 * A drawing given as SVG markup, placed as an image: many small shapes (a year card's 1,189 chapter
 * cells) cost satori one image instead of one laid-out box each, and resvg draws them directly.
 */
export const svgImage = (svg: string, width: number, height: number): CardNode => ({
  type: 'img',
  props: { src: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`, width, height },
});

/**
 * The card as a PNG of `size` (1200×630 by default), drawn in a thread of the card pool (card-pool.ts):
 * the event loop only hands over the boxes and receives the bytes. 503 when the pool's queue is full.
 */
export async function renderCardPng(
  card: CardNode,
  size: { width: number; height: number } = CARD_SIZE,
): Promise<Buffer> {
  const png = await drawInPool({ card, size });
  // A Uint8Array once it crossed threads; the same bytes as a Buffer, not copied.
  return Buffer.from(png.buffer, png.byteOffset, png.byteLength);
}
