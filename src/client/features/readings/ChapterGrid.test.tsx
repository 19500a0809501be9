// @vitest-environment happy-dom
import { type BibleBook, bookByName } from '@shared/bible';
import { act, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { render } from '../../test/render';
import { ChapterGrid } from './ChapterGrid';
import { fittingColumns } from './use-grid-navigation';

afterEach(() => {
  document.body.innerHTML = '';
});

const genesis = bookByName('Genesis') as BibleBook;
const ruth = bookByName('Ruth') as BibleBook;

function Harness({ book }: { book: BibleBook }) {
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  return (
    <ChapterGrid
      book={book}
      isChosen={(chapter) => chosen.has(chapter)}
      onToggle={(chapter) =>
        setChosen((now) => {
          const next = new Set(now);
          if (!next.delete(chapter)) next.add(chapter);
          return next;
        })
      }
      onSelectAll={() => {}}
    />
  );
}

function BookSwitch() {
  const [book, setBook] = useState(genesis);
  return (
    <>
      <button type="button" data-switch onClick={() => setBook(ruth)}>
        Ruth
      </button>
      <Harness book={book} />
    </>
  );
}

const grid = () => document.querySelector('[role="grid"]');
const rows = () => [...document.querySelectorAll('[role="grid"] [role="row"]')];
const cells = () => [...document.querySelectorAll<HTMLElement>('[role="gridcell"]')];
const cell = (label: string) => cells().find((c) => c.getAttribute('aria-label') === label);
const focusedLabel = () => document.activeElement?.getAttribute('aria-label');
const tabStops = () => cells().filter((c) => c.tabIndex === 0);
const press = (key: string, init: KeyboardEventInit = {}) =>
  act(async () => {
    document.activeElement?.dispatchEvent(
      new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init }),
    );
  });

async function setup(book = genesis) {
  const view = await render(<Harness book={book} />);
  const columns = rows()[0]?.querySelectorAll('[role="gridcell"]').length ?? 0;
  return { view, columns };
}

describe('<ChapterGrid> (ARIA grid pattern)', () => {
  it('is one tab stop: rows of chapter cells, only the first tabbable, none selected', async () => {
    const { columns } = await setup();
    expect(grid()?.getAttribute('aria-multiselectable')).toBe('true');
    expect(grid()?.getAttribute('aria-labelledby')).toBeTruthy();
    expect(cells()).toHaveLength(50);
    expect(columns === 8 || columns === 10).toBe(true);
    expect(rows()).toHaveLength(Math.ceil(50 / columns));
    expect(tabStops().map((c) => c.getAttribute('aria-label'))).toEqual(['Genesis 1']);
    expect(cells().every((c) => c.getAttribute('aria-selected') === 'false')).toBe(true);
  });

  it('arrows move one cell (Left and Right go on across rows), Up and Down one row; the tab stop follows', async () => {
    const { columns } = await setup();
    await act(async () => cell('Genesis 1')?.focus());
    await press('ArrowRight');
    expect(focusedLabel()).toBe('Genesis 2');
    await press('ArrowDown');
    expect(focusedLabel()).toBe(`Genesis ${2 + columns}`);
    await press('ArrowLeft');
    await press('ArrowUp');
    expect(focusedLabel()).toBe('Genesis 1');
    await press('ArrowUp');
    await press('ArrowLeft');
    expect(focusedLabel()).toBe('Genesis 1');
    await act(async () => cell(`Genesis ${columns}`)?.focus());
    await press('ArrowRight');
    expect(focusedLabel()).toBe(`Genesis ${columns + 1}`);
    await press('ArrowLeft');
    expect(focusedLabel()).toBe(`Genesis ${columns}`);
    expect(tabStops().map((c) => c.getAttribute('aria-label'))).toEqual([`Genesis ${columns}`]);
    // Down from a row above a shorter last row stops at the last chapter; at the edges nothing moves.
    await act(async () => cell('Genesis 49')?.focus());
    await press('ArrowDown');
    expect(focusedLabel()).toBe('Genesis 49');
    await press('ArrowRight');
    await press('ArrowRight');
    expect(focusedLabel()).toBe('Genesis 50');
  });

  it('Home and End go to the ends of the row, Ctrl+Home and Ctrl+End to the first and last chapter', async () => {
    const { columns } = await setup();
    await act(async () => cell(`Genesis ${columns + 3}`)?.focus());
    await press('Home');
    expect(focusedLabel()).toBe(`Genesis ${columns + 1}`);
    await press('End');
    expect(focusedLabel()).toBe(`Genesis ${2 * columns}`);
    await press('End', { ctrlKey: true });
    expect(focusedLabel()).toBe('Genesis 50');
    await press('Home', { ctrlKey: true });
    expect(focusedLabel()).toBe('Genesis 1');
  });

  it('Space and Enter toggle the focused chapter, shown by aria-selected', async () => {
    await setup();
    await act(async () => cell('Genesis 1')?.focus());
    await press('ArrowRight');
    await press(' ');
    expect(cell('Genesis 2')?.getAttribute('aria-selected')).toBe('true');
    await press('ArrowRight');
    await press('Enter');
    expect(cell('Genesis 3')?.getAttribute('aria-selected')).toBe('true');
    await press(' ');
    expect(cell('Genesis 3')?.getAttribute('aria-selected')).toBe('false');
    await act(async () => cell('Genesis 5')?.click());
    expect(cell('Genesis 5')?.getAttribute('aria-selected')).toBe('true');
    expect(tabStops().map((c) => c.getAttribute('aria-label'))).toEqual(['Genesis 5']);
  });

  it('another book starts again with one tab stop, on its chapter 1', async () => {
    await render(<BookSwitch />);
    await act(async () => cell('Genesis 1')?.focus());
    await press('End', { ctrlKey: true });
    expect(focusedLabel()).toBe('Genesis 50');
    await act(async () => document.querySelector<HTMLElement>('[data-switch]')?.click());
    expect(cells()).toHaveLength(4);
    expect(tabStops().map((c) => c.getAttribute('aria-label'))).toEqual(['Ruth 1']);
  });
});

describe('fittingColumns (chapter cells of at least 44 px, 4 px apart)', () => {
  it.each([
    [262, 5],
    [294, 6],
    [324, 6],
    [332, 7],
    [476, 10],
    [900, 10],
    [20, 1],
  ])('a grid %i px wide has %i columns', (width, columns) => {
    expect(fittingColumns(width)).toBe(columns);
    expect(columns * 44 + (columns - 1) * 4).toBeLessThanOrEqual(Math.max(width, 44));
  });
});
