// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aUser } from '../../test/fixtures';
import { fieldByLabel, fillIn, flush, jsonResponse, render, submit } from '../../test/render';
import { AcceptAdministrationPage } from './AcceptAdministrationPage';

const TOKEN = 'handover_token_0123456789';
const fetchMock = vi.fn<typeof fetch>();
let acceptAnswer: () => Response;
beforeEach(() => {
  acceptAnswer = () => jsonResponse(200, { message: 'You are now the administrator of your church.' });
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    if (url === '/api/me') return jsonResponse(200, aUser({ id: 5, name: 'Lydia Seller' }));
    if (url === '/api/church/handover/email-code') {
      return jsonResponse(200, {
        message: 'We sent a 6-digit code to o•••@grace.example. It works for 10 minutes.',
        sentTo: 'o•••@grace.example',
        expiresAt: '2030-01-01T00:00:00Z',
      });
    }
    if (url === '/api/church/handover/accept') return acceptAnswer();
    return jsonResponse(404, { message: `unexpected ${url}` });
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  document.body.innerHTML = '';
});

const bodyOf = (url: string) =>
  fetchMock.mock.calls.filter(([u]) => u === url).map(([, init]) => JSON.parse(String(init?.body)));

async function clickButton(root: HTMLElement, text: string) {
  const button = [...root.querySelectorAll('button')].find((b) => b.textContent === text);
  if (!button) throw new Error(`no button ${text}`);
  await act(async () => button.click());
  await flush();
}

describe('<AcceptAdministrationPage>', () => {
  it("the new side proves the church's new address by a code mailed to it, and chooses the password", async () => {
    const { container } = await render(<AcceptAdministrationPage />, {
      path: `/accept-administration?token=${TOKEN}`,
    });
    await flush();
    expect(container.textContent).toContain("The church's e-mail address and password move to you");
    await fillIn(fieldByLabel(container, "Church's e-mail address"), 'office@grace.example');
    await clickButton(container, 'Send code');
    expect(bodyOf('/api/church/handover/email-code')).toEqual([
      { token: TOKEN, churchEmail: 'office@grace.example' },
    ]);
    expect(container.querySelector('[role="status"]')?.textContent).toContain('We sent a 6-digit code');
    const code = fieldByLabel(container, 'Code from that e-mail');
    expect(code?.getAttribute('autocomplete')).toBe('one-time-code');
    expect(code?.getAttribute('inputmode')).toBe('numeric');
    await fillIn(code, '654321');
    await fillIn(fieldByLabel(container, 'New church password'), 'a new church password');
    await submit(container.querySelector('form'));
    expect(bodyOf('/api/church/handover/accept')).toEqual([
      {
        token: TOKEN,
        churchEmail: 'office@grace.example',
        emailCode: '654321',
        churchPassword: 'a new church password',
      },
    ]);
    expect(container.querySelector('h1')?.textContent).toBe('You are the administrator');
  });

  it('another address asks for a new code; a refused code shows on its field', async () => {
    acceptAnswer = () =>
      jsonResponse(400, {
        message: 'That code is wrong or has expired. Ask for a new one.',
        errors: { emailCode: ['That code is wrong or has expired. Ask for a new one.'] },
      });
    const { container } = await render(<AcceptAdministrationPage />, {
      path: `/accept-administration?token=${TOKEN}`,
    });
    await flush();
    await fillIn(fieldByLabel(container, "Church's e-mail address"), 'office@grace.example');
    await clickButton(container, 'Send code');
    await fillIn(fieldByLabel(container, "Church's e-mail address"), 'other@grace.example');
    expect(fieldByLabel(container, 'Code from that e-mail')).toBeNull();
    await fillIn(fieldByLabel(container, "Church's e-mail address"), 'office@grace.example');
    await fillIn(fieldByLabel(container, 'Code from that e-mail'), '000000');
    await fillIn(fieldByLabel(container, 'New church password'), 'a new church password');
    await submit(container.querySelector('form'));
    expect(fieldByLabel(container, 'Code from that e-mail')?.getAttribute('aria-invalid')).toBe('true');
  });
});
