// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { flush, jsonResponse, render } from '../../test/render';
import { PushDeviceControl } from './PushDeviceControl';
import { keyBytes } from './push-device';
import { useReminders } from './use-reminders';

/** A browser with push: a worker registration whose push manager hands out one subscription. */
function fakePushBrowser(
  permission: NotificationPermission = 'default',
  answer: NotificationPermission = 'granted',
) {
  let subscription: PushSubscription | null = null;
  const made = {
    endpoint: 'https://push.example/abc',
    toJSON: () => ({ endpoint: 'https://push.example/abc', keys: { p256dh: 'p256', auth: 'auth' } }),
    unsubscribe: vi.fn(async () => {
      subscription = null;
      return true;
    }),
  } as unknown as PushSubscription;
  const pushManager = {
    getSubscription: vi.fn(async () => subscription),
    subscribe: vi.fn(async () => {
      subscription = made;
      return made;
    }),
  };
  const registration = { pushManager } as unknown as ServiceWorkerRegistration;
  vi.stubGlobal('PushManager', class {});
  vi.stubGlobal(
    'Notification',
    Object.assign(class {}, { permission, requestPermission: vi.fn(async () => answer) }),
  );
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { ready: Promise.resolve(registration), getRegistration: async () => registration },
  });
  return { pushManager, made };
}

const fetchMock = vi.fn<typeof fetch>();
/** The server's count of the person's devices. */
let devices = 0;
beforeEach(() => {
  devices = 0;
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(async (url, init) => {
    if (url === '/api/me/reminders') return jsonResponse(200, { push: { publicKey: 'BKey', devices } });
    if (url === '/api/me/push-subscriptions' && init?.method === 'POST') {
      devices = 1;
      return jsonResponse(201, { devices });
    }
    if (url === '/api/me/push-subscriptions' && init?.method === 'DELETE') {
      devices = 0;
      return new Response(null, { status: 204 });
    }
    return jsonResponse(404, { message: 'not found' });
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  Reflect.deleteProperty(navigator, 'serviceWorker');
  document.body.innerHTML = '';
});

const button = (container: HTMLElement, text: string) =>
  [...container.querySelectorAll('button')].find((b) => b.textContent?.includes(text));

describe('<PushDeviceControl>', () => {
  it('says so plainly when the browser has no push', async () => {
    const { container } = await render(<PushDeviceControl publicKey="BKey" devices={0} />);
    await flush();
    expect(container.textContent).toContain('This browser cannot receive notifications from Lampstand.');
    expect(container.querySelector('button')).toBeNull();
  });

  it('asks for permission, subscribes with the server key, tells the server, and turns off again', async () => {
    const { pushManager, made } = fakePushBrowser();
    const { container } = await render(<WithSettings />);
    await flush();
    await act(async () => button(container, 'Turn on notifications on this device')?.click());
    await flush();
    expect(pushManager.subscribe).toHaveBeenCalledWith({
      userVisibleOnly: true,
      applicationServerKey: keyBytes('BKey'),
    });
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual(made.toJSON());
    expect(container.textContent).toContain('On for this device');

    await act(async () => button(container, 'Turn off')?.click());
    await flush();
    const del = fetchMock.mock.calls.find(([, init]) => init?.method === 'DELETE');
    expect(JSON.parse(String(del?.[1]?.body))).toEqual({ endpoint: 'https://push.example/abc' });
    expect(made.unsubscribe).toHaveBeenCalled();
    expect(container.textContent).toContain('Notifications are off on this device.');
    expect(button(container, 'Turn on notifications on this device')).toBeDefined();
  });

  it('explains a refusal, and a browser where notifications are blocked', async () => {
    fakePushBrowser('default', 'default');
    const { container } = await render(<PushDeviceControl publicKey="BKey" devices={0} />);
    await flush();
    await act(async () => button(container, 'Turn on notifications on this device')?.click());
    await flush();
    expect(container.querySelector('[role="alert"]')?.textContent).toBe(
      'Notifications were not allowed. Try again and choose Allow when the browser asks.',
    );
    document.body.innerHTML = '';
    fakePushBrowser('denied');
    const blocked = await render(<PushDeviceControl publicKey="BKey" devices={0} />);
    await flush();
    expect(blocked.container.textContent).toContain(
      'Notifications are blocked for Lampstand in this browser.',
    );
    expect(button(blocked.container, 'Turn on')).toBeUndefined();
  });

  it('says when the server sends no notifications', async () => {
    fakePushBrowser();
    const { container } = await render(<PushDeviceControl publicKey="" devices={0} />);
    await flush();
    expect(container.textContent).toBe('This Lampstand server does not send notifications.');
  });
});

it('turns the base64url server key into its bytes', () => {
  expect([...keyBytes('AQID_-8')]).toEqual([1, 2, 3, 255, 239]);
});

/** The control as the card shows it: the device count is the reminders query's (GET, and after each change). */
function WithSettings() {
  const { data } = useReminders();
  return data ? <PushDeviceControl publicKey={data.push.publicKey} devices={data.push.devices} /> : null;
}
