import {
  INVALID_DELETION_LINK_MESSAGE,
  PASSWORD_OR_LINK_MESSAGE,
  PASSWORD_REQUIRED_MESSAGE,
} from '@shared/account-deletion';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/support/app';
import { routeAuthCases } from '../../../../tests/support/auth-cases';
import {
  bearer,
  churchLogin,
  meStatus,
  registerChurch,
  registerChurchAdmin,
  registerUser,
  type TestUser,
} from '../../../../tests/support/factories';
import { accountDeletions, accountDeletionTokens, users } from '../../db/schema';
import { deleteOwnAccount } from './deletion.service';

/*
 * The e-mailed confirmation of a deletion (decision 033): POST /api/me/deletion-link mails the person a
 * single-use link for an hour; DELETE /api/me with its token deletes their account as the password does.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ACCOUNT_REMOVAL_DAYS: 30 });
});
afterAll(() => t.close());

const askLink = (token: string) =>
  t.app.inject({ method: 'POST', url: '/api/me/deletion-link', headers: bearer(token) });
const remove = (token: string, payload: unknown) =>
  t.app.inject({ method: 'DELETE', url: '/api/me', headers: bearer(token), payload: payload as object });
/** The person who registered a new church: its first administrator (decision 037). */
const adminOfNewChurch = async () => registerChurchAdmin(t, await registerChurch(t));
const deletionsOf = async (userId: number) =>
  (await t.database.db.select().from(accountDeletions).where(eq(accountDeletions.userId, userId))).length;

/** Asks for a link as `u` and reads its token from the e-mail sent to them. */
async function linkTokenOf(u: TestUser): Promise<string> {
  const res = await askLink(u.token);
  expect(res.statusCode, res.body).toBe(200);
  const mail = t.mailer.sent.findLast((m) => m.to === u.email);
  const link = /http:\/\/lampstand\.test\/delete-account\?token=([\w%-]+)/.exec(mail?.text ?? '');
  expect(link, mail?.text).not.toBeNull();
  return decodeURIComponent(link?.[1] ?? '');
}

routeAuthCases('POST /api/me/deletion-link', {
  app: () => t,
  access: 'user',
  session: () => registerUser(t),
  forbidden: {
    "a church's administrator who has not deleted the church": adminOfNewChurch,
    // The church's own account is no person: it has no account of its own to delete.
    "the church's own account (church login)": async () => churchLogin(t, await registerChurch(t)),
  },
});

describe('POST /api/me/deletion-link', () => {
  it('mails the person a link to /delete-account that works for an hour, keeping only its hash', async () => {
    const u = await registerUser(t);
    const res = await askLink(u.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      message: 'We e-mailed you a link. Open it within one hour to delete your account.',
    });
    const mail = t.mailer.sent.findLast((m) => m.to === u.email);
    expect(mail?.subject).toBe('Confirm deleting your Lampstand account');
    const token = decodeURIComponent(/delete-account\?token=([\w%-]+)/.exec(mail?.text ?? '')?.[1] ?? '');
    expect(token.length).toBeGreaterThan(30);
    expect(mail?.html).toContain(`/delete-account?token=${encodeURIComponent(token)}`);
    const rows = await t.database.db
      .select()
      .from(accountDeletionTokens)
      .where(eq(accountDeletionTokens.userId, u.user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).not.toContain(token);
    expect(rows[0]?.expiresAt.getTime()).toBe(t.clock.now().getTime() + 3_600_000);
    // Nothing is deleted by asking.
    expect(await meStatus(t, u.token)).toBe(200);
  });

  it("writes the e-mail in the person's language", async () => {
    const u = await registerUser(t);
    await t.database.db.update(users).set({ language: 'es' }).where(eq(users.id, u.user.id));
    const res = await askLink(u.token);
    expect(res.json().message).toMatch(/^Te enviamos un enlace/);
    const mail = t.mailer.sent.findLast((m) => m.to === u.email);
    expect(mail?.subject).toBe('Confirma la eliminación de tu cuenta de Lampstand');
    expect(mail?.text).toContain('El enlace sirve una sola vez, hasta las');
  });

  it('is throttled like a password reset request: 3 links an hour per person', async () => {
    const u = await registerUser(t);
    for (let i = 0; i < 3; i++) expect((await askLink(u.token)).statusCode).toBe(200);
    const refused = await askLink(u.token);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
  });
});

