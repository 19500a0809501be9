import type { Enrollment } from '@shared/plans/api';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n';
import { planStatusText } from './plan-status';

const plan = (status: Pick<Enrollment, 'paused' | 'chaptersLeft' | 'behindDays' | 'aheadDays'>) =>
  ({ ...status, id: 1, planId: 'gospels-30', name: 'Gospels' }) as Enrollment;
const text = (status: Parameters<typeof plan>[0]) =>
  planStatusText(i18n.getFixedT('en', 'plans'), plan(status));

describe('planStatusText (the words beside a plan, never in red)', () => {
  it.each([
    [{ behindDays: 0, aheadDays: 0 }, 'On track'],
    [{ behindDays: 1, aheadDays: 0 }, '1 day behind'],
    [{ behindDays: 2, aheadDays: 3 }, '2 days behind'],
    [{ behindDays: 0, aheadDays: 1 }, '1 day ahead'],
    [{ behindDays: 0, aheadDays: 2 }, '2 days ahead'],
  ])('%j reads "%s"', (days, words) => {
    expect(text({ paused: false, chaptersLeft: 10, ...days })).toBe(words);
  });

  it('says paused or finished before any count of days', () => {
    const paused = text({ paused: true, chaptersLeft: 10, behindDays: 2, aheadDays: 0 });
    const finished = text({ paused: false, chaptersLeft: 0, behindDays: 0, aheadDays: 1 });
    expect([paused, finished]).toEqual(['Paused', 'Finished']);
  });
});
