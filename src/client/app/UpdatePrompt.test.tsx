// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { registerServiceWorker, type WorkboxLike } from '../lib/service-worker';
import { flush, render } from '../test/render';
import { UpdatePrompt } from './UpdatePrompt';

/*
 * The update prompt driven through the real registration code (lib/service-worker.ts) by a stand-in for
 * workbox-window's Workbox: the events a browser's service worker lifecycle gives, and the calls made.
 */
class FakeWorkbox extends EventTarget {
  register = vi.fn(async () => undefined);
  update = vi.fn(async () => {});
  messageSkipWaiting = vi.fn();
  emit(type: 'waiting' | 'controlling') {
    this.dispatchEvent(new Event(type));
  }
}

function setUp({ controlled }: { controlled: boolean }) {
  const workbox = new FakeWorkbox();
  const reload = vi.fn();
  const start = (offer: (apply: () => void) => void) =>
    registerServiceWorker(offer, {
      workbox: workbox as unknown as WorkboxLike,
      controlled: () => controlled,
      reload,
    });
  return { workbox, reload, start };
}

const promptText = 'A new version of Lampstand is ready.';
const button = (container: HTMLElement, name: string) =>
  [...container.querySelectorAll('button')].find(
    (b) => b.textContent === name || b.getAttribute('aria-label') === name,
  );

// The card is a lazy chunk of its own: loaded once here, so that it shows within a render's flush.
beforeAll(() => import('./UpdateCard'));
afterEach(() => {
  document.body.innerHTML = '';
});

describe('<UpdatePrompt>', () => {
  it('says nothing until a new version waits, in a live region that is already there', async () => {
    const { workbox, start } = setUp({ controlled: true });
    const { container } = await render(<UpdatePrompt start={start} />);
    expect(workbox.register).toHaveBeenCalledOnce();
    const region = container.querySelector('[role="status"]');
    expect(region?.textContent).toBe('');
    await act(async () => workbox.emit('waiting'));
    await flush();
    expect(region?.textContent).toContain(promptText);
    expect(button(container, 'Reload')).toBeDefined();
  });

  it('Reload asks the waiting worker to take over, and the page reloads once it does', async () => {
    const { workbox, reload, start } = setUp({ controlled: true });
    const { container } = await render(<UpdatePrompt start={start} />);
    await act(async () => workbox.emit('waiting'));
    await flush();
    await act(async () => button(container, 'Reload')?.click());
    expect(workbox.messageSkipWaiting).toHaveBeenCalledOnce();
    expect(reload).not.toHaveBeenCalled();
    await act(async () => workbox.emit('controlling'));
    await act(async () => workbox.emit('controlling'));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('a page that another tab updated reloads too: it never runs old code on the new files', async () => {
    const { workbox, reload, start } = setUp({ controlled: true });
    await render(<UpdatePrompt start={start} />);
    await act(async () => workbox.emit('controlling'));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('the first worker taking a fresh page is no update: no reload, until a later version takes over', async () => {
    const { workbox, reload, start } = setUp({ controlled: false });
    await render(<UpdatePrompt start={start} />);
    await act(async () => workbox.emit('controlling'));
    expect(reload).not.toHaveBeenCalled();
    await act(async () => workbox.emit('controlling'));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('closing the prompt keeps this version and tells the worker nothing', async () => {
    const { workbox, start } = setUp({ controlled: true });
    const { container } = await render(<UpdatePrompt start={start} />);
    await act(async () => workbox.emit('waiting'));
    await flush();
    await act(async () => button(container, 'Close')?.click());
    expect(container.textContent).not.toContain(promptText);
    expect(workbox.messageSkipWaiting).not.toHaveBeenCalled();
  });

  it('looks for a new version each time the page comes back to the screen', async () => {
    const { workbox, start } = setUp({ controlled: true });
    await render(<UpdatePrompt start={start} />);
    expect(workbox.update).not.toHaveBeenCalled();
    await act(async () => document.dispatchEvent(new Event('visibilitychange')));
    await flush();
    expect(workbox.update).toHaveBeenCalledOnce();
  });
});
