import {
  ADMIN_MUST_HAND_OVER_MESSAGE,
  PASSWORD_REQUIRED_MESSAGE,
  WRONG_PASSWORD_MESSAGE,
} from '@shared/account-deletion';
import { LOGIN_FAILED_MESSAGE } from '@shared/auth';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/support/app';
import { routeAuthCases } from '../../../../tests/support/auth-cases';
import { confirmationCode } from '../../../../tests/support/confirmation';
import {
  bearer,
  churchLogin,
  meStatus,
  PASSWORD,
  registerChurch,
  registerChurchAdmin,
  registerUser,
  type TestUser,
  uniqueEmail,
} from '../../../../tests/support/factories';
import { logPrayer, logReadings, todayFor } from '../../../../tests/support/tracking-factories';
import { churches, users } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ACCOUNT_REMOVAL_DAYS: 30 });
});
afterAll(() => t.close());

const DAY = 86_400_000;
const remove = (token: string, payload: unknown) =>
  t.app.inject({ method: 'DELETE', url: '/api/me', headers: bearer(token), payload: payload as object });
const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });

/** A new church and the person who registered it: its first administrator (decision 037). */
async function adminOfNewChurch() {
  const church = await registerChurch(t);
  return { church, admin: await registerChurchAdmin(t, church) };
}

routeAuthCases('DELETE /api/me', {
  app: () => t,
  access: 'user',
  session: () => registerUser(t),
  payload: () => ({ password: PASSWORD }),
  forbidden: {
    "a church's administrator who has not deleted the church": async () => (await adminOfNewChurch()).admin,
    // Decision 037: the church's own account is no person; it has no account of its own to delete.
    "the church's own account (church login)": async () => churchLogin(t, await registerChurch(t)),
  },
});

describe('DELETE /api/me', () => {
  it('ends every session at once, refuses the old sign-in with what happened, frees the address and mails a confirmation', async () => {
    const { church, admin } = await adminOfNewChurch();
    const u = await registerUser(t, { name: 'Obadiah Deleted', churchId: church.church.id });
    await logReadings(t, u, todayFor(t, u), [{ book: 'Genesis', chapter: 1 }]);
    const other = (await login(u.email, u.password)).json<{ token: string }>().token;
    const listed = await t.app.inject({ url: '/api/church/users', headers: bearer(admin.token) });
    expect(listed.body).toContain('Obadiah Deleted');

    const res = await remove(u.token, { password: u.password });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{ message: string; removalDate: string }>();
    expect(Date.parse(body.removalDate)).toBe(t.clock.now().getTime() + 30 * DAY);
    expect(body.message).toMatch(/deleted/);
    expect(res.cookies.find((c) => c.name === 'lampstand_session')?.value).toBe('');

    expect(await meStatus(t, u.token)).toBe(401);
    expect(await meStatus(t, other)).toBe(401);
    // Gone from the church's member list and leaderboard at once.
    const after = await t.app.inject({ url: '/api/church/users', headers: bearer(admin.token) });
    expect(after.statusCode).toBe(200);
    expect(after.body).not.toContain('Obadiah Deleted');
    const board = await t.app.inject({ url: '/api/leaderboard', headers: bearer(admin.token) });
    expect(board.body).not.toContain('Obadiah Deleted');

    const refused = await login(u.email, u.password);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toMatch(/This account was deleted on .* removed by /);
    expect((await login(u.email, 'another password')).json()).toEqual({ message: LOGIN_FAILED_MESSAGE });

    await t.app.background.settled();
    const mail = t.mailer.sent.find((m) => m.to === u.email);
    expect(mail?.subject).toBe('Your Lampstand account is deleted');
    const removal = new Intl.DateTimeFormat('en-US', { dateStyle: 'full', timeZone: 'UTC' }).format(
      new Date(body.removalDate),
    );
    expect(mail?.text).toContain(removal);
    expect(mail?.html).toContain(removal);

    // The address registers again, as a new, empty account; the old password does not open it.
    const again = await registerUser(t, { email: u.email, password: 'a new password 2' });
    expect(again.user.id).not.toBe(u.user.id);
    const stats = await t.app.inject({ url: '/api/stats/user', headers: bearer(again.token) });
    expect(stats.json()).toMatchObject({ chaptersRead: 0, prayerMinutes: 0 });
    expect((await login(u.email, u.password)).json()).toEqual({ message: LOGIN_FAILED_MESSAGE });
    expect((await login(u.email, 'a new password 2')).statusCode).toBe(200);
  });

  it.each([
    [{}, PASSWORD_REQUIRED_MESSAGE],
    [{ password: '' }, PASSWORD_REQUIRED_MESSAGE],
    [{ password: 12 }, PASSWORD_REQUIRED_MESSAGE],
    [{ password: 'not my password' }, WRONG_PASSWORD_MESSAGE],
  ])('refuses %j with 400 naming the password, and changes nothing', async (payload, message) => {
    const u = await registerUser(t);
    await logPrayer(t, u, todayFor(t, u), 10, 'kept');
    const res = await remove(u.token, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message, errors: { password: [message] } });
    expect(await meStatus(t, u.token)).toBe(200);
    expect((await login(u.email, u.password)).statusCode).toBe(200);
  });

  it("refuses a church's administrator (403) until the church is deleted, then deletes", async () => {
    const { church, admin } = await adminOfNewChurch();
    const res = await remove(admin.token, { password: admin.password });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: ADMIN_MUST_HAND_OVER_MESSAGE });
    expect(await meStatus(t, admin.token)).toBe(200);

    const gone = await t.app.inject({
      method: 'DELETE',
      url: `/api/church/${church.church.id}`,
      headers: bearer(admin.token),
      payload: { confirmationCode: await confirmationCode(t, admin.token, 'church-delete') },
    });
    expect(gone.statusCode, gone.body).toBeLessThan(300);
    expect((await remove(admin.token, { password: admin.password })).statusCode).toBe(200);
    expect(await meStatus(t, admin.token)).toBe(401);
  });

  it("mails the confirmation in the person's language, its dates through Intl", async () => {
    const u = await registerUser(t);
    await t.database.db.update(users).set({ language: 'es' }).where(eq(users.id, u.user.id));
    expect((await remove(u.token, { password: u.password })).statusCode).toBe(200);
    const mail = t.mailer.sent.findLast((m) => m.to === u.email);
    expect(mail?.subject).toBe('Se eliminó tu cuenta de Lampstand');
    const removal = new Intl.DateTimeFormat('es-US', { dateStyle: 'full', timeZone: u.user.timeZone }).format(
      new Date(t.clock.now().getTime() + 30 * DAY),
    );
    expect(mail?.text).toContain(`A más tardar el ${removal} se borra definitivamente`);
    expect(mail?.html).toContain('Tu cuenta de Lampstand');
  });

  it("answers, and refuses the sign-in after, in the person's language with its dates in that language", async () => {
    const u = await registerUser(t);
    await t.database.db.update(users).set({ language: 'es' }).where(eq(users.id, u.user.id));
    const res = await remove(u.token, { password: u.password });
    expect(res.statusCode, res.body).toBe(200);
    const removalDate = new Date(res.json<{ removalDate: string }>().removalDate);
    const spanish = (at: Date, timeZone: string) =>
      new Intl.DateTimeFormat('es-US', { dateStyle: 'full', timeZone }).format(at);
    expect(res.json().message).toBe(
      `Se eliminó tu cuenta. Todo lo que contiene se borra a más tardar el ${spanish(removalDate, u.user.timeZone)}.`,
    );

    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: u.email, password: u.password },
      headers: { 'accept-language': 'es' },
    });
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe(
      `Esta cuenta se eliminó el ${spanish(t.clock.now(), 'UTC')}. Ya no se puede iniciar sesión con ella; ` +
        `sus datos se borran a más tardar el ${spanish(removalDate, 'UTC')}. Puedes volver a registrarte con ` +
        'esta dirección de correo electrónico.',
    );
  });

  it('is refused after the session ended (401): a second deletion changes nothing', async () => {
    const u: TestUser = await registerUser(t);
    expect((await remove(u.token, { password: u.password })).statusCode).toBe(200);
    expect((await remove(u.token, { password: u.password })).statusCode).toBe(401);
  });
});

