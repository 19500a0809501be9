// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, getToasts } from '../../../components/ui/use-toast';
import { fieldByLabel, fillIn, flush, jsonResponse, render, submit } from '../../../test/render';
import { MembersTab } from './MembersTab';

const fetchMock = vi.fn<typeof fetch>();
let patchAnswer: () => Response;
const members = [
  { id: 1, name: 'Ruth Admin', email: 'ruth@example.com', isChurchAdmin: true, anonymous: false },
  { id: 2, name: 'Mary Reader', email: 'mary@example.com', isChurchAdmin: false, anonymous: false },
  { id: 3, name: 'Anonymous member', email: null, isChurchAdmin: false, anonymous: true },
];

beforeEach(() => {
  patchAnswer = () => jsonResponse(200, members[1]);
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    if (url === '/api/church/users') return jsonResponse(200, members);
    if (url === '/api/church/confirmation-code') {
      return jsonResponse(200, {
        message: 'We sent a 6-digit code to r•••@example.com.',
        sentTo: 'r•••@example.com',
        expiresAt: '2030-01-01T00:00:00Z',
      });
    }
    if (url === '/api/admin/users/2' && init?.method === 'PATCH') return patchAnswer();
    if (url === '/api/admin/users/3' && init?.method === 'DELETE') return new Response(null, { status: 204 });
    return jsonResponse(404, { message: `unexpected ${url}` });
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  dismissToast();
  document.body.innerHTML = '';
});

const button = (label: string) => document.querySelector<HTMLButtonElement>(`button[aria-label="${label}"]`);
const click = (el: Element | null) =>
  act(async () => {
    (el as HTMLElement | null)?.click();
  });
const patches = () =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'PATCH')
    .map(([, init]) => JSON.parse(String(init?.body)));

const codeRequests = () =>
  fetchMock.mock.calls
    .filter(([url]) => url === '/api/church/confirmation-code')
    .map(([, init]) => JSON.parse(String(init?.body)));

async function sendCode(dialog: HTMLElement) {
  await click([...dialog.querySelectorAll('button')].find((b) => b.textContent === 'Send code') ?? null);
  await flush();
}

async function openEdit(viewerIsAdmin = true) {
  await render(<MembersTab currentUserId={1} isChurchAdmin={viewerIsAdmin} />);
  await flush();
  await click(button('Edit Mary Reader'));
  await flush();
  const dialog = document.querySelector<HTMLElement>('[role="dialog"]');
  if (!dialog) throw new Error('no dialog');
  return { dialog, form: dialog.querySelector('form') };
}

