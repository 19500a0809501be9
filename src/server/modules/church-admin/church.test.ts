import { NOT_YOUR_CHURCH_MESSAGE, WRONG_CURRENT_PASSWORD_MESSAGE } from '@shared/church-admin';
import { CONFIRMATION_CODE_WRONG_MESSAGE } from '@shared/confirmations';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/support/app';
import {
  CHURCH_PASSWORD,
  insertChurch,
  insertUser,
  type Session,
  sessionOf,
} from '../../../../tests/support/church-admin-factories';
import { confirmationCode } from '../../../../tests/support/confirmation';
import { bearer, meStatus } from '../../../../tests/support/factories';
import { churches, payments, readings, subscriptions, users } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const send = (s: Session, method: 'GET' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(s.token), ...(payload ? { payload } : {}) });
const wrongCode = {
  message: CONFIRMATION_CODE_WRONG_MESSAGE,
  errors: { confirmationCode: [CONFIRMATION_CODE_WRONG_MESSAGE] },
};

describe('church settings', () => {
  it('answers and changes name, city, state and logo; an empty logo removes it', async () => {
    const c = await insertChurch(t, 'Old Name');
    const member = await sessionOf(t, await insertUser(t, c.churchId), c.churchId);
    const [row] = await t.database.db.select().from(churches).where(eq(churches.id, c.churchId));
    const settings = { id: c.churchId, name: 'Old Name', city: 'Mesa', state: 'AZ', logoUrl: null };
    // The church's e-mail is its sign-in (decision 037): administrators and the church account see it,
    // a member who unlocked the panel does not.
    expect((await send(member, 'GET', '/api/church/settings')).json()).toEqual({ ...settings, email: null });
    for (const admin of [c.admin, c.churchAccount]) {
      expect((await send(admin, 'GET', '/api/church/settings')).json()).toEqual({
        ...settings,
        email: row?.email,
      });
    }
    const logo = 'https://example.test/logo.png';
    const changed = await send(member, 'PATCH', '/api/church/settings', {
      name: ' New Name ',
      city: 'Tucson',
      state: 'AZ',
      logoUrl: logo,
    });
    expect(changed.json()).toMatchObject({ name: 'New Name', city: 'Tucson', logoUrl: logo });
    const kept = await send(member, 'PATCH', '/api/church/settings', {
      name: 'New Name',
      city: 'Tucson',
      state: 'AZ',
    });
    expect(kept.json().logoUrl).toBe(logo);
    const removed = await send(member, 'PATCH', '/api/church/settings', {
      name: 'New Name',
      city: 'Tucson',
      state: 'AZ',
      logoUrl: '',
    });
    expect(removed.json().logoUrl).toBeNull();
  });

  it.each([
    [{ name: 'A' }, 'name', 'Church name is too short'],
    [{ city: 'X' }, 'city', 'City is required'],
    [{ state: '' }, 'state', 'State is required'],
    [{ logoUrl: 'javascript:alert(1)' }, 'logoUrl', 'Logo must be a web address (https://...)'],
  ])('rejects %j with 400 naming %s', async (change, field, message) => {
    const c = await insertChurch(t);
    const res = await send(c.admin, 'PATCH', '/api/church/settings', {
      name: 'Valid',
      city: 'Mesa',
      state: 'AZ',
      ...change,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toContain(message);
  });
});

describe('PUT /api/church/password', () => {
  it('needs the current password (400 naming currentPassword) and a new one of 8+', async () => {
    const c = await insertChurch(t);
    const code = await confirmationCode(t, c.admin.token, 'church-password');
    const wrong = await send(c.admin, 'PUT', '/api/church/password', {
      currentPassword: 'not it',
      newPassword: 'long enough',
      confirmationCode: code,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      message: WRONG_CURRENT_PASSWORD_MESSAGE,
      errors: { currentPassword: [WRONG_CURRENT_PASSWORD_MESSAGE] },
    });
    const short = await send(c.admin, 'PUT', '/api/church/password', {
      currentPassword: CHURCH_PASSWORD,
      newPassword: 'short',
      confirmationCode: code,
    });
    expect(short.json().errors.newPassword).toEqual(['Password must be at least 8 characters']);
  });

  it('needs the code mailed to the administrator, of its own purpose (400 naming confirmationCode)', async () => {
    const c = await insertChurch(t);
    const change = (confirmationCode?: string) =>
      send(c.admin, 'PUT', '/api/church/password', {
        currentPassword: CHURCH_PASSWORD,
        newPassword: 'brand new password',
        ...(confirmationCode === undefined ? {} : { confirmationCode }),
      });
    expect((await change()).json().errors.confirmationCode).toBeDefined();
    const otherPurpose = await confirmationCode(t, c.admin.token, 'church-delete');
    expect((await change(otherPurpose)).json()).toEqual(wrongCode);
    const verify = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/church/verify-password',
        headers: bearer(c.admin.token),
        payload: { password },
      });
    expect((await verify(CHURCH_PASSWORD)).json().success).toBe(true);
    const code = await confirmationCode(t, c.admin.token, 'church-password');
    expect((await change(code)).statusCode).toBe(200);
    // Once: the same code does not change it again.
    const again = await send(c.admin, 'PUT', '/api/church/password', {
      currentPassword: 'brand new password',
      newPassword: 'another new password',
      confirmationCode: code,
    });
    expect(again.json()).toEqual(wrongCode);
  });

  it("changes it, ends other sessions' unlocks of the church and the church account's sessions, and keeps this one", async () => {
    const c = await insertChurch(t);
    const member = await sessionOf(t, await insertUser(t, c.churchId), c.churchId);
    const adminElsewhere = await sessionOf(t, c.adminId, c.churchId);
    const res = await send(c.admin, 'PUT', '/api/church/password', {
      currentPassword: CHURCH_PASSWORD,
      newPassword: 'brand new password',
      confirmationCode: await confirmationCode(t, c.admin.token, 'church-password'),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Church password changed' });
    expect((await send(member, 'GET', '/api/church/users')).statusCode).toBe(403);
    expect((await send(c.admin, 'GET', '/api/church/users')).statusCode).toBe(200);
    // Decision 037: the church account signs in with the church password, so its sessions end; a person's
    // own sessions stay (without the unlock).
    expect(await meStatus(t, c.churchAccount.token)).toBe(401);
    expect(await meStatus(t, adminElsewhere.token)).toBe(200);
    expect((await send(adminElsewhere, 'GET', '/api/church/users')).statusCode).toBe(403);
    expect(await meStatus(t, member.token)).toBe(200);
    const verify = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/church/verify-password',
        headers: bearer(member.token),
        payload: { password },
      });
    expect((await verify(CHURCH_PASSWORD)).json().success).toBe(false);
    expect((await verify('brand new password')).json().success).toBe(true);
  });
});

