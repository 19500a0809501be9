// @vitest-environment happy-dom
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { nextTask } from '../../lib/next-task';
import { render } from '../../test/render';
import { Stage, Stages } from './Stages';

/** The parts on screen, in document order. */
const parts = (root: HTMLElement) => [...root.querySelectorAll('[data-part]')].map((p) => p.textContent);

describe('<Stages>', () => {
  it('renders stage 0 at once and each next stage a task after the one before, in place', async () => {
    const { container } = await render(
      <Stages count={2}>
        <p data-part>first</p>
        <Stage stage={2}>
          <p data-part>third</p>
        </Stage>
        <Stage stage={1} placeholder={<p data-part>keeping room</p>}>
          <p data-part>second</p>
        </Stage>
      </Stages>,
    );
    // Each commit's parts, as the DOM changes: two stages' timers can fall in one of the test's turns on a
    // loaded machine, but each stage is still its own commit.
    const seen = [parts(container)];
    const observer = new MutationObserver(() => {
      const now = parts(container);
      if (JSON.stringify(now) !== JSON.stringify(seen.at(-1))) seen.push(now);
    });
    observer.observe(container, { childList: true, subtree: true, characterData: true });
    for (let turn = 0; turn < 4; turn++) await act(nextTask);
    observer.disconnect();
    expect(seen).toEqual([
      ['first', 'keeping room'],
      ['first', 'second'],
      ['first', 'third', 'second'],
    ]);
  });

  it('shows every stage outside a Stages (a card rendered on its own)', async () => {
    const { container } = await render(
      <Stage stage={3} placeholder={<p data-part>waiting</p>}>
        <p data-part>shown</p>
      </Stage>,
    );
    expect(parts(container)).toEqual(['shown']);
  });
});
