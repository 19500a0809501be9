// @vitest-environment happy-dom
import type { Enrollment } from '@shared/plans/api';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { flush, jsonResponse, render } from '../../test/render';
import { TodayReadingCard } from './TodayReadingCard';

const item = (position: number, book: string, chapter: number) => ({ position, book, chapter, read: false });
const plan: Enrollment = {
  id: 1,
  planId: '12',
  name: 'Short letters',
  startDate: '2026-03-01',
  endDate: '2026-03-10',
  paused: false,
  behindDays: 0,
  aheadDays: 0,
  chaptersLeft: 3,
  chaptersTotal: 3,
  todayDate: '2026-03-01',
  today: [item(0, '2 John', 1), item(1, '3 John', 1), item(2, 'Song of Solomon', 1)],
  next: null,
  catchUp: null,
  canUndo: false,
};

let unmount: (() => Promise<void>) | undefined;
beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => jsonResponse(200, [plan])),
  );
});
afterEach(async () => {
  await unmount?.();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

// Book names with a space once showed as "bible:2 John": i18next does not split `ns:key` for such keys.
it("names books with spaces in today's chapters and ticks", async () => {
  const view = await render(<TodayReadingCard onLogged={() => {}} />);
  unmount = view.unmount;
  await flush();
  expect(document.body.textContent).toContain('2 John 1; 3 John 1; Song of Solomon 1');
  expect(document.body.textContent).not.toContain('bible:');
  const labels = [...document.querySelectorAll('label')].map((l) => l.textContent);
  expect(labels).toEqual(['2 John 1', '3 John 1', 'Song of Solomon 1']);
});
