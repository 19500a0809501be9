// @vitest-environment happy-dom
import { useQuery } from '@tanstack/react-query';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { flush, render } from '../../test/render';
import { AboveTheLoggingCards, SettledReveal } from './SettledReveal';

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

/** A card whose data arrives when the test says. */
function Card({ name, data }: { name: string; data: Promise<string> }) {
  const query = useQuery({ queryKey: [name], queryFn: () => data });
  return <p data-card={name}>{query.data ?? 'loading'}</p>;
}

/** A card that shows nothing until its data arrives, as Today's reading does. */
function LateCard({ name, data }: { name: string; data: Promise<string> }) {
  const query = useQuery({ queryKey: [name], queryFn: () => data });
  return query.data ? <p data-card={name}>{query.data}</p> : null;
}

function deferred() {
  let resolve: (value: string) => void = () => {};
  const promise = new Promise<string>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

const shown = (root: HTMLElement) =>
  !root.querySelector('[hidden]') && !root.querySelector('[role="status"]');

describe('<SettledReveal>', () => {
  it('mounts the cards at once but shows them only when every first load has answered', async () => {
    const [a, b] = [deferred(), deferred()];
    const { container } = await render(
      <SettledReveal>
        <Card name="a" data={a.promise} />
        <Card name="b" data={b.promise} />
      </SettledReveal>,
    );
    expect(container.querySelectorAll('[data-card]')).toHaveLength(2);
    expect(shown(container)).toBe(false);
    expect(container.querySelector('[role="status"]')?.getAttribute('aria-label')).toBe('Loading');
    await act(async () => a.resolve('A'));
    await flush();
    expect(shown(container)).toBe(false);
    await act(async () => b.resolve('B'));
    await flush();
    expect(shown(container)).toBe(true);
    expect(container.textContent).toBe('AB');
  });

  it('shows them after 2.5 s even if one is still loading', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const slow = deferred();
    const { container } = await render(
      <SettledReveal>
        <Card name="slow" data={slow.promise} />
      </SettledReveal>,
    );
    await act(async () => vi.advanceTimersByTime(2400));
    expect(shown(container)).toBe(false);
    await act(async () => vi.advanceTimersByTime(200));
    expect(shown(container)).toBe(true);
    expect(container.textContent).toBe('loading');
  });

  it('shows cards that need no data at once', async () => {
    const { container } = await render(
      <SettledReveal>
        <p>static</p>
      </SettledReveal>,
    );
    await flush();
    expect(shown(container)).toBe(true);
  });

  it('moves a part above the logging cards that was still empty when they were shown below them', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const [early, late] = [deferred(), deferred()];
    const { container } = await render(
      <SettledReveal>
        <AboveTheLoggingCards>
          <LateCard name="early" data={early.promise} />
        </AboveTheLoggingCards>
        <AboveTheLoggingCards after={<div aria-live="polite" />}>
          <LateCard name="late" data={late.promise} />
        </AboveTheLoggingCards>
        <p>logging cards</p>
      </SettledReveal>,
    );
    const part = (name: string) => container.querySelector(`[data-card="${name}"]`)?.closest('.contents > *');
    await act(async () => early.resolve('E'));
    await act(async () => vi.advanceTimersByTime(2600));
    expect(shown(container)).toBe(true);
    await act(async () => late.resolve('L'));
    await act(async () => vi.advanceTimersByTime(10));
    expect(container.textContent).toContain('L');
    // It arrived after the cards were shown: it appears below them instead of pushing them down.
    expect(part('late')?.className).toContain('order-1');
    expect(part('late')?.getAttribute('data-late')).toBe('true');
    // It was there in time: it keeps its place.
    expect(part('early')?.className).not.toContain('order-1');
  });

  it('keeps every part in place when the data came in time', async () => {
    const data = deferred();
    const { container } = await render(
      <SettledReveal>
        <AboveTheLoggingCards>
          <LateCard name="today" data={data.promise} />
        </AboveTheLoggingCards>
      </SettledReveal>,
    );
    await act(async () => data.resolve('T'));
    await flush();
    expect(shown(container)).toBe(true);
    expect(container.querySelector('[data-late]')).toBeNull();
    expect(container.textContent).toBe('T');
  });
});
