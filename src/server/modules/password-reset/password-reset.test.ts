import { FORGOT_PASSWORD_MESSAGE, INVALID_RESET_LINK_MESSAGE } from '@shared/password-reset';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/support/app';
import { routeAuthCases } from '../../../../tests/support/auth-cases';
import {
  churchLogin,
  meStatus,
  registerChurch,
  registerChurchAdmin,
  registerUser,
  uniqueEmail,
} from '../../../../tests/support/factories';
import { passwordResetTokens, sessions } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: object, remoteAddress?: string) =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress });
const login = (email: string, password: string, url = '/api/login') => post(url, { email, password });

/** Asks for a link and returns the token from the mail that was sent. */
async function resetToken(kind: 'user' | 'church', email: string): Promise<string> {
  const sentBefore = t.mailer.sent.length;
  const res = await post(`/api/forgot-password/${kind}`, { email });
  expect(res.json()).toEqual({ success: true, message: FORGOT_PASSWORD_MESSAGE });
  await t.app.background.settled();
  const mail = t.mailer.sent[sentBefore];
  const token = mail?.text.match(/reset-password\?token=([\w-]+)/)?.[1];
  if (!token) throw new Error('no reset mail was sent');
  return token;
}
const reset = (token: string, password: string) => post('/api/reset-password', { token, password });

routeAuthCases('POST /api/forgot-password/user', {
  app: () => t,
  access: 'public',
  payload: () => ({ email: uniqueEmail() }),
});
routeAuthCases('POST /api/forgot-password/church', {
  app: () => t,
  access: 'public',
  payload: () => ({ email: uniqueEmail() }),
});
routeAuthCases('POST /api/reset-password', {
  app: () => t,
  access: 'public',
  payload: () => ({ token: 'x'.repeat(43), password: 'new password' }),
});

describe('POST /api/forgot-password/user', () => {
  it('mails a one-hour reset link to the account, in text and HTML', async () => {
    const u = await registerUser(t);
    const before = t.mailer.sent.length;
    const res = await post('/api/forgot-password/user', { email: ` ${u.email.toUpperCase()} ` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: FORGOT_PASSWORD_MESSAGE });
    await t.app.background.settled();
    const mail = t.mailer.sent[before];
    expect(mail?.to).toBe(u.email);
    expect(mail?.subject).toBe('Reset your Lampstand password');
    expect(mail?.text).toMatch(/http:\/\/lampstand\.test\/reset-password\?token=[\w-]{43}/);
    expect(mail?.text).toContain('one hour');
    expect(mail?.text).toContain('ignore');
    expect(mail?.html).toContain('href="http://lampstand.test/reset-password?token=');
    const rows = await t.database.db.select().from(passwordResetTokens);
    expect(JSON.stringify(rows)).not.toContain(mail?.text.match(/token=([\w-]+)/)?.[1]);
  });

  it('answers the same for an unknown address and sends nothing', async () => {
    const before = t.mailer.sent.length;
    const tokens = (await t.database.db.select().from(passwordResetTokens)).length;
    const res = await post('/api/forgot-password/user', { email: uniqueEmail('ghost') });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: FORGOT_PASSWORD_MESSAGE });
    await t.app.background.settled();
    expect(t.mailer.sent.length).toBe(before);
    expect((await t.database.db.select().from(passwordResetTokens)).length).toBe(tokens);
  });

  it('does not match a church address on the user tab', async () => {
    const c = await registerChurch(t);
    const church = await churchLogin(t, c);
    // The church's own account is no person (decision 037): the user tab sends it nothing.
    const before = t.mailer.sent.length;
    const res = await post('/api/forgot-password/user', { email: c.email });
    expect(res.json()).toEqual({ success: true, message: FORGOT_PASSWORD_MESSAGE });
    await t.app.background.settled();
    expect(t.mailer.sent.length).toBe(before);
    // The person who registered the church may share its address: the user tab resets their account only.
    const pastor = await registerChurchAdmin(t, c, { email: c.email });
    const token = await resetToken('user', c.email);
    expect((await reset(token, 'admin new password')).statusCode).toBe(200);
    expect((await login(c.email, c.password, '/api/church/login')).statusCode).toBe(200);
    const own = await login(c.email, 'admin new password');
    expect(own.json().user).toMatchObject({ id: pastor.user.id, isChurchAccount: false });
    expect(await meStatus(t, pastor.token)).toBe(401);
    expect(await meStatus(t, church.token)).toBe(200);
  });

  it.each([[{ email: 'nope' }], [{}], [{ email: '' }]])(
    'rejects %j with 400 "Please enter a valid email"',
    async (payload) => {
      for (const kind of ['user', 'church']) {
        const res = await post(`/api/forgot-password/${kind}`, payload);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({
          message: 'Please enter a valid email',
          errors: { email: ['Please enter a valid email'] },
        });
      }
    },
  );

  it('throttles one address after 3 requests an hour (429 + Retry-After), others go on', async () => {
    const u = await registerUser(t);
    for (let i = 0; i < 3; i++)
      expect((await post('/api/forgot-password/user', { email: u.email })).statusCode).toBe(200);
    const res = await post('/api/forgot-password/user', { email: u.email.toUpperCase() });
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect((await post('/api/forgot-password/user', { email: uniqueEmail() })).statusCode).toBe(200);
    await t.app.background.settled();
  });
});

