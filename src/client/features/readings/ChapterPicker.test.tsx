// @vitest-environment happy-dom
import { act, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { fieldByLabel, fillIn, flush, render } from '../../test/render';
import { ChapterPicker } from './ChapterPicker';
import type { ChapterSelection } from './chapter-selection';

afterEach(() => {
  document.body.innerHTML = '';
});

function Harness({ initial = [] }: { initial?: ChapterSelection }) {
  const [selected, setSelected] = useState<ChapterSelection>(initial);
  return <ChapterPicker selected={selected} onChange={setSelected} />;
}

async function setup(initial?: ChapterSelection) {
  const view = await render(<Harness initial={initial} />);
  const root = view.container;
  const buttons = () => [...root.querySelectorAll<HTMLElement>('button, [role="gridcell"]')];
  const button = (name: string) => {
    const found = buttons().find((b) => (b.getAttribute('aria-label') ?? b.textContent?.trim()) === name);
    if (!found) throw new Error(`no button "${name}"`);
    return found;
  };
  const click = (el: HTMLElement) => act(async () => el.click());
  const chapterButtons = () => [...root.querySelectorAll<HTMLElement>('[role="gridcell"]')];
  const checkedBook = () =>
    [...root.querySelectorAll<HTMLInputElement>('input[type="radio"]:checked')].find(
      (r) => r.value !== 'old' && r.value !== 'new',
    )?.value;
  // The testament is a radio group of its own (one tab stop), ahead of the books'.
  const testaments = () => [
    ...root.querySelectorAll<HTMLInputElement>('input[value="old"], input[value="new"]'),
  ];
  const testament = () => testaments().find((r) => r.checked)?.value;
  const chooseTestament = (value: string) =>
    act(async () =>
      testaments()
        .find((r) => r.value === value)
        ?.click(),
    );
  const chips = () => [...root.querySelectorAll('li')].map((li) => li.textContent);
  const selectedHeading = () =>
    [...root.querySelectorAll('h4')].find((h) => h.textContent?.startsWith('Selected'))?.textContent;
  return {
    root,
    button,
    click,
    chapterButtons,
    checkedBook,
    chips,
    selectedHeading,
    testament,
    chooseTestament,
  };
}

describe('<ChapterPicker>', () => {
  it('starts in the Old Testament at Genesis with its 50 chapters and nothing selected', async () => {
    const p = await setup();
    expect(p.root.querySelector('h3')?.textContent).toBe('Select Chapters Read');
    expect(p.testament()).toBe('old');
    expect(p.checkedBook()).toBe('Genesis');
    expect(p.root.querySelectorAll('input[type="radio"]')).toHaveLength(2 + 39);
    expect(p.chapterButtons()).toHaveLength(50);
    expect(p.selectedHeading()).toBe('Selected Chapters (0)');
    expect(p.root.textContent).toContain('No chapters selected');
  });

  it('toggles a chapter on and off, with aria-selected and a chip', async () => {
    const p = await setup();
    await p.click(p.button('Genesis 3'));
    expect(p.button('Genesis 3').getAttribute('aria-selected')).toBe('true');
    expect(p.chips()).toEqual(['Genesis 3']);
    expect(p.selectedHeading()).toBe('Selected Chapters (1)');
    await p.click(p.button('Genesis 3'));
    expect(p.button('Genesis 3').getAttribute('aria-selected')).toBe('false');
    expect(p.root.textContent).toContain('No chapters selected');
  });

  it('Select All Chapters adds only the chapters of the current book not yet selected', async () => {
    const p = await setup([{ book: 'Exodus', chapter: 2 }]);
    const ruth = p.root.querySelector<HTMLInputElement>('input[value="Ruth"]');
    await act(async () => ruth?.click());
    expect(p.checkedBook()).toBe('Ruth');
    expect(p.chapterButtons()).toHaveLength(4);
    await p.click(p.button('Ruth 2'));
    await p.click(p.button('Select All Chapters'));
    expect(p.chips()).toEqual(['Exodus 2', 'Ruth 2', 'Ruth 1', 'Ruth 3', 'Ruth 4']);
    expect(p.selectedHeading()).toBe('Selected Chapters (5)');
    expect(p.chapterButtons().every((b) => b.getAttribute('aria-selected') === 'true')).toBe(true);
    await p.click(p.button('Select All Chapters'));
    expect(p.chips()).toHaveLength(5);
  });

  it('removes a chip with its labelled button and unpresses the chapter', async () => {
    const p = await setup();
    await p.click(p.button('Genesis 1'));
    await p.click(p.button('Genesis 2'));
    await p.click(p.button('Remove Genesis 1'));
    expect(p.chips()).toEqual(['Genesis 2']);
    expect(p.button('Genesis 1').getAttribute('aria-selected')).toBe('false');
    // Focus stays on the chip list instead of falling to the page.
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Remove Genesis 2');
  });

  it('switching testament resets the book to Matthew or Genesis and keeps the selection', async () => {
    const p = await setup();
    await act(async () => p.root.querySelector<HTMLInputElement>('input[value="Psalms"]')?.click());
    expect(p.chapterButtons()).toHaveLength(150);
    await p.click(p.button('Psalms 23'));
    await p.chooseTestament('new');
    expect(p.testament()).toBe('new');
    expect(p.checkedBook()).toBe('Matthew');
    expect(p.root.querySelectorAll('input[type="radio"]')).toHaveLength(2 + 27);
    expect(p.chapterButtons()).toHaveLength(28);
    await act(async () => p.root.querySelector<HTMLInputElement>('input[value="John"]')?.click());
    await p.chooseTestament('old');
    expect(p.checkedBook()).toBe('Genesis');
    expect(p.chips()).toEqual(['Psalms 23']);
  });

  describe('the book search', () => {
    const bookNames = (root: HTMLElement) =>
      [...root.querySelectorAll<HTMLInputElement>('input[type="radio"]')]
        .map((r) => r.value)
        .filter((v) => v !== 'old' && v !== 'new');
    const status = (root: HTMLElement) => root.querySelector('[role="status"]')?.textContent;

    it('"Ps" narrows the list to Psalms; picking it shows its 150 chapters and keeps the search', async () => {
      const p = await setup();
      const search = fieldByLabel(p.root, 'Find a book');
      expect(search?.type).toBe('search');
      await fillIn(search, 'Ps');
      expect(bookNames(p.root)).toEqual(['Psalms']);
      expect(status(p.root)).toBe('1 book found');
      await act(async () => p.root.querySelector<HTMLInputElement>('input[value="Psalms"]')?.click());
      expect(p.checkedBook()).toBe('Psalms');
      expect(p.chapterButtons()).toHaveLength(150);
      expect(search?.value).toBe('Ps');
    });

    it('searches both testaments, and a book of the other one switches the testament', async () => {
      const p = await setup();
      const search = fieldByLabel(p.root, 'Find a book');
      await fillIn(search, '1co');
      await flush();
      expect(bookNames(p.root)).toEqual(['1 Corinthians']);
      await act(async () => p.root.querySelector<HTMLInputElement>('input[value="1 Corinthians"]')?.click());
      expect(p.testament()).toBe('new');
      expect(p.chapterButtons()).toHaveLength(16);
    });

    it('reads abbreviations with the reference parser once it has loaded ("Jn" is John)', async () => {
      const p = await setup();
      const search = fieldByLabel(p.root, 'Find a book');
      await act(async () => search?.focus());
      await fillIn(search, 'Jn');
      await expect
        .poll(async () => {
          await flush();
          return bookNames(p.root);
        })
        .toEqual(['John']);
    });

    it('Enter picks the first book found and submits nothing; with none found it says so', async () => {
      const p = await setup();
      const search = fieldByLabel(p.root, 'Find a book');
      await fillIn(search, 'ex');
      const enter = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
      await act(async () => search?.dispatchEvent(enter));
      expect(enter.defaultPrevented).toBe(true);
      expect(p.checkedBook()).toBe('Exodus');
      await fillIn(search, 'xyz');
      expect(bookNames(p.root)).toEqual([]);
      expect(p.root.textContent).toContain('No book matches “xyz”.');
      expect(status(p.root)).toBe('0 books found');
      expect(p.chapterButtons()).toHaveLength(40);
    });

    it('a testament button clears the search and shows that testament’s books', async () => {
      const p = await setup();
      await fillIn(fieldByLabel(p.root, 'Find a book'), 'Ps');
      await p.chooseTestament('new');
      expect(fieldByLabel(p.root, 'Find a book')?.value).toBe('');
      expect(bookNames(p.root)).toHaveLength(27);
      expect(p.checkedBook()).toBe('Matthew');
    });
  });
});
