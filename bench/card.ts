import { CARD_SIZES, type CardSize } from '@shared/annual-reports';
import { BIBLE_BOOKS } from '@shared/bible';
import { bibleProgressOf } from '@shared/progress';
import { renderCardPng } from '../src/server/lib/card-image';
import { closeCardDrawing } from '../src/server/lib/card-pool';
import { yearCard } from '../src/server/modules/annual-reports/year-card';
import type { YearCardFigures } from '../src/server/modules/annual-reports/year-card.service';
import type { Figure } from './lib/report';

const WARM_UP = 2;
const RENDERS = 7;

/** A full year's map: most chapters read, some twice or more, some not at all (every cell drawn). */
const map = bibleProgressOf(
  BIBLE_BOOKS.flatMap((book) =>
    Array.from({ length: book.chapters }, (_, i) => ({
      book: book.number,
      chapter: i + 1,
      count: (book.number * 7 + i * 3) % 5,
    })),
  ),
);
const person: YearCardFigures = { year: 2025, chapters: 1_342, minutes: 9_870, streak: 214, books: 41, map };
const church: YearCardFigures = {
  year: 2025,
  churchName: 'Grace Community Church of the Valley',
  chapters: 48_211,
  minutes: 310_455,
  books: 66,
  map,
};

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/**
 * The year card's drawing time per image (decision 034): layout (satori) and rasterising (resvg) of
 * every item, the Bible map included, in the card pool's thread as the server draws it (the card handed
 * over, the PNG handed back); the median of 7 renders after 2 warm-ups.
 */
export async function cardBenchmark(): Promise<Figure[]> {
  const figures: Figure[] = [];
  for (const [who, card] of [
    ['person', person],
    ['church', church],
  ] as const) {
    for (const size of Object.keys(CARD_SIZES) as CardSize[]) {
      const times: number[] = [];
      for (let i = 0; i < WARM_UP + RENDERS; i++) {
        const started = performance.now();
        await renderCardPng(yearCard(card, size), CARD_SIZES[size]);
        if (i >= WARM_UP) times.push(performance.now() - started);
      }
      figures.push({
        name: `year card, ${who}, ${size}: render time (median)`,
        value: median(times),
        unit: 'ms',
      });
    }
  }
  await closeCardDrawing();
  return figures;
}
