import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/support/app';
import { bearer, churchLogin, registerChurch, registerUser } from '../../../../tests/support/factories';

/*
 * Issue 35, point 1 (decision 037): a member told the church password signs in at Church Login. That
 * session is the church's own account, never a person's: it reads no personal data, the church's
 * credentials do not open the user login, and an unlocked member never sees the church's e-mail. Written
 * with the routes and factories the old code had too, so that it failed there (the church login opened the
 * administrator's own account and answered their prayer requests).
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string, token: string) => t.app.inject({ url, headers: bearer(token) });

async function unlockedMember(churchId: number, churchPassword: string) {
  const member = await registerUser(t, { churchId });
  const unlock = await t.app.inject({
    method: 'POST',
    url: '/api/church/verify-password',
    headers: bearer(member.token),
    payload: { password: churchPassword },
  });
  expect(unlock.json()).toMatchObject({ success: true });
  return member;
}

describe('a member who knows the church password', () => {
  it('signs in at Church Login as the church, which holds no personal data', async () => {
    const church = await registerChurch(t);
    const member = await unlockedMember(church.church.id, church.password);
    const session = await churchLogin(t, { ...church, email: church.email });
    expect(session.user).toMatchObject({
      isChurchAccount: true,
      isChurchAdmin: true,
      churchId: church.church.id,
    });
    for (const url of [
      '/api/prayer-requests',
      '/api/me/export',
      '/api/activity?limit=5',
      '/api/stats/user',
    ]) {
      const res = await get(url, session.token);
      expect(res.statusCode, `${url}: ${res.body}`).toBe(403);
      expect(res.json()).toMatchObject({ code: 'church_account' });
    }
    const write = await t.app.inject({
      method: 'POST',
      url: '/api/prayer-requests',
      headers: bearer(session.token),
      payload: { request: 'written as the church' },
    });
    expect(write.statusCode).toBe(403);
    // It still administers the church: the panel's routes answer it.
    expect((await get('/api/church/users', session.token)).statusCode).toBe(200);
    expect(member.user.churchId).toBe(church.church.id);
  });

  it('cannot sign in at the user login with the church e-mail and password', async () => {
    const church = await registerChurch(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: church.email, password: church.password },
    });
    expect(res.statusCode).toBe(401);
  });

  it('never sees the church e-mail, in the member list or the settings', async () => {
    const church = await registerChurch(t);
    const member = await unlockedMember(church.church.id, church.password);
    const members = await get('/api/church/users', member.token);
    expect(members.statusCode).toBe(200);
    expect(members.body.toLowerCase()).not.toContain(church.email.toLowerCase());
    const settings = await get('/api/church/settings', member.token);
    expect(settings.statusCode).toBe(200);
    expect(settings.json().email).toBeNull();
  });
});
