// @vitest-environment happy-dom
import { addLanguage } from '@shared/i18n';
import { es } from '@shared/i18n/es';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n';
import { flush, jsonResponse, render } from '../../test/render';
import { GoalForm } from './GoalForm';

/** A new church of one member with a short window: the suggestions' figures can be 1. */
const suggestions = {
  members: 1,
  recentChaptersPerDay: 0,
  recentMinutesPerDay: 0,
  suggestions: [
    {
      kind: 'chapter-a-day',
      targetChapters: 1,
      targetMinutes: 10,
      startDate: '2026-12-01',
      endDate: '2026-12-31',
    },
    {
      kind: 'origin',
      targetChapters: 1_000_000,
      targetMinutes: 2_000_000,
      startDate: '2026-12-01',
      endDate: '2026-12-31',
    },
  ],
};

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(async () => jsonResponse(200, suggestions));
});
afterEach(async () => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  document.body.innerHTML = '';
  await i18n.changeLanguage('en');
});

async function suggestionTexts() {
  const view = await render(<GoalForm goal={null} />);
  await flush();
  const texts = [...view.container.querySelectorAll('#goal-suggestions + ul button')].map(
    (b) => b.textContent,
  );
  await view.unmount();
  return texts;
}

describe('<GoalForm> suggestions', () => {
  it('reads each figure with its own plural, in English', async () => {
    expect(await suggestionTexts()).toEqual([
      'A chapter a day each1 chapter and 10 minutes by December 31, 2026',
      'The original challenge1,000,000 chapters and 2,000,000 minutes by December 31, 2026',
    ]);
  });

  it('and in Spanish (es-US numbers), where a million takes "de"', async () => {
    addLanguage('es', es);
    await i18n.changeLanguage('es');
    expect(await suggestionTexts()).toEqual([
      'Un capítulo al día cada uno1 capítulo y 10 minutos para el 31 de diciembre de 2026',
      'El desafío original1,000,000 de capítulos y 2,000,000 de minutos para el 31 de diciembre de 2026',
    ]);
  });
});