describe('DELETE /api/me with the token of the e-mailed link', () => {
  it('deletes the account as the password does, and spends the token', async () => {
    const u = await registerUser(t);
    const token = await linkTokenOf(u);
    const res = await remove(u.token, { token });
    expect(res.statusCode, res.body).toBe(200);
    expect(Date.parse(res.json().removalDate)).toBe(t.clock.now().getTime() + 30 * 86_400_000);
    expect(await meStatus(t, u.token)).toBe(401);
    expect(await deletionsOf(u.user.id)).toBe(1);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: u.email, password: u.password },
    });
    expect(login.json().message).toMatch(/This account was deleted on/);
    await t.app.background.settled();
    expect(t.mailer.sent.findLast((m) => m.to === u.email)?.subject).toBe(
      'Your Lampstand account is deleted',
    );
    // The links of the account end with it; a second use of the token is refused, changing nothing.
    const left = await t.database.db
      .select()
      .from(accountDeletionTokens)
      .where(eq(accountDeletionTokens.userId, u.user.id));
    expect(left).toEqual([]);
    await expect(deleteOwnAccount(t.database.db, t.clock, 30, u.user.id, { token })).rejects.toMatchObject({
      statusCode: 400,
    });
    expect(await deletionsOf(u.user.id)).toBe(1);
  });

  it('succeeds once when the same link is sent twice at the same time', async () => {
    const u = await registerUser(t);
    const token = await linkTokenOf(u);
    const answers = await Promise.all([remove(u.token, { token }), remove(u.token, { token })]);
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes[0]).toBe(200);
    expect([400, 401]).toContain(codes[1]);
    expect(await deletionsOf(u.user.id)).toBe(1);
  });

  const invalid = {
    message: INVALID_DELETION_LINK_MESSAGE,
    errors: { token: [INVALID_DELETION_LINK_MESSAGE] },
  };
  const both = { message: PASSWORD_OR_LINK_MESSAGE, errors: { token: [PASSWORD_OR_LINK_MESSAGE] } };
  const neither = { message: PASSWORD_REQUIRED_MESSAGE, errors: { password: [PASSWORD_REQUIRED_MESSAGE] } };
  it.each([
    ['an empty token', () => ({ token: '' }), invalid],
    ['a number', () => ({ token: 12 }), invalid],
    ['a token too long', () => ({ token: 'x'.repeat(201) }), invalid],
    ['a token nobody was sent', () => ({ token: 'not-a-token-we-sent-anyone' }), invalid],
    ['the token and the password', (token: string, u: TestUser) => ({ token, password: u.password }), both],
    ['neither', () => ({}), neither],
  ])('refuses %s with 400 naming the field, and changes nothing', async (_, payloadOf, answer) => {
    const u = await registerUser(t);
    const token = await linkTokenOf(u);
    const body = payloadOf(token, u);
    const res = await remove(u.token, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(answer);
    expect(await meStatus(t, u.token)).toBe(200);
    expect(await deletionsOf(u.user.id)).toBe(0);
    // The person's own link still works: a refused request did not spend it.
    expect((await remove(u.token, { token })).statusCode).toBe(200);
  });

  it("refuses another person's token like an unknown one: neither account changes", async () => {
    const mine = await registerUser(t);
    const theirs = await registerUser(t);
    const theirToken = await linkTokenOf(theirs);
    const res = await remove(mine.token, { token: theirToken });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(invalid);
    expect(await meStatus(t, mine.token)).toBe(200);
    expect(await meStatus(t, theirs.token)).toBe(200);
    expect(await deletionsOf(mine.user.id)).toBe(0);
    expect(await deletionsOf(theirs.user.id)).toBe(0);
    expect((await remove(theirs.token, { token: theirToken })).statusCode).toBe(200);
  });

  it('refuses a token past its hour, changing nothing', async () => {
    const u = await registerUser(t);
    const token = await linkTokenOf(u);
    t.clock.advance(60 * 60_000);
    const res = await remove(u.token, { token });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(invalid);
    expect(await meStatus(t, u.token)).toBe(200);
    expect(await deletionsOf(u.user.id)).toBe(0);
  });

  it("refuses a church's administrator (403), whatever the token", async () => {
    const admin = await adminOfNewChurch();
    const res = await remove(admin.token, { token: 'a-token-of-some-length' });
    expect(res.statusCode).toBe(403);
    expect(await meStatus(t, admin.token)).toBe(200);
    expect(await deletionsOf(admin.user.id)).toBe(0);
  });

  it('needs a session (401)', async () => {
    const u = await registerUser(t);
    const token = await linkTokenOf(u);
    const res = await t.app.inject({ method: 'DELETE', url: '/api/me', payload: { token } });
    expect(res.statusCode).toBe(401);
    expect(await deletionsOf(u.user.id)).toBe(0);
    const [row] = await t.database.db
      .select({ used: sql<boolean>`used_at is not null` })
      .from(accountDeletionTokens)
      .where(eq(accountDeletionTokens.userId, u.user.id));
    expect(row?.used).toBe(false);
  });
});
