import { NOT_YOUR_CHURCH_MESSAGE, WRONG_CURRENT_PASSWORD_MESSAGE } from '@shared/church-admin';
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
import { bearer } from '../../../../tests/support/factories';
import { churches, payments, readings, subscriptions, users } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const send = (s: Session, method: 'GET' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(s.token), ...(payload ? { payload } : {}) });

describe('church settings', () => {
  it('answers and changes name, city, state and logo; an empty logo removes it', async () => {
    const c = await insertChurch(t, 'Old Name');
    const member = await sessionOf(t, await insertUser(t, c.churchId), c.churchId);
    const [row] = await t.database.db.select().from(churches).where(eq(churches.id, c.churchId));
    expect((await send(member, 'GET', '/api/church/settings')).json()).toEqual({
      id: c.churchId,
      name: 'Old Name',
      city: 'Mesa',
      state: 'AZ',
      email: row?.email,
      logoUrl: null,
    });
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
    const wrong = await send(c.admin, 'PUT', '/api/church/password', {
      currentPassword: 'not it',
      newPassword: 'long enough',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      message: WRONG_CURRENT_PASSWORD_MESSAGE,
      errors: { currentPassword: [WRONG_CURRENT_PASSWORD_MESSAGE] },
    });
    const short = await send(c.admin, 'PUT', '/api/church/password', {
      currentPassword: CHURCH_PASSWORD,
      newPassword: 'short',
    });
    expect(short.json().errors.newPassword).toEqual(['Password must be at least 8 characters']);
  });

  it("changes it, ends other sessions' unlocks of the church, and keeps this one", async () => {
    const c = await insertChurch(t);
    const member = await sessionOf(t, await insertUser(t, c.churchId), c.churchId);
    const res = await send(c.admin, 'PUT', '/api/church/password', {
      currentPassword: CHURCH_PASSWORD,
      newPassword: 'brand new password',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Church password changed' });
    expect((await send(member, 'GET', '/api/church/users')).statusCode).toBe(403);
    expect((await send(c.admin, 'GET', '/api/church/users')).statusCode).toBe(200);
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
  it('deletes the church, detaches its members with their data, and takes billing with it', async () => {
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
    const refused = await send(other.admin, 'DELETE', `/api/church/${c.churchId}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: NOT_YOUR_CHURCH_MESSAGE });

    expect((await send(c.admin, 'DELETE', `/api/church/${c.churchId}`)).statusCode).toBe(204);
    const db = t.database.db;
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