describe('DELETE /api/church/:id', () => {
  it("deletes the church, detaches its members with their data, and takes billing and the church's account with it", async () => {
    const c = await insertChurch(t);
    const memberId = await insertUser(t, c.churchId);
    const member = await sessionOf(t, memberId);
    const today = t.clock.now().toISOString().slice(0, 10);
    await t.app.inject({
      method: 'POST',
      url: '/api/readings/batch',
      headers: bearer(member.token),
      payload: { readDate: today, chapters: [{ book: 'Jonah', chapter: 2 }] },
    });
    await t.database.db.insert(payments).values({
      churchId: c.churchId,
      paypalOrderId: `ORDERDELETE${c.churchId}`,
      status: 'created',
      amountCents: 9900,
      currency: 'USD',
    });
    const other = await insertChurch(t);
    const refused = await send(other.admin, 'DELETE', `/api/church/${c.churchId}`, {
      confirmationCode: await confirmationCode(t, other.admin.token, 'church-delete'),
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: NOT_YOUR_CHURCH_MESSAGE });

    // Decision 037: only with the code mailed to the administrator's own address, of this purpose.
    expect((await send(c.admin, 'DELETE', `/api/church/${c.churchId}`)).statusCode).toBe(400);
    const wrongPurpose = await confirmationCode(t, c.admin.token, 'church-password');
    const notThisCode = await send(c.admin, 'DELETE', `/api/church/${c.churchId}`, {
      confirmationCode: wrongPurpose,
    });
    expect(notThisCode.json()).toEqual(wrongCode);
    expect(await t.database.db.select().from(churches).where(eq(churches.id, c.churchId))).toHaveLength(1);

    const code = await confirmationCode(t, c.admin.token, 'church-delete');
    expect(
      (await send(c.admin, 'DELETE', `/api/church/${c.churchId}`, { confirmationCode: code })).statusCode,
    ).toBe(204);
    const db = t.database.db;
    expect(await db.select().from(users).where(eq(users.id, c.churchAccountId))).toEqual([]);
    expect(await db.select().from(churches).where(eq(churches.id, c.churchId))).toEqual([]);
    expect(await db.select().from(subscriptions).where(eq(subscriptions.churchId, c.churchId))).toEqual([]);
    expect(await db.select().from(payments).where(eq(payments.churchId, c.churchId))).toEqual([]);
    for (const id of [memberId, c.adminId]) {
      const [u] = await db.select().from(users).where(eq(users.id, id));
      expect(u).toMatchObject({ churchId: null, isChurchAdmin: false });
    }
    const kept = await db.select().from(readings).where(eq(readings.userId, memberId));
    expect(kept).toEqual([expect.objectContaining({ churchId: null })]);
    // Their own statistics still count the reading.
    const mine = await t.app.inject({ url: '/api/stats/user', headers: bearer(member.token) });
    expect(mine.json().chaptersRead).toBe(1);
  });
});
