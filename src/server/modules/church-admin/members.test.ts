import {
  ANONYMOUS_MEMBER_PRIVATE_MESSAGE,
  CANNOT_REMOVE_ADMIN_MESSAGE,
  CANNOT_REMOVE_SELF_MESSAGE,
  CHURCH_ADMIN_REQUIRED_MESSAGE,
} from '@shared/church-admin';
import { EMAIL_TAKEN_MESSAGE } from '@shared/users';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/support/app';
import {
  insertChurch,
  insertUser,
  type Session,
  sessionOf,
  type TestChurchWorld,
} from '../../../../tests/support/church-admin-factories';
import { confirmationCode } from '../../../../tests/support/confirmation';
import { bearer, meStatus } from '../../../../tests/support/factories';
import { prayerRequests, prayers, readings, users } from '../../db/schema';

let t: TestApp;
let church: TestChurchWorld;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const edit = (s: Session, id: number, payload: object) =>
  t.app.inject({ method: 'PATCH', url: `/api/admin/users/${id}`, headers: bearer(s.token), payload });
const remove = (s: Session, id: number) =>
  t.app.inject({ method: 'DELETE', url: `/api/admin/users/${id}`, headers: bearer(s.token) });
const userRow = async (id: number) => (await t.database.db.select().from(users).where(eq(users.id, id)))[0];
/** The code mailed to the acting account's own address for a change of another member (decision 037). */
const memberChangeCode = (s: Session) => confirmationCode(t, s.token, 'member-change');

describe('GET /api/church/users', () => {
  it('lists names and e-mails by the name shown, opted-out members as Anonymous member', async () => {
    church = await insertChurch(t, 'Listing Church');
    const zed = await insertUser(t, church.churchId, { name: 'Zed' });
    const hidden = await insertUser(t, church.churchId, { name: 'Aaron Hidden', shareNameWithChurch: false });
    const amy = await insertUser(t, church.churchId, { name: 'Amy' });
    await insertUser(t, (await insertChurch(t)).churchId, { name: 'Elsewhere' });
    const res = await t.app.inject({ url: '/api/church/users', headers: bearer(church.admin.token) });
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list.map((m: { name: string }) => m.name)).toEqual([
      'Amy',
      'Anonymous member',
      'Listing Church Admin',
      'Zed',
    ]);
    expect(list[1]).toEqual({
      id: hidden,
      name: 'Anonymous member',
      email: null,
      isChurchAdmin: false,
      anonymous: true,
    });
    expect(list[0]).toEqual({
      id: amy,
      name: 'Amy',
      email: (await userRow(amy))?.email,
      isChurchAdmin: false,
      anonymous: false,
    });
    expect(list[3].id).toBe(zed);
    // The church's own account is no member (decision 037): no row of its own.
    expect(list.map((m: { id: number }) => m.id)).not.toContain(church.churchAccountId);
  });
});

describe('PATCH /api/admin/users/:id', () => {
  it.each([
    [{ name: 'A' }, 'name', 'Name must be at least 2 characters'],
    [{ email: 'nope' }, 'email', 'Please enter a valid email'],
    [{ password: '12345' }, 'password', 'Password must be at least 6 characters'],
  ])('rejects %j with 400 naming %s', async (change, field, message) => {
    const c = await insertChurch(t);
    const id = await insertUser(t, c.churchId);
    const res = await edit(c.admin, id, { name: 'Valid Name', email: 'valid@example.test', ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toEqual([message]);
  });

  it('changes the name and keeps sessions; a new e-mail or password ends all their sessions', async () => {
    const c = await insertChurch(t);
    const id = await insertUser(t, c.churchId, { name: 'Before' });
    const s = await sessionOf(t, id);
    const email = (await userRow(id))?.email as string;
    const renamed = await edit(c.admin, id, { name: 'After', email });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toEqual({ id, name: 'After', email, isChurchAdmin: false, anonymous: false });
    expect(await meStatus(t, s.token)).toBe(200);

    const moved = await edit(c.admin, id, {
      name: 'After',
      email: `NEW-${email}`,
      confirmationCode: await memberChangeCode(c.admin),
    });
    expect(moved.json().email).toBe(`NEW-${email}`);
    expect(await meStatus(t, s.token)).toBe(401);

    const s2 = await sessionOf(t, id);
    const withPassword = await edit(c.admin, id, {
      name: 'After',
      email: `NEW-${email}`,
      password: 'secret6',
      confirmationCode: await memberChangeCode(c.admin),
    });
    expect(withPassword.statusCode).toBe(200);
    expect(await meStatus(t, s2.token)).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: `new-${email}`, password: 'secret6' },
    });
    expect(login.statusCode).toBe(200);
  });

  it("the church account changes a member's e-mail with the code mailed to the church's address", async () => {
    const c = await insertChurch(t);
    const id = await insertUser(t, c.churchId, { name: 'Moved' });
    const email = (await userRow(id))?.email as string;
    const payload = { name: 'Moved', email: `church-set-${email}` };
    const refused = await edit(c.churchAccount, id, payload);
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json().errors)).toEqual(['confirmationCode']);
    expect((await userRow(id))?.email).toBe(email);
    const code = await memberChangeCode(c.churchAccount);
    expect(t.mailer.sent.at(-1)?.to).toBe(c.churchAccount.email);
    const moved = await edit(c.churchAccount, id, { ...payload, confirmationCode: code });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await userRow(id))?.email).toBe(`church-set-${email}`);
  });

  it('refuses an address used by another account (409, ignoring case)', async () => {
    const c = await insertChurch(t);
    const id = await insertUser(t, c.churchId);
    const taken = (await userRow(c.adminId))?.email as string;
    const res = await edit(c.admin, id, { name: 'Member', email: taken.toUpperCase() });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(EMAIL_TAKEN_MESSAGE);
  });

  it("refuses an anonymous member's details, and any change to an unlocked member who is not the administrator", async () => {
    const c = await insertChurch(t);
    const hidden = await insertUser(t, c.churchId, { shareNameWithChurch: false });
    const res = await edit(c.admin, hidden, { name: 'Named', email: 'named@example.test' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: ANONYMOUS_MEMBER_PRIVATE_MESSAGE });
    const member = await sessionOf(t, await insertUser(t, c.churchId), c.churchId);
    const takeover = await edit(member, c.adminId, {
      name: 'Mine',
      email: 'mine@example.test',
      password: 'hijack',
    });
    expect(takeover.statusCode).toBe(403);
    expect(takeover.json()).toEqual({ message: CHURCH_ADMIN_REQUIRED_MESSAGE });
  });
});