/**
 * Decision 037: no church keeps signing in, and mailing resets, at the address of one of its people who
 * deleted their account. The address is the church's only when the person belonged to it: nobody proves
 * an address at sign-up, so a stranger who signs up with a church's address and deletes must not move it.
 */
describe("the church's e-mail when a person with that address deletes their account", () => {
  const churchEmail = async (id: number) =>
    (await t.database.db.select({ email: churches.email }).from(churches).where(eq(churches.id, id)))[0]
      ?.email;

  it('a member who registered the church with their own address: it takes its administrator’s address', async () => {
    const church = await registerChurch(t, { email: uniqueEmail('founder') });
    const admin = await registerChurchAdmin(t, church);
    const founder = await registerUser(t, { email: church.email, churchId: church.church.id });
    expect((await remove(founder.token, { password: founder.password })).statusCode).toBe(200);
    expect(await churchEmail(church.church.id)).toBe(admin.email);
  });

  it('with no administrator but the church’s own account: an address that reaches nobody', async () => {
    const church = await registerChurch(t, { email: uniqueEmail('founder') });
    const founder = await registerUser(t, { email: church.email, churchId: church.church.id });
    expect((await remove(founder.token, { password: founder.password })).statusCode).toBe(200);
    expect(await churchEmail(church.church.id)).toBe(`church-${church.church.id}@removed.invalid`);
  });

  it('someone of no church, or of another, who signed up with the church’s address changes nothing', async () => {
    const church = await registerChurch(t, { email: uniqueEmail('church') });
    await registerChurchAdmin(t, church);
    const other = await registerChurch(t);
    for (const churchId of [undefined, other.church.id]) {
      const stranger = await registerUser(t, { email: church.email, churchId });
      expect((await remove(stranger.token, { password: stranger.password })).statusCode).toBe(200);
      expect(await churchEmail(church.church.id)).toBe(church.email);
    }
  });
});
