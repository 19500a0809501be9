// @vitest-environment happy-dom
import { useQuery } from '@tanstack/react-query';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { flush, render } from '../../test/render';
import { SettledReveal } from './SettledReveal';

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

/** A card whose data arrives when the test says. */
function Card({ name, data }: { name: string; data: Promise<string> }) {
  const query = useQuery({ queryKey: [name], queryFn: () => data });
  return <p data-card={name}>{query.data ?? 'loading'}</p>;
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
});
