// @vitest-environment happy-dom
import { bibleProgressOf } from '@shared/progress';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { flush, jsonResponse, render } from '../../test/render';
import { BibleBadges } from './BibleBadges';
import { BibleMapView } from './BibleMapView';
import { moveFrom } from './map-keys';

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

// Genesis 3 twice, Genesis 1 once, Ruth read through, Revelation 22 three times.
const progress = bibleProgressOf([
  { book: 1, chapter: 1, count: 1 },
  { book: 1, chapter: 3, count: 2 },
  ...[1, 2, 3, 4].map((chapter) => ({ book: 8, chapter, count: 1 })),
  { book: 66, chapter: 22, count: 3 },
]);

const cells = () => [...document.querySelectorAll<HTMLElement>('[role="gridcell"]')];
const cell = (name: string) => cells().find((c) => c.getAttribute('aria-label') === name);
const focused = () => document.activeElement?.getAttribute('aria-label');
async function press(key: string, init: KeyboardEventInit = {}) {
  await act(async () => {
    document.activeElement?.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, ...init }));
  });
}

describe('the Bible map', () => {
  it('names every one of the 1,189 cells by book, chapter and times read', async () => {
    await render(<BibleMapView progress={progress} />);
    expect(cells()).toHaveLength(1189);
    expect(cells()[0]?.getAttribute('aria-label')).toBe('Genesis 1, read once');
    expect(cell('Genesis 2, not read yet')).toBeDefined();
    expect(cell('Genesis 3, read twice')).toBeDefined();
    expect(cell('Revelation 22, read 3 times')).toBeDefined();
    expect(document.body.textContent).toContain('7 of 1,189');
    expect(document.body.textContent).toContain('1 of 66');
    // Ruth is finished: 100%; Genesis has 2 of 50 chapters read: 4%.
    const rowText = (book: string) =>
      [...document.querySelectorAll('[role="rowheader"]')].find((h) => h.textContent?.startsWith(book))
        ?.textContent;
    expect(rowText('Ruth')).toBe('Ruth100% readfinished');
    expect(rowText('Genesis')).toBe('Genesis4% read');
  });

  it('is one tab stop, moved through by the arrow keys across books and testaments', async () => {
    await render(<BibleMapView progress={progress} />);
    expect(cells().filter((c) => c.tabIndex === 0)).toHaveLength(1);
    await act(async () => cells()[0]?.focus());
    await press('ArrowRight');
    expect(focused()).toBe('Genesis 2, not read yet');
    await press('ArrowDown');
    expect(focused()).toBe('Exodus 2, not read yet');
    await press('End');
    expect(focused()).toBe('Exodus 40, not read yet');
    await press('ArrowRight');
    expect(focused()).toBe('Leviticus 1, not read yet');
    await press('ArrowLeft');
    expect(focused()).toBe('Exodus 40, not read yet');
    await press('ArrowUp');
    expect(focused()).toBe('Genesis 40, not read yet');
    await press('End', { ctrlKey: true });
    expect(focused()).toBe('Revelation 22, read 3 times');
    await press('ArrowUp');
    expect(focused()).toBe('Jude 1, not read yet');
    // The roving tab stop follows focus: still one, now on Jude 1.
    expect(
      cells()
        .filter((c) => c.tabIndex === 0)
        .map((c) => c.getAttribute('aria-label')),
    ).toEqual(['Jude 1, not read yet']);
  });

  it('shows a table instead on request', async () => {
    await render(<BibleMapView progress={progress} />);
    const tableButton = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Table');
    await act(async () => tableButton?.click());
    expect(tableButton?.getAttribute('aria-pressed')).toBe('true');
    expect(cells()).toHaveLength(0);
    const ruth = [...document.querySelectorAll('tbody tr')].find((r) => r.textContent?.startsWith('Ruth'));
    expect([...(ruth?.children ?? [])].map((c) => c.textContent)).toEqual(['Ruth', '4', '4', '100%', '1']);
  });
});

describe('moveFrom', () => {
  const chapters = [2, 3, 1];
  it('clamps up and down to the shorter book, stops at the ends and leaves other keys', () => {
    expect(moveFrom({ book: 1, chapter: 2 }, 'ArrowDown', false, chapters)).toEqual({ book: 2, chapter: 0 });
    expect(moveFrom({ book: 0, chapter: 0 }, 'ArrowLeft', false, chapters)).toEqual({ book: 0, chapter: 0 });
    expect(moveFrom({ book: 2, chapter: 0 }, 'ArrowRight', false, chapters)).toEqual({ book: 2, chapter: 0 });
    expect(moveFrom({ book: 1, chapter: 1 }, 'Home', true, chapters)).toEqual({ book: 0, chapter: 0 });
    expect(moveFrom({ book: 1, chapter: 1 }, 'Tab', false, chapters)).toBeNull();
  });
});

describe('BibleBadges', () => {
  it('shows the books, testaments and whole Bibles finished', async () => {
    const all = bibleProgressOf(
      progress.books.flatMap((b, i) => b.counts.map((_, c) => ({ book: i + 1, chapter: c + 1, count: 2 }))),
    );
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(200, all)),
    );
    await render(<BibleBadges />);
    await flush();
    expect([...document.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      '66 books finished',
      'Old Testament finished',
      'New Testament finished',
      'Whole Bible read ×2',
    ]);
  });
});