describe('DELETE /api/admin/users/:id', () => {
  it('removes the person from the church only: account, entries and requests stay, totals too', async () => {
    const c = await insertChurch(t);
    const id = await insertUser(t, c.churchId);
    const s = await sessionOf(t, id, c.churchId);
    const post = (url: string, payload: object) =>
      t.app.inject({ method: 'POST', url, headers: bearer(s.token), payload });
    const today = new Date(t.clock.now()).toISOString().slice(0, 10);
    expect(
      (await post('/api/readings/batch', { readDate: today, chapters: [{ book: 'Ruth', chapter: 1 }] }))
        .statusCode,
    ).toBe(201);
    expect((await post('/api/prayers', { prayerDate: today, minutes: 15 })).statusCode).toBe(201);
    expect((await post('/api/prayer-requests', { request: 'For my family' })).statusCode).toBe(201);

    const res = await remove(c.admin, id);
    expect(res.statusCode).toBe(204);
    expect(await userRow(id)).toMatchObject({ churchId: null, isChurchAdmin: false });
    expect(await meStatus(t, s.token)).toBe(200);
    const db = t.database.db;
    expect(await db.select().from(readings).where(eq(readings.userId, id))).toHaveLength(1);
    expect(await db.select().from(prayers).where(eq(prayers.userId, id))).toHaveLength(1);
    expect(await db.select().from(prayerRequests).where(eq(prayerRequests.userId, id))).toHaveLength(1);
    const stats = await t.app.inject({
      url: `/api/stats/church/${c.churchId}`,
      headers: bearer(c.admin.token),
    });
    expect(stats.json()).toMatchObject({ chaptersRead: 1, prayerMinutes: 15 });
    // Their unlock of the church is gone with their membership.
    const back = await t.app.inject({
      method: 'PATCH',
      url: '/api/profile',
      headers: bearer(s.token),
      payload: { name: 'Member', email: s.email, churchId: c.churchId },
    });
    expect(back.statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/church/users', headers: bearer(s.token) })).statusCode).toBe(403);
  });

  it('refuses to remove yourself or an administrator; an unlocked member removes nobody', async () => {
    const c = await insertChurch(t);
    const self = await remove(c.admin, c.adminId);
    expect(self.statusCode).toBe(403);
    expect(self.json()).toEqual({ message: CANNOT_REMOVE_SELF_MESSAGE });
    const second = await insertUser(t, c.churchId, { isChurchAdmin: true });
    const res = await remove(c.admin, second);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: CANNOT_REMOVE_ADMIN_MESSAGE });
    const memberId = await insertUser(t, c.churchId);
    const member = await sessionOf(t, memberId, c.churchId);
    for (const id of [c.adminId, await insertUser(t, c.churchId)]) {
      const refused = await remove(member, id);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ message: CHURCH_ADMIN_REQUIRED_MESSAGE });
    }
    expect(await userRow(c.adminId)).toMatchObject({ churchId: c.churchId, isChurchAdmin: true });
    expect(await userRow(second)).toMatchObject({ churchId: c.churchId, isChurchAdmin: true });
  });
});
