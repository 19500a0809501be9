import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/support/app';
import { confirmationCode, handoverEmailCode } from '../../../../tests/support/confirmation';
import {
  bearer,
  churchLogin,
  registerChurch,
  registerChurchAdmin,
  registerUser,
  uniqueEmail,
} from '../../../../tests/support/factories';

/*
 * Issue 35, point 2 (decision 037): a hand-over hands over. The church's e-mail and password go to the new
 * administrator; the former one can no longer reset the church password, and the links they asked for
 * before die. (The old code kept the church's e-mail: a church reset still reached the former
 * administrator, who then signed in at Church Login as the new one.)
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: object, token?: string) =>
  t.app.inject({ method: 'POST', url, payload, headers: token ? bearer(token) : {} });

/** The token of the last link mailed to `to` that matches `pattern`. */
async function mailedToken(to: string, pattern: RegExp): Promise<string | undefined> {
  await t.app.background.settled();
  const mail = t.mailer.sent.findLast((m) => m.to.toLowerCase() === to.toLowerCase());
  return mail ? pattern.exec(mail.text)?.[1] : undefined;
}

describe('an accepted hand-over', () => {
  it("moves the church's e-mail and password to the new administrator", async () => {
    const church = await registerChurch(t);
    const pastor = await registerChurchAdmin(t, church, { email: church.email });
    const member = await registerUser(t, { churchId: church.church.id });
    const earlier = await churchLogin(t, church);
    // The former administrator asks for a church reset link before handing over.
    await post('/api/forgot-password/church', { email: church.email });
    const oldLink = await mailedToken(church.email, /reset-password\?token=([\w-]+)/);
    expect(oldLink).toBeDefined();

    const code = await confirmationCode(t, pastor.token, 'handover');
    const offered = await post(
      '/api/church/handover',
      { userId: member.user.id, confirmationCode: code },
      pastor.token,
    );
    expect(offered.statusCode).toBe(201);
    const token = await mailedToken(member.email, /accept-administration\?token=([\w-]+)/);
    if (!token) throw new Error('no hand-over link');
    const churchEmail = uniqueEmail('new-church');
    const emailCode = await handoverEmailCode(t, member.token, token, churchEmail);
    const accepted = await post(
      '/api/church/handover/accept',
      { token, churchEmail, emailCode, churchPassword: 'the new church password' },
      member.token,
    );
    expect(accepted.statusCode, accepted.body).toBe(200);

    // The link asked for before dies; a new reset for the old address reaches nobody.
    const reset = await post('/api/reset-password', { token: oldLink, password: 'taken back by the former' });
    expect(reset.statusCode).toBe(400);
    const sentBefore = t.mailer.sent.length;
    await post('/api/forgot-password/church', { email: church.email });
    await t.app.background.settled();
    expect(t.mailer.sent.slice(sentBefore).filter((m) => m.to === church.email)).toEqual([]);

    // Church Login: the old credentials fail, the new ones open the church account; earlier sessions ended.
    const login = (email: string, password: string) => post('/api/church/login', { email, password });
    expect((await login(church.email, church.password)).statusCode).toBe(401);
    const now = await login(churchEmail, 'the new church password');
    expect(now.statusCode).toBe(200);
    expect(now.json().user).toMatchObject({ isChurchAccount: true, email: churchEmail });
    expect((await t.app.inject({ url: '/api/me', headers: bearer(earlier.token) })).statusCode).toBe(401);
    // The former administrator is an ordinary member now.
    const me = await t.app.inject({ url: '/api/me', headers: bearer(pastor.token) });
    expect(me.json()).toMatchObject({ isChurchAdmin: false, churchId: church.church.id });
  });

  it('needs the code mailed to the chosen address, and refuses a wrong one (400), changing nothing', async () => {
    const church = await registerChurch(t);
    const pastor = await registerChurchAdmin(t, church);
    const member = await registerUser(t, { churchId: church.church.id });
    const code = await confirmationCode(t, pastor.token, 'handover');
    await post('/api/church/handover', { userId: member.user.id, confirmationCode: code }, pastor.token);
    const token = await mailedToken(member.email, /accept-administration\?token=([\w-]+)/);
    const churchEmail = uniqueEmail('new-church');
    const emailCode = await handoverEmailCode(t, member.token, token as string, churchEmail);
    const wrong = emailCode === '111111' ? '222222' : '111111';
    const refused = await post(
      '/api/church/handover/accept',
      { token, churchEmail, emailCode: wrong, churchPassword: 'the new church password' },
      member.token,
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.emailCode).toBeDefined();
    // A code proves only the address it was sent to.
    const elsewhere = await post(
      '/api/church/handover/accept',
      { token, churchEmail: uniqueEmail('other'), emailCode, churchPassword: 'the new church password' },
      member.token,
    );
    expect(elsewhere.statusCode).toBe(400);
    expect(
      (await post('/api/church/login', { email: church.email, password: church.password })).statusCode,
    ).toBe(200);
  });
});