describe('POST /api/reset-password', () => {
  it('sets the new password, ends every session of the user and spends the link', async () => {
    const u = await registerUser(t);
    const second = (await login(u.email, u.password)).json().token as string;
    const token = await resetToken('user', u.email);
    const res = await reset(token, 'brand new password');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Your password has been reset. You can now log in.' });
    expect(await meStatus(t, u.token)).toBe(401);
    expect(await meStatus(t, second)).toBe(401);
    expect((await login(u.email, u.password)).statusCode).toBe(401);
    expect((await login(u.email, 'brand new password')).statusCode).toBe(200);

    const again = await reset(token, 'another password');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      message: INVALID_RESET_LINK_MESSAGE,
      errors: { token: [INVALID_RESET_LINK_MESSAGE] },
    });
    expect((await login(u.email, 'brand new password')).statusCode).toBe(200);
  });

  it('lets one of two simultaneous uses of a link succeed', async () => {
    const u = await registerUser(t);
    const token = await resetToken('user', u.email);
    const codes = await Promise.all(
      ['first racer pw', 'second racer pw'].map(async (p) => (await reset(token, p)).statusCode),
    );
    expect(codes.sort()).toEqual([200, 400]);
  });

  it('refuses a link after one hour', async () => {
    const u = await registerUser(t);
    const token = await resetToken('user', u.email);
    t.clock.advance(61 * 60_000);
    const res = await reset(token, 'too late password');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(INVALID_RESET_LINK_MESSAGE);
    expect((await login(u.email, u.password)).statusCode).toBe(200);
  });

  it('spends the other outstanding links of the account with it', async () => {
    const u = await registerUser(t);
    const first = await resetToken('user', u.email);
    const second = await resetToken('user', u.email);
    expect((await reset(second, 'second password')).statusCode).toBe(200);
    expect((await reset(first, 'first password')).statusCode).toBe(400);
  });

  it('refuses made-up tokens', async () => {
    const unknown = await reset('A'.repeat(43), 'some password');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual({ token: [INVALID_RESET_LINK_MESSAGE] });
    const short = await reset('abc', 'some password');
    expect(short.statusCode).toBe(400);
    expect(short.json().errors).toEqual({ token: ['This reset link is invalid'] });
  });

  it('rejects a short new password with 400 and leaves the link usable', async () => {
    const u = await registerUser(t);
    const token = await resetToken('user', u.email);
    const res = await reset(token, 'short');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'Password must be at least 8 characters',
      errors: { password: ['Password must be at least 8 characters'] },
    });
    expect(await meStatus(t, u.token)).toBe(200);
    expect((await reset(token, 'long enough now')).statusCode).toBe(200);
  });
});

describe('church password reset', () => {
  it('resets the church password, ends the church account’s sessions and everyone’s unlocks, nobody’s own sessions', async () => {
    const c = await registerChurch(t);
    const church = await churchLogin(t, c);
    const admin = await registerChurchAdmin(t, c);
    const member = await registerUser(t, { churchId: c.church.id });
    // As if the member had unlocked the admin panel with the old church password.
    const until = new Date(t.clock.now().getTime() + 3_600_000);
    const unlock = { unlockedChurchId: c.church.id, unlockedUntil: until };
    await t.database.db.update(sessions).set(unlock).where(eq(sessions.userId, member.user.id));
    const token = await resetToken('church', c.email.toUpperCase());
    expect(t.mailer.sent.at(-1)?.to).toBe(c.email);
    expect((await reset(token, 'new church password')).statusCode).toBe(200);
    // The church password signs in the church account (decision 037): its sessions end. The
    // administrator's and the member's own sessions stay, without the unlock.
    expect(await meStatus(t, church.token)).toBe(401);
    expect(await meStatus(t, admin.token)).toBe(200);
    expect(await meStatus(t, member.token)).toBe(200);
    for (const person of [admin, member]) {
      const [session] = await t.database.db
        .select()
        .from(sessions)
        .where(eq(sessions.userId, person.user.id));
      expect(session).toMatchObject({ unlockedChurchId: null, unlockedUntil: null });
    }
    expect((await login(c.email, c.password, '/api/church/login')).statusCode).toBe(401);
    expect((await login(c.email, 'new church password', '/api/church/login')).statusCode).toBe(200);
    // The administrator's own account password is a separate secret.
    expect((await login(admin.email, admin.password)).statusCode).toBe(200);
    expect((await reset(token, 'new church password')).statusCode).toBe(400);
  });

  it('sends nothing for an address that is only a user account', async () => {
    const u = await registerUser(t);
    const before = t.mailer.sent.length;
    expect((await post('/api/forgot-password/church', { email: u.email })).statusCode).toBe(200);
    await t.app.background.settled();
    expect(t.mailer.sent.length).toBe(before);
  });
});
