import { CHURCH_ADMIN_REQUIRED_MESSAGE } from '@shared/church-admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app';
import { bearer, churchLogin, meStatus, registerChurch, registerUser } from '../support/factories';

/*
 * Issue 9, point 6, as the review reproduced it: an ordinary member who knows the church password
 * unlocks /church-admin, sets another member's password through PATCH /api/admin/users/{id}, signs in as
 * that member and reads their private prayer requests. Knowing the church password must give no power
 * over another person's account.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const inject = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, token?: string, payload?: object) =>
  t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });

describe('an ordinary member who knows the church password', () => {
  it('cannot take over another member: PATCH and DELETE answer 403 and change nothing', async () => {
    const church = await registerChurch(t);
    const victim = await registerUser(t, { name: 'Victim Member', churchId: church.church.id });
    const secret = 'Please pray for my marriage';
    expect((await inject('POST', '/api/prayer-requests', victim.token, { request: secret })).statusCode).toBe(
      201,
    );
    const attacker = await registerUser(t, { name: 'Curious Member', churchId: church.church.id });
    const mailsBefore = t.mailer.sent.length;

    // 1. The attacker unlocks /church-admin with the church password, as the spec allows any member.
    const unlock = await inject('POST', '/api/church/verify-password', attacker.token, {
      password: church.password,
    });
    expect(unlock.json()).toMatchObject({ success: true });
    // They may see the member list...
    expect((await inject('GET', '/api/church/users', attacker.token)).statusCode).toBe(200);

    // 2. ...but not set the victim's password (nor e-mail, nor name).
    const takeover = await inject('PATCH', `/api/admin/users/${victim.user.id}`, attacker.token, {
      name: 'Victim Member',
      email: victim.email,
      password: 'hijacked1',
    });
    expect(takeover.statusCode).toBe(403);
    expect(takeover.json()).toEqual({ message: CHURCH_ADMIN_REQUIRED_MESSAGE });
    const rename = await inject('PATCH', `/api/admin/users/${victim.user.id}`, attacker.token, {
      name: 'Renamed',
      email: `attacker-owned-${victim.email}`,
    });
    expect(rename.statusCode).toBe(403);

    // 3. Signing in as the victim with the attacker's password fails; the victim's own still works.
    const asVictim = await inject('POST', '/api/login', undefined, {
      email: victim.email,
      password: 'hijacked1',
    });
    expect(asVictim.statusCode).toBe(401);
    const me = await inject('GET', '/api/me', victim.token);
    expect(me.json()).toMatchObject({ name: 'Victim Member', email: victim.email });
    const own = await inject('POST', '/api/login', undefined, {
      email: victim.email,
      password: victim.password,
    });
    expect(own.statusCode).toBe(200);

    // 4. The private prayers stay the victim's alone; nobody was mailed, the victim is still a member.
    const prayers = await inject('GET', '/api/prayer-requests', attacker.token);
    expect(prayers.body).not.toContain(secret);
    expect((await inject('DELETE', `/api/admin/users/${victim.user.id}`, attacker.token)).statusCode).toBe(
      403,
    );
    expect(me.json().churchId).toBe(church.church.id);
    expect((await inject('GET', '/api/me', victim.token)).json().churchId).toBe(church.church.id);
    expect(await meStatus(t, victim.token)).toBe(200);

    // 5. Issue 35 (decision 037): the church password also opens Church Login, as the church's own
    // account. It reads no prayer request, and sets no one's password without the code mailed to the
    // church's address (not asked for here: nobody is mailed).
    const asChurch = await churchLogin(t, church);
    expect(asChurch.user).toMatchObject({ isChurchAccount: true });
    const churchPrayers = await inject('GET', '/api/prayer-requests', asChurch.token);
    expect(churchPrayers.statusCode).toBe(403);
    expect(churchPrayers.body).not.toContain(secret);
    const viaChurch = await inject('PATCH', `/api/admin/users/${victim.user.id}`, asChurch.token, {
      name: 'Victim Member',
      email: victim.email,
      password: 'hijacked1',
    });
    expect(viaChurch.statusCode).toBe(400);
    expect(Object.keys(viaChurch.json().errors)).toEqual(['confirmationCode']);
    expect(
      (await inject('POST', '/api/login', undefined, { email: victim.email, password: 'hijacked1' }))
        .statusCode,
    ).toBe(401);
    expect(await meStatus(t, victim.token)).toBe(200);
    await t.app.background.settled();
    expect(t.mailer.sent.length).toBe(mailsBefore);
  });
});
