// @vitest-environment happy-dom
import type { NotificationList } from '@shared/notifications';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { flush, jsonResponse, render } from '../../test/render';
import { NotificationsButton } from './NotificationsButton';

const fetchMock = vi.fn<typeof fetch>();
let list: NotificationList;
beforeEach(() => {
  list = {
    unread: 2,
    items: [
      {
        id: 2,
        kind: 'badge',
        message: 'Weekly reading badge ×1',
        createdAt: new Date().toISOString(),
        read: false,
      },
      { id: 1, kind: 'streak', message: '3-day streak!', createdAt: new Date().toISOString(), read: false },
    ],
  };
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(async (_url, init) => {
    if (init?.method === 'POST') {
      list = { unread: 0, items: list.items.map((i) => ({ ...i, read: true })) };
      return new Response(null, { status: 204 });
    }
    return jsonResponse(200, list);
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  document.body.innerHTML = '';
});

describe('<NotificationsButton>', () => {
  it('names the unread count, lists the milestones and marks them all read', async () => {
    const view = await render(<NotificationsButton />);
    await flush();
    const bell = view.container.querySelector('button');
    expect(bell?.getAttribute('aria-label')).toBe('Notifications, 2 unread');
    await act(async () => bell?.click());
    const panel = document.querySelector('[role="dialog"]');
    expect(panel?.textContent).toContain('Weekly reading badge ×1');
    expect(panel?.textContent).toContain('3-day streak!');
    const markAll = [...(panel?.querySelectorAll('button') ?? [])].find(
      (b) => b.textContent === 'Mark all as read',
    );
    await act(async () => markAll?.click());
    await flush();
    expect(fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')?.[0]).toBe(
      '/api/notifications/read',
    );
    expect(bell?.getAttribute('aria-label')).toBe('Notifications');
  });
});