describe('<MembersTab>', () => {
  it('lists names and e-mails; anonymous members without e-mail or edit, nobody removes themselves', async () => {
    const view = await render(<MembersTab currentUserId={1} isChurchAdmin />);
    await flush();
    expect(view.container.textContent).toContain('mary@example.com');
    expect(button('Edit anonymous member')).toBeNull();
    expect(button('Delete anonymous member')).not.toBeNull();
    expect(button('Delete Ruth Admin')).toBeNull();
    expect(button('Edit Ruth Admin')).not.toBeNull();
  });

  it('offers a member who is not the administrator the list only: no edit, no delete', async () => {
    const view = await render(<MembersTab currentUserId={2} isChurchAdmin={false} />);
    await flush();
    expect(view.container.textContent).toContain('ruth@example.com');
    for (const who of ['Ruth Admin', 'Mary Reader', 'anonymous member']) {
      expect(button(`Edit ${who}`)).toBeNull();
      expect(button(`Delete ${who}`)).toBeNull();
    }
  });

  it('leaves a blank password out of the update and toasts User updated', async () => {
    const { dialog, form } = await openEdit();
    expect(fieldByLabel(dialog, 'Name')?.value).toBe('Mary Reader');
    await fillIn(fieldByLabel(dialog, 'Name'), 'Mary Magdalene');
    await submit(form);
    expect(patches()).toEqual([{ name: 'Mary Magdalene', email: 'mary@example.com' }]);
    expect(getToasts()[0]).toMatchObject({ title: 'User updated' });
    expect(document.querySelector('[role="dialog"]')).toBeNull();
  });

  it('checks a typed password (6+) and sends it with the code mailed to the administrator', async () => {
    const { dialog, form } = await openEdit();
    expect(fieldByLabel(dialog, 'Confirmation code')).toBeNull();
    expect(dialog.textContent).not.toContain('Send code');
    await fillIn(fieldByLabel(dialog, 'New Password (optional)'), 'abc');
    await submit(form);
    expect(dialog.textContent).toContain('Password must be at least 6 characters');
    expect(patches()).toEqual([]);
    await fillIn(fieldByLabel(dialog, 'New Password (optional)'), 'secret1');
    await submit(form);
    // A new password needs the code: without one, nothing is sent.
    expect(dialog.textContent).toContain('Enter the 6-digit code from the e-mail we just sent you');
    expect(patches()).toEqual([]);
    await sendCode(dialog);
    expect(codeRequests()).toEqual([{ purpose: 'member-change' }]);
    await fillIn(fieldByLabel(dialog, 'Confirmation code'), '123456');
    await submit(form);
    expect(patches()).toEqual([
      { name: 'Mary Reader', email: 'mary@example.com', password: 'secret1', confirmationCode: '123456' },
    ]);
  });

  it("a new e-mail address needs the code; the server's refusal of it shows on the code's field", async () => {
    patchAnswer = () =>
      jsonResponse(400, {
        message: 'That code is wrong or has expired. Ask for a new one.',
        errors: { confirmationCode: ['That code is wrong or has expired. Ask for a new one.'] },
      });
    const { dialog, form } = await openEdit();
    await fillIn(fieldByLabel(dialog, 'Email'), 'mary.new@example.com');
    await sendCode(dialog);
    await fillIn(fieldByLabel(dialog, 'Confirmation code'), '000000');
    await submit(form);
    expect(patches()).toEqual([
      { name: 'Mary Reader', email: 'mary.new@example.com', confirmationCode: '000000' },
    ]);
    const code = fieldByLabel(dialog, 'Confirmation code');
    expect(code?.getAttribute('aria-invalid')).toBe('true');
    expect(document.querySelector('[role="dialog"]')).not.toBeNull();
  });

  it('a name change, or an address changed back, needs no code', async () => {
    const { dialog, form } = await openEdit();
    await fillIn(fieldByLabel(dialog, 'Email'), 'other@example.com');
    expect(dialog.textContent).toContain('Send code');
    await fillIn(fieldByLabel(dialog, 'Email'), ' MARY@example.com');
    expect(dialog.textContent).not.toContain('Send code');
    await submit(form);
    expect(patches()).toHaveLength(1);
    expect(patches()[0]).not.toHaveProperty('confirmationCode');
  });

  it("puts the server's field errors on the form and toasts Failed to update user", async () => {
    patchAnswer = () =>
      jsonResponse(409, {
        message: 'An account with this email already exists',
        errors: { email: ['Taken'] },
      });
    const { dialog, form } = await openEdit();
    await submit(form);
    expect(dialog.textContent).toContain('Taken');
    expect(getToasts()[0]).toMatchObject({
      variant: 'destructive',
      title: 'Failed to update user',
      description: 'An account with this email already exists',
    });
  });

  it('removes a member only after the confirmation, then toasts User deleted', async () => {
    await render(<MembersTab currentUserId={1} isChurchAdmin />);
    await flush();
    await click(button('Delete anonymous member'));
    await flush();
    const confirm = document.querySelector('[role="alertdialog"]');
    expect(confirm?.textContent).toContain(
      'Are you sure you want to delete this user? This action cannot be undone.',
    );
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);
    const yes = [...(confirm?.querySelectorAll('button') ?? [])].find((b) => b.textContent === 'Delete');
    await click(yes ?? null);
    await flush();
    expect(
      fetchMock.mock.calls.some(([u, init]) => u === '/api/admin/users/3' && init?.method === 'DELETE'),
    ).toBe(true);
    expect(getToasts()[0]).toMatchObject({ title: 'User deleted' });
  });
});
