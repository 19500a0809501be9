// @vitest-environment happy-dom
import type { PublicGoal } from '@shared/public-page';
import { afterEach, describe, expect, it } from 'vitest';
import { publicGoal } from '../../../test/goal-answers';
import { render } from '../../../test/render';
import { GoalProgress } from './GoalProgress';

afterEach(() => {
  document.body.innerHTML = '';
});

/** The public page's pace texts for a goal ending 31 December 2026 whose chapters finish on `projected`. */
async function paceText(projected: string | null) {
  const goal = { ...publicGoal, projectedFinishDate: projected } as PublicGoal;
  const view = await render(<GoalProgress goal={goal} />);
  const text = view.container.textContent ?? '';
  await view.unmount();
  return text;
}

describe('<GoalProgress> where the pace leads, told as the dashboard tells it', () => {
  it('is ahead of pace on or before the end date', async () => {
    expect(await paceText('2026-12-31')).toContain(
      'Ahead of pace: at this pace, the chapters goal is reached by December 31, 2026.',
    );
  });

  it('gives the date after the end, up to a year after it', async () => {
    expect(await paceText('2027-12-31')).toContain(
      'At this pace, the chapters goal is reached on December 31, 2027.',
    );
  });

  it('omits a date more than a year after the end', async () => {
    const text = await paceText('2028-01-01');
    expect(text).toContain(
      'At this pace, the chapters goal would be reached more than a year after the end date.',
    );
    expect(text).not.toContain('2028');
  });

  it('says why there is no date without a recent pace', async () => {
    expect(await paceText(null)).toContain(
      'No reading in the last week yet, so no finish date can be foreseen.',
    );
  });
});
