// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { flush, render } from '../../test/render';
import { ShareCardDialog } from './ShareCardDialog';

const fetchMock = vi.fn<typeof fetch>();
const png = () => new Response(new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' }));
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(async () => png());
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  document.body.innerHTML = '';
});

const lastUrl = () => new URL(String(fetchMock.mock.calls.at(-1)?.[0]), 'http://x');
const labelled = (text: string) =>
  [...document.querySelectorAll('label')].find((l) => l.textContent === text)?.querySelector('input');
const click = async (element: Element | null | undefined) => {
  await act(async () => (element as HTMLElement).click());
  await flush();
};
const button = (text: string) => [...document.querySelectorAll('button')].find((b) => b.textContent === text);

describe('<ShareCardDialog>', () => {
  it('asks for the square card with everything, then what the person chooses', async () => {
    await render(<ShareCardDialog scope="user" year={2025} open onOpenChange={() => {}} />);
    await flush();
    expect(lastUrl().pathname).toBe('/api/annual-reports/user/2025/card.png');
    expect(lastUrl().searchParams.get('size')).toBe('square');
    expect(lastUrl().searchParams.get('show')).toBe('chapters,minutes,streak,books,map');
    expect(document.querySelector('img')?.getAttribute('alt')).toBe('Preview of the 2025 card');

    await click(labelled('Portrait'));
    await click(labelled('Bible map'));
    await click(labelled('Minutes in prayer'));
    expect(lastUrl().searchParams.get('size')).toBe('portrait');
    expect(lastUrl().searchParams.get('show')).toBe('chapters,streak,books');
    const download = document.querySelector('a[download]');
    expect(download?.getAttribute('download')).toBe('lampstand-2025-portrait.png');
    expect(download?.getAttribute('href')).toMatch(/^data:image\/png;base64,/);
  });

  it('asks nothing and offers no download when nothing is chosen', async () => {
    await render(
      <ShareCardDialog scope="church" year={2024} churchName="Grace" open onOpenChange={() => {}} />,
    );
    await flush();
    expect(lastUrl().pathname).toBe('/api/annual-reports/church/2024/card.png');
    expect(lastUrl().searchParams.get('show')).toBe('chapters,minutes,books,map');
    expect(labelled('Longest streak')).toBeUndefined(); // a church has no streak
    for (const item of ['Chapters read', 'Minutes in prayer', 'Books finished']) await click(labelled(item));
    const calls = fetchMock.mock.calls.length;
    await click(labelled('Bible map'));
    expect(document.body.textContent).toContain('Choose at least one thing to show');
    expect(document.querySelector('a[download]')).toBeNull();
    expect(fetchMock.mock.calls.length).toBe(calls);
  });

  it('offers Share only where the browser can share files, and hands it the PNG', async () => {
    await render(<ShareCardDialog scope="user" year={2025} open onOpenChange={() => {}} />);
    await flush();
    expect(button('Share')).toBeUndefined();
    document.body.innerHTML = '';

    const share = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, canShare: () => true, share });
    await render(<ShareCardDialog scope="user" year={2023} open onOpenChange={() => {}} />);
    await flush();
    await click(button('Share'));
    const [data] = share.mock.calls[0] as unknown as [{ files: File[]; title: string }];
    expect(data.title).toBe('My 2023 on Lampstand');
    expect(data.files[0]?.name).toBe('lampstand-2023-square.png');
    expect(data.files[0]?.type).toBe('image/png');
  });
});
