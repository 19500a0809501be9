import { CONFIRMATION_CODE_TRIES } from '@shared/confirmations';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/support/app';
import { routeAuthCases } from '../../../../tests/support/auth-cases';
import { insertChurch, insertUser, sessionOf } from '../../../../tests/support/church-admin-factories';
import { confirmationCode, lastCodeMailedTo } from '../../../../tests/support/confirmation';
import { bearer } from '../../../../tests/support/factories';

/*
 * Decision 037: a power over another person is confirmed by a code mailed to the acting account's own
 * address (the church's, for the church account). Knowing the church password is not enough.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ask = (token: string, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/church/confirmation-code',
    headers: bearer(token),
    payload: payload as object,
  });
const setPassword = (
  token: string,
  member: { memberId: number; memberEmail: string },
  confirmationCode?: string,
) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/admin/users/${member.memberId}`,
    headers: bearer(token),
    payload: { name: 'Member', email: member.memberEmail, password: 'taken over', confirmationCode },
  });
const signsIn = async (email: string, password: string) =>
  (await t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password } })).statusCode ===
  200;

routeAuthCases('POST /api/church/confirmation-code', {
  app: () => t,
  access: 'church-admin',
  payload: () => ({ purpose: 'member-change' }),
  session: async () => (await insertChurch(t)).admin,
  forbidden: {
    'an unlocked member who is no administrator': async () => {
      const w = await insertChurch(t);
      return sessionOf(t, await insertUser(t, w.churchId), w.churchId);
    },
  },
});

/** A church with a member (their address), its administrator's and its church account's sessions. */
async function world() {
  const w = await insertChurch(t);
  const memberId = await insertUser(t, w.churchId);
  const member = await sessionOf(t, memberId);
  return { ...w, memberId, memberEmail: member.email };
}

describe('POST /api/church/confirmation-code', () => {
  it('mails the code to the acting account’s own address: the church’s for the church account', async () => {
    const w = await insertChurch(t);
    const res = await ask(w.churchAccount.token, { purpose: 'member-change' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ sentTo: expect.stringContaining('•••@example.test') });
    expect(await lastCodeMailedTo(t, w.churchAccount.email)).toMatch(/^\d{6}$/);
    await ask(w.admin.token, { purpose: 'handover' });
    expect(await lastCodeMailedTo(t, w.admin.email)).toMatch(/^\d{6}$/);
  });

  it('refuses an unknown purpose with 400 and mails nothing', async () => {
    const w = await insertChurch(t);
    const before = t.mailer.sent.length;
    const res = await ask(w.admin.token, { purpose: 'everything' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.purpose).toBeDefined();
    await t.app.background.settled();
    expect(t.mailer.sent.length).toBe(before);
  });
});

describe("changing another member's password (PATCH /api/admin/users/:id)", () => {
  it('is refused without the code, and nothing changes', async () => {
    const w = await world();
    const res = await setPassword(w.churchAccount.token, w);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.confirmationCode).toBeDefined();
    expect(await signsIn(w.memberEmail, 'taken over')).toBe(false);
  });

  it('takes the code once; a code of another purpose does not do', async () => {
    const w = await world();
    const other = await confirmationCode(t, w.churchAccount.token, 'handover');
    expect((await setPassword(w.churchAccount.token, w, other)).statusCode).toBe(400);
    const code = await confirmationCode(t, w.churchAccount.token, 'member-change');
    expect((await setPassword(w.churchAccount.token, w, code)).statusCode).toBe(200);
    expect(await signsIn(w.memberEmail, 'taken over')).toBe(true);
    expect((await setPassword(w.churchAccount.token, w, code)).statusCode).toBe(400);
  });

  it(`ends the code after ${CONFIRMATION_CODE_TRIES} wrong tries`, async () => {
    const w = await world();
    const code = await confirmationCode(t, w.admin.token, 'member-change');
    const wrong = code === '000000' ? '000001' : '000000';
    for (let i = 0; i < CONFIRMATION_CODE_TRIES; i++) {
      expect((await setPassword(w.admin.token, w, wrong)).statusCode).toBe(400);
    }
    expect((await setPassword(w.admin.token, w, code)).statusCode).toBe(400);
    expect(await signsIn(w.memberEmail, 'taken over')).toBe(false);
  });

  it("is confirmed by the acting account's own code, not another administrator's", async () => {
    const w = await world();
    const adminsCode = await confirmationCode(t, w.admin.token, 'member-change');
    expect((await setPassword(w.churchAccount.token, w, adminsCode)).statusCode).toBe(400);
  });
});

describe('the other powers need their code too', () => {
  it('hand-over, church password and deleting the church answer 400 without it, changing nothing', async () => {
    const w = await world();
    const token = w.churchAccount.token;
    const offer = await t.app.inject({
      method: 'POST',
      url: '/api/church/handover',
      headers: bearer(token),
      payload: { userId: w.memberId, confirmationCode: '123456' },
    });
    expect(offer.statusCode).toBe(400);
    const password = await t.app.inject({
      method: 'PUT',
      url: '/api/church/password',
      headers: bearer(token),
      payload: { currentPassword: 'church password 1', newPassword: 'a new church password' },
    });
    expect(password.statusCode).toBe(400);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/church/${w.churchId}`,
      headers: bearer(token),
      payload: {},
    });
    expect(del.statusCode).toBe(400);
    const status = await t.app.inject({ url: '/api/church/handover', headers: bearer(token) });
    expect(status.json()).toEqual({ offer: null });
    expect((await t.app.inject({ url: '/api/church/settings', headers: bearer(token) })).statusCode).toBe(
      200,
    );
  });

  it('deletes the church with the code, its church account with it', async () => {
    const w = await world();
    const code = await confirmationCode(t, w.churchAccount.token, 'church-delete');
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/church/${w.churchId}`,
      headers: bearer(w.churchAccount.token),
      payload: { confirmationCode: code },
    });
    expect(del.statusCode).toBe(204);
    expect((await t.app.inject({ url: '/api/me', headers: bearer(w.churchAccount.token) })).statusCode).toBe(
      401,
    );
    expect(
      (await t.app.inject({ url: '/api/me', headers: bearer(w.admin.token) })).json().churchId,
    ).toBeNull();
  });
});
