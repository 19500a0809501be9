// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, getToasts } from '../../components/ui/use-toast';
import { aKeptEntry } from '../../test/memory-queue';
import { render } from '../../test/render';
import { announce } from './coordination';
import { useKeptToast } from './hooks';
import { onStored } from './queue';

afterEach(() => {
  dismissToast();
  document.body.innerHTML = '';
});

let keptToast: ReturnType<typeof useKeptToast> | undefined;
/** Hands out the function useKeptToast gives a component. */
function Probe() {
  keptToast = useKeptToast();
  return null;
}

async function keptToastOfAComponent() {
  const view = await render(<Probe />);
  if (!keptToast) throw new Error('the component did not render');
  return { keptToast, unmount: view.unmount };
}

describe('useKeptToast', () => {
  it('says an entry was kept on this device', async () => {
    const { keptToast, unmount } = await keptToastOfAComponent();
    keptToast(aKeptEntry({ id: 'kept' }));
    expect(getToasts()[0]).toMatchObject({ title: 'Saved on this device' });
    await unmount();
  });

  // A request whose answer was lost is kept, and the page asks for a Background Sync: online, the
  // service worker can store it and tell the page ("Synced") before the page has told the person it was
  // kept. The kept toast must not then replace "Synced" with news that is no longer true.
  it('says nothing of an entry the service worker has already stored', async () => {
    const { keptToast, unmount } = await keptToastOfAComponent();
    const heard = vi.fn();
    const stop = onStored(heard);
    announce({ type: 'stored', invalidates: ['/api/stats'], ids: ['early'], by: 'worker' });
    await vi.waitFor(() => expect(heard).toHaveBeenCalled());
    stop();
    keptToast(aKeptEntry({ id: 'early' }));
    expect(getToasts().filter((t) => t.open)).toEqual([]);
    await unmount();
  });
});
