import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Font } from 'satori';

/*
 * Share images drawn on the server without a browser (decision 024): satori lays out a tree of boxes
 * and text as SVG, resvg rasterises it to PNG. Used by the public challenge page's preview; the
 * year-end cards use it too. Text is set in Inter, read once from its npm package. The two libraries and
 * the fonts load with the first card drawn: satori's import alone took about 0.2 s of every start.
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

const require = createRequire(import.meta.url);
const fontFile = (file: string) => readFileSync(require.resolve(`@fontsource/inter/files/${file}`));
// Latin and Latin Extended, for names such as "Église Saint-Étienne" or "Kościół"; satori falls back
// along this list for glyphs a file lacks.
const readFonts = (): Font[] =>
  (['latin', 'latin-ext'] as const).flatMap((subset) =>
    ([400, 700] as const).map((weight) => ({
      name: 'Inter',
      data: fontFile(`inter-${subset}-${weight}-normal.woff`),
      weight,
      style: 'normal' as const,
    })),
  );

/** satori, resvg and the fonts, loaded by the first card drawn. */
async function loadDrawingTools() {
  const [satori, resvg] = await Promise.all([import('satori'), import('@resvg/resvg-js')]);
  return { satori: satori.default, Resvg: resvg.Resvg, fonts: readFonts() };
}
let drawing: ReturnType<typeof loadDrawingTools> | undefined;

/** The card as a PNG of `size` (1200×630 by default). */
export async function renderCardPng(card: CardNode, size: { width: number; height: number } = CARD_SIZE) {
  drawing ??= loadDrawingTools();
  const { satori, Resvg, fonts } = await drawing;
  const svg = await satori(card as unknown as Parameters<typeof satori>[0], { ...size, fonts });
  return new Resvg(svg, { fitTo: { mode: 'width', value: size.width } }).render().asPng();
}
