// @vitest-environment happy-dom
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { LogPrayerCard } from './features/prayers/LogPrayerCard';
import { LogReadingCard } from './features/readings/LogReadingCard';
import { render } from './test/render';

/*
 * Every text a person sees comes from the catalogue (src/shared/i18n). Rendered in the pseudo-locale,
 * where each catalogue text is wrapped in ⟦ ⟧, a component shows no visible text and no accessible name
 * outside those marks: a literal English string fails here.
 *
 * The views below are those whose texts have moved to the catalogue (issue 10, point 11, in progress:
 * the prayers and readings namespaces first); each view that moves is added here.
 */
const VIEWS: Array<[name: string, view: ReactNode]> = [
  ['LogPrayerCard', <LogPrayerCard key="p" timeZone="UTC" />],
];

/** Visible text nodes and the attributes people read (labels, placeholders, titles), outside ⟦ ⟧. */
function literalTexts(root: Element): string[] {
  const found: string[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) found.push(node.textContent ?? '');
  for (const element of root.querySelectorAll('[aria-label],[placeholder],[title],[alt]')) {
    for (const name of ['aria-label', 'placeholder', 'title', 'alt'])
      found.push(element.getAttribute(name) ?? '');
  }
  return found.map((text) => text.replace(/⟦[^⟧]*⟧/g, '').trim()).filter((text) => /[A-Za-z]/.test(text));
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('texts come from the catalogue', () => {
  it.each(VIEWS)('%s renders no literal text in the pseudo-locale', async (_name, view) => {
    const { container } = await render(view, { language: 'pseudo' });
    expect(literalTexts(container)).toEqual([]);
    expect(container.textContent).toContain('⟦');
  });

  it('the check sees a literal string', async () => {
    const { container } = await render(<p>Plain English</p>, { language: 'pseudo' });
    expect(literalTexts(container)).toEqual(['Plain English']);
  });
});
