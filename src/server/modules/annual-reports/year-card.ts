import { CARD_SIZES, type CardItem, type CardSize } from '@shared/annual-reports';
import { intlLocale, type PersonLanguage, tIn } from '@shared/i18n';
import { box, type CardNode } from '../../lib/card-image';
import { bibleMapImage, MAP_SHADES } from './card-map';
import type { YearCardFigures } from './year-card.service';

/*
 * The year card's layout (decision 034): the year, the chosen figures as tiles, the Bible map, the name
 * of the app. Light text on a deep indigo ground, the map's teal for what was read.
 */

/** The card's words and numbers, in the language of the person who asks for it (decision 035). */
interface Words {
  t: ReturnType<typeof tIn>;
  number: Intl.NumberFormat;
}
const wordsIn = (language: PersonLanguage): Words => ({
  t: tIn(language),
  number: new Intl.NumberFormat(intlLocale(language)),
});

const WHITE = '#ffffff';
const SOFT = '#c7d2fe';
const ACCENT = '#5eead4';
const PAD = 80;

interface Layout {
  yearSize: number;
  figureSize: number;
  labelSize: number;
  mapColumns: number;
  tilesPerRow: number;
  gap: number;
}

/** Per size: the figures' type, the map's columns, the tiles per row. */
const LAYOUT: Record<CardSize, Layout> = {
  square: { yearSize: 112, figureSize: 64, labelSize: 24, mapColumns: 62, tilesPerRow: 4, gap: 36 },
  portrait: { yearSize: 176, figureSize: 96, labelSize: 30, mapColumns: 41, tilesPerRow: 2, gap: 56 },
};

const FIGURE_ITEMS = ['chapters', 'minutes', 'streak', 'books'] as const satisfies readonly CardItem[];

function tile(value: number, label: string, width: number, size: Layout, { number }: Words): CardNode {
  return box(
    { flexDirection: 'column', width, gap: 6 },
    box({ fontSize: size.figureSize, fontWeight: 700, color: WHITE, lineHeight: 1 }, number.format(value)),
    box({ fontSize: size.labelSize, color: SOFT, lineHeight: 1.25 }, label),
  );
}

/** What the map's shades mean: unread, then read once, twice, three times or more. */
function legend(fontSize: number, { t, number }: Words): CardNode {
  const side = Math.round(fontSize * 0.8);
  return box(
    { alignItems: 'center', gap: 10, fontSize: Math.round(fontSize * 0.85), color: SOFT },
    t('annualReports:card.mapLegend'),
    ...MAP_SHADES.map((fill, times) =>
      box(
        { alignItems: 'center', gap: 4 },
        box({ width: side, height: side, borderRadius: 4, backgroundColor: fill }),
        times === MAP_SHADES.length - 1 ? `${number.format(times)}+` : number.format(times),
      ),
    ),
  );
}

/** The card for `figures` at `sizeName`: only the figures present (the ones asked for) are drawn. */
export function yearCard(
  figures: YearCardFigures,
  sizeName: CardSize,
  language: PersonLanguage = 'en',
): CardNode {
  const words = wordsIn(language);
  const { t, number } = words;
  const { width, height } = CARD_SIZES[sizeName];
  const size = LAYOUT[sizeName];
  const inner = width - 2 * PAD;
  const shown = FIGURE_ITEMS.filter((item) => figures[item] !== undefined);
  // Without the map the figures take the room: two to a row, or one when alone.
  const perRow = Math.min(figures.map ? size.tilesPerRow : 2, shown.length);
  const tileWidth = Math.floor((inner - (perRow - 1) * size.gap) / Math.max(perRow, 1));
  // Without the map the figures grow, a lone figure most.
  const grow = figures.map ? 1 : shown.length === 1 ? 2 : 1.4;
  const bigger = {
    ...size,
    figureSize: size.figureSize * grow,
    labelSize: size.labelSize * Math.min(grow, 1.3),
  };
  const tiles = shown.map((item) => {
    const value = figures[item] as number;
    return tile(value, t(`annualReports:card.${item}`, { count: value }), tileWidth, bigger, words);
  });
  const map = figures.map;
  const header = box(
    { flexDirection: 'column', gap: 4 },
    box(
      { fontSize: size.labelSize, fontWeight: 700, color: ACCENT, letterSpacing: 4 },
      t(
        figures.churchName === undefined ? 'annualReports:card.eyebrow' : 'annualReports:card.churchEyebrow',
      ).toUpperCase(),
    ),
    box({ fontSize: size.yearSize, fontWeight: 700, color: WHITE, lineHeight: 1.05 }, String(figures.year)),
    ...(figures.churchName
      ? [
          box(
            {
              fontSize: size.labelSize * 1.4,
              fontWeight: 700,
              color: WHITE,
              maxHeight: size.labelSize * 3.6,
              overflow: 'hidden',
            },
            figures.churchName,
          ),
        ]
      : []),
  );
  const body: CardNode[] = [];
  if (tiles.length > 0) body.push(box({ flexWrap: 'wrap', gap: size.gap, width: inner }, ...tiles));
  if (map)
    body.push(
      box(
        { flexDirection: 'column', gap: 20, width: inner },
        bibleMapImage(map, size.mapColumns, inner),
        box(
          { justifyContent: 'space-between', alignItems: 'center', width: inner },
          box(
            { fontSize: size.labelSize, color: WHITE },
            t('annualReports:card.mapCaption', {
              read: number.format(map.distinctChapters),
              total: number.format(map.totalChapters),
            }),
          ),
          legend(size.labelSize, words),
        ),
      ),
    );
  // Satori sizes boxes without their padding: the content box is given its own size.
  return box(
    {
      width,
      height,
      padding: PAD,
      fontFamily: 'Inter',
      backgroundImage: 'linear-gradient(160deg, #312e81 0%, #1e1b4b 55%, #134e4a 100%)',
    },
    box(
      { width: inner, height: height - 2 * PAD, flexDirection: 'column', justifyContent: 'space-between' },
      header,
      box({ flexDirection: 'column', gap: size.gap * 1.4, width: inner }, ...body),
      box(
        { justifyContent: 'space-between', alignItems: 'center', width: inner },
        box(
          { fontSize: size.labelSize * 1.2, fontWeight: 700, color: WHITE },
          t('annualReports:card.footer'),
        ),
        box({ width: 96, height: 8, borderRadius: 4, backgroundColor: ACCENT }),
      ),
    ),
  );
}
