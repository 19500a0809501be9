// @vitest-environment happy-dom
import { act, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fieldByLabel, fillIn, flush, jsonResponse, render } from '../../test/render';
import { ConfirmationCode } from './ConfirmationCode';

const SENT = {
  message: 'We sent a 6-digit code to o•••@grace.example. It works for 10 minutes.',
  sentTo: 'o•••@grace.example',
  expiresAt: '2030-01-01T00:10:00.000Z',
};

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(async () => jsonResponse(200, SENT));
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  document.body.innerHTML = '';
});

function Controlled({ error }: { error?: string }) {
  const [code, setCode] = useState('');
  return (
    <>
      <ConfirmationCode
        purpose="member-change"
        value={code}
        onChange={(event) => setCode(event.target.value)}
        error={error}
      />
      <output>{code}</output>
    </>
  );
}

const button = (root: ParentNode, text: string) =>
  [...root.querySelectorAll('button')].find((b) => b.textContent?.trim() === text);

async function click(element: HTMLElement | undefined) {
  if (!element) throw new Error('no such button');
  await act(async () => element.click());
  await flush();
}

describe('<ConfirmationCode>', () => {
  it('sends the code for its purpose, says where it went, then asks for the 6 digits', async () => {
    const { container } = await render(<Controlled />);
    expect(fieldByLabel(container, 'Confirmation code')).toBeNull();
    expect(container.textContent).toContain('we e-mail a 6-digit code');
    await click(button(container, 'Send code'));

    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/church/confirmation-code');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ purpose: 'member-change' });
    expect(container.querySelector('[role="status"]')?.textContent).toBe(SENT.message);

    const input = fieldByLabel(container, 'Confirmation code');
    expect(input?.getAttribute('inputmode')).toBe('numeric');
    expect(input?.getAttribute('autocomplete')).toBe('one-time-code');
    expect(document.activeElement).toBe(input);
    await fillIn(input, '123456');
    expect(container.querySelector('output')?.textContent).toBe('123456');
  });

  it('sends a new code when asked', async () => {
    const { container } = await render(<Controlled />);
    await click(button(container, 'Send code'));
    await fillIn(fieldByLabel(container, 'Confirmation code'), '111111');
    let answer: (response: Response) => void = () => {};
    fetchMock.mockImplementation(() => new Promise<Response>((resolve) => (answer = resolve)));
    await click(button(container, 'Send a new code'));
    // While the new code is on its way, the field stays.
    expect(button(container, 'Sending...')).toBeDefined();
    expect(fieldByLabel(container, 'Confirmation code')?.value).toBe('111111');
    await act(async () => answer(jsonResponse(200, SENT)));
    await flush();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(JSON.parse(String(fetchMock.mock.calls[1]?.[1]?.body))).toEqual({ purpose: 'member-change' });
  });

  it('says why a code could not be sent', async () => {
    fetchMock.mockImplementation(async () =>
      jsonResponse(429, { message: 'Too many codes. Wait a minute.' }),
    );
    const { container } = await render(<Controlled />);
    await click(button(container, 'Send code'));
    expect(container.querySelector('[role="alert"]')?.textContent).toBe(
      'The code could not be sent: Too many codes. Wait a minute.',
    );
    expect(fieldByLabel(container, 'Confirmation code')).toBeNull();
  });

  it("shows the server's refusal of the code on the code field", async () => {
    const { container } = await render(
      <Controlled error="That code is wrong or has expired. Ask for a new one." />,
    );
    // Before a code was sent, the message stands by the button that sends one.
    expect(container.textContent).toContain('That code is wrong or has expired.');
    await click(button(container, 'Send code'));
    const input = fieldByLabel(container, 'Confirmation code');
    expect(input?.getAttribute('aria-invalid')).toBe('true');
    const describedBy = input?.getAttribute('aria-describedby')?.split(' ') ?? [];
    const described = describedBy.map((id) => document.getElementById(id)?.textContent).join(' ');
    expect(described).toContain('That code is wrong or has expired. Ask for a new one.');
  });
});
