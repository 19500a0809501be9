import { randomUUID } from 'node:crypto';
import { CHURCH_ADMIN_REQUIRED_MESSAGE, CHURCH_PASSWORD_REQUIRED_MESSAGE } from '@shared/church-admin';
import {
  HANDOVER_NOT_YOURS_MESSAGE,
  HANDOVER_NOT_YOURSELF_MESSAGE,
  INVALID_HANDOVER_LINK_MESSAGE,
  MEMBER_REQUIRED_MESSAGE,
} from '@shared/church-handover';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseDigest } from '../../../../tests/integration/support/database-digest';
import { createTestApp, type TestApp } from '../../../../tests/support/app';
import { routeAuthCases } from '../../../../tests/support/auth-cases';
import {
  CHURCH_PASSWORD,
  insertChurch,
  insertUser,
  type Session,
  sessionOf,
  type TestChurchWorld,
} from '../../../../tests/support/church-admin-factories';
import { bearer } from '../../../../tests/support/factories';
import { sendKeyed } from '../../../../tests/support/keyed';
import { churches, users } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY = 86_400_000;
type Method = 'GET' | 'POST' | 'DELETE';
const call = (method: Method, url: string, session?: { token: string }, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: session ? bearer(session.token) : {},
    ...(payload ? { payload } : {}),
  });
const offer = (s: Session, userId: unknown) => call('POST', '/api/church/handover', s, { userId } as object);
const pending = (s: Session) => call('GET', '/api/church/handover', s);
/** The church password the new administrators choose. */
const NEW_CHURCH_PASSWORD = 'a new church password 2';
const accept = (s: Session | undefined, token: unknown, churchPassword: unknown = NEW_CHURCH_PASSWORD) =>
  call('POST', '/api/church/handover/accept', s, { token, churchPassword } as object);
const userRow = async (id: number) => (await t.database.db.select().from(users).where(eq(users.id, id)))[0];

/** The token of the last mail sent, once the background work is done. */
async function lastToken(): Promise<string> {
  await t.app.background.settled();
  const text = t.mailer.sent.at(-1)?.text ?? '';
  const token = /\/accept-administration\?token=([\w-]+)/.exec(text)?.[1];
  if (!token) throw new Error(`no hand-over link in: ${text}`);
  return token;
}

interface Offered {
  church: TestChurchWorld;
  memberId: number;
  member: Session;
  token: string;
}

/** A church whose administrator has offered the administration to a member (signed in, not unlocked). */
async function offered(name = 'Handover Church'): Promise<Offered> {
  const church = await insertChurch(t, name);
  const memberId = await insertUser(t, church.churchId, { name: 'Timothy Next' });
  const res = await offer(church.admin, memberId);
  expect(res.statusCode, res.body).toBe(201);
  return { church, memberId, member: await sessionOf(t, memberId), token: await lastToken() };
}

const unlockedMemberOf = async (churchId: number) => sessionOf(t, await insertUser(t, churchId), churchId);
const adminCallers = (church: () => TestChurchWorld) => ({
  'a user without a church': async () => sessionOf(t, await insertUser(t, null)),
  'a member who has not unlocked the church': async () =>
    sessionOf(t, await insertUser(t, church().churchId)),
  'an unlocked member who is not the administrator': () => unlockedMemberOf(church().churchId),
});

let authWorld: Offered;
beforeAll(async () => {
  authWorld = await offered('Auth Cases Church');
});
const adminCases = {
  app: () => t,
  access: 'church-admin' as const,
  payload: () => ({ userId: authWorld.memberId }),
  session: async () => authWorld.church.admin,
  forbidden: adminCallers(() => authWorld.church),
};
routeAuthCases('POST /api/church/handover', adminCases);
routeAuthCases('GET /api/church/handover', adminCases);
routeAuthCases('DELETE /api/church/handover', adminCases);
let acceptToken = 'no-token-yet-0000';
routeAuthCases('POST /api/church/handover/accept', {
  app: () => t,
  access: 'user',
  payload: () => ({ token: acceptToken, churchPassword: NEW_CHURCH_PASSWORD }),
  session: async () => {
    const o = await offered('Accept Cases Church');
    acceptToken = o.token;
    return o.member;
  },
  forbidden: {
    'a member the offer was not sent to': async () => {
      const o = await offered('Not Yours Church');
      acceptToken = o.token;
      return sessionOf(t, await insertUser(t, o.church.churchId));
    },
  },
});

describe('POST /api/church/handover', () => {
  it('stores one offer, mails the member a link in their language, and a new offer replaces the old', async () => {
    const church = await insertChurch(t, 'Iglesia Gracia');
    const first = await insertUser(t, church.churchId, { name: 'Ana Primera' });
    await t.database.db.update(users).set({ language: 'es' }).where(eq(users.id, first));
    const before = t.mailer.sent.length;
    const res = await offer(church.admin, first);
    expect(res.statusCode, res.body).toBe(201);
    const expiresAt = new Date(t.clock.now().getTime() + 7 * DAY).toISOString();
    expect(res.json()).toEqual({
      offer: { userId: first, name: 'Ana Primera', anonymous: false, expiresAt },
    });
    const firstToken = await lastToken();
    const mail = t.mailer.sent.at(-1);
    expect(t.mailer.sent.length).toBe(before + 1);
    expect(mail?.to).toBe((await userRow(first))?.email);
    expect(mail?.subject).toBe('Te invitan a administrar Iglesia Gracia en Lampstand');
    expect(mail?.text).toContain('Iglesia Gracia Admin te ofrece la administración de Iglesia Gracia');
    expect(mail?.html).toContain('href="http://lampstand.test/accept-administration?token=');
    expect((await pending(church.admin)).json()).toEqual(res.json());

    const second = await insertUser(t, church.churchId, { name: 'Bea Segunda', shareNameWithChurch: false });
    const replaced = await offer(church.admin, second);
    expect(replaced.json().offer).toMatchObject({
      userId: second,
      name: 'Anonymous member',
      anonymous: true,
    });
    const old = await accept(await sessionOf(t, first), firstToken);
    expect(old.statusCode).toBe(400);
    // Ana reads Spanish: the same refusal, in her language.
    expect(old.json().errors.token).toEqual([old.json().message]);
  });

  it.each([
    ['no member', {}, MEMBER_REQUIRED_MESSAGE],
    ['a text', { userId: 'five' }, MEMBER_REQUIRED_MESSAGE],
    ['a fraction', { userId: 1.5 }, MEMBER_REQUIRED_MESSAGE],
  ])('refuses %s with 400 { message, errors.userId }, changing nothing', async (_, payload, message) => {
    const church = await insertChurch(t);
    const before = await databaseDigest(t.database.db);
    const res = await call('POST', '/api/church/handover', church.admin, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message, errors: { userId: [message] } });
    expect(await databaseDigest(t.database.db)).toBe(before);
  });

  it('refuses the administrator, another church’s member, a deleted account and a missing id (400)', async () => {
    const church = await insertChurch(t);
    const elsewhere = await insertUser(t, (await insertChurch(t)).churchId);
    const deleted = await insertUser(t, church.churchId);
    const gone = await sessionOf(t, deleted);
    const removal = await call('DELETE', '/api/me', gone, { password: CHURCH_PASSWORD });
    expect(removal.statusCode, removal.body).toBe(200);
    const sent = t.mailer.sent.length;
    const before = await databaseDigest(t.database.db);
    for (const [id, message] of [
      [church.adminId, HANDOVER_NOT_YOURSELF_MESSAGE],
      [elsewhere, MEMBER_REQUIRED_MESSAGE],
      [deleted, MEMBER_REQUIRED_MESSAGE],
      [2_000_000_000, MEMBER_REQUIRED_MESSAGE],
    ] as const) {
      const res = await offer(church.admin, id);
      expect(res.statusCode, `${id}`).toBe(400);
      expect(res.json()).toEqual({ message, errors: { userId: [message] } });
    }
    await t.app.background.settled();
    expect(await databaseDigest(t.database.db)).toBe(before);
    expect(t.mailer.sent.length).toBe(sent);
  });

  it('stores and mails an offer once when it is retried with the same Idempotency-Key', async () => {
    const church = await insertChurch(t);
    const memberId = await insertUser(t, church.churchId);
    const before = t.mailer.sent.length;
    const key = randomUUID();
    const send = () =>
      sendKeyed(t, church.admin.token, 'POST', '/api/church/handover', { userId: memberId }, key);
    const first = await send();
    expect(first.statusCode).toBe(201);
    const again = await send();
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    await t.app.background.settled();
    expect(t.mailer.sent.length).toBe(before + 1);
  });

  it('refuses an unlocked member who is not the administrator (403)', async () => {
    const church = await insertChurch(t);
    const member = await unlockedMemberOf(church.churchId);
    const res = await offer(member, church.adminId);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(CHURCH_ADMIN_REQUIRED_MESSAGE);
  });
});

describe('GET and DELETE /api/church/handover', () => {
  it('shows nothing without an offer, and the offer until it expires or is withdrawn', async () => {
    const o = await offered();
    const other = await insertChurch(t);
    expect((await pending(other.admin)).json()).toEqual({ offer: null });
    expect((await pending(o.church.admin)).json().offer.userId).toBe(o.memberId);
    t.clock.advance(7 * DAY + 1000);
    // The administrator's unlock has long expired: a session unlocked now.
    const admin = await sessionOf(t, o.church.adminId, o.church.churchId);
    expect((await pending(admin)).json()).toEqual({ offer: null });
    expect((await accept(o.member, o.token)).statusCode).toBe(400);
    t.clock.advance(-(7 * DAY + 1000));

    const again = await offered();
    expect((await call('DELETE', '/api/church/handover', again.church.admin)).statusCode).toBe(204);
    expect((await pending(again.church.admin)).json()).toEqual({ offer: null });
    expect((await accept(again.member, again.token)).statusCode).toBe(400);
    // Withdrawing twice is no error.
    expect((await call('DELETE', '/api/church/handover', again.church.admin)).statusCode).toBe(204);
  });

  it('no longer shows an offer to a member who left the church', async () => {
    const o = await offered();
    await call('DELETE', `/api/admin/users/${o.memberId}`, o.church.admin);
    expect((await pending(o.church.admin)).json()).toEqual({ offer: null });
    expect((await accept(o.member, o.token)).statusCode).toBe(400);
  });

  it('refuses an unlocked member (403), an administrator whose unlock expired (403) and no session (401)', async () => {
    const o = await offered();
    const member = await unlockedMemberOf(o.church.churchId);
    expect((await pending(member)).statusCode).toBe(403);
    expect((await call('DELETE', '/api/church/handover', member)).statusCode).toBe(403);
    expect((await pending(o.church.admin)).json().offer).not.toBeNull();
    const locked = await sessionOf(t, o.church.adminId);
    const res = await pending(locked);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(CHURCH_PASSWORD_REQUIRED_MESSAGE);
    expect((await call('GET', '/api/church/handover')).statusCode).toBe(401);
  });
});

describe('POST /api/church/handover/accept', () => {
  it('makes the member the administrator and the old one a member, at once, once', async () => {
    const o = await offered('Antioch Fellowship');
    const oldOtherSession = await sessionOf(t, o.church.adminId, o.church.churchId);
    const res = await accept(o.member, o.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      message: 'You are now the administrator of your church.',
      church: { id: o.church.churchId, name: 'Antioch Fellowship' },
    });
    expect(await userRow(o.memberId)).toMatchObject({ isChurchAdmin: true, churchId: o.church.churchId });
    expect(await userRow(o.church.adminId)).toMatchObject({
      isChurchAdmin: false,
      churchId: o.church.churchId,
    });

    // The new administrator's session is unlocked: Church Admin's administrator routes answer.
    expect((await pending(o.member)).statusCode).toBe(200);
    const status = await call('GET', '/api/church/admin-status', o.member);
    expect(status.json()).toMatchObject({ unlocked: true, isChurchAdmin: true });
    // The old administrator's sessions lose the admin panel, unlocked or not.
    for (const s of [o.church.admin, oldOtherSession]) {
      expect((await pending(s)).statusCode).toBe(403);
      expect((await call('GET', '/api/church/users', s)).statusCode).toBe(403);
      expect((await call('GET', '/api/me', s)).statusCode).toBe(200);
    }
    const again = await accept(o.member, o.token);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      message: INVALID_HANDOVER_LINK_MESSAGE,
      errors: { token: [INVALID_HANDOVER_LINK_MESSAGE] },
    });

    // The church password is the one the new administrator chose: the old one, which the former
    // administrator knows, opens neither the admin panel's gate nor the church login.
    const gate = (s: Session, password: string) =>
      call('POST', '/api/church/verify-password', s, { password });
    expect((await gate(o.church.admin, CHURCH_PASSWORD)).json()).toMatchObject({ success: false });
    expect((await call('GET', '/api/church/admin-status', o.church.admin)).json()).toMatchObject({
      unlocked: false,
    });
    expect((await pending(o.church.admin)).statusCode).toBe(403);
    const [church] = await t.database.db.select().from(churches).where(eq(churches.id, o.church.churchId));
    const churchLogin = (password: string) =>
      t.app.inject({ method: 'POST', url: '/api/church/login', payload: { email: church?.email, password } });
    expect((await churchLogin(CHURCH_PASSWORD)).statusCode).toBe(401);
    // Church login now opens the new administrator's session; the old one may delete their account.
    const login = await churchLogin(NEW_CHURCH_PASSWORD);
    expect(login.json().user.id).toBe(o.memberId);
    const deletion = await call('DELETE', '/api/me', o.church.admin, { password: CHURCH_PASSWORD });
    expect(deletion.statusCode, deletion.body).toBe(200);
  });

  it('refuses someone else with 403 and leaves the offer to its member', async () => {
    const o = await offered();
    const other = await sessionOf(t, await insertUser(t, o.church.churchId));
    const before = await databaseDigest(t.database.db);
    const res = await accept(other, o.token);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(HANDOVER_NOT_YOURS_MESSAGE);
    expect((await accept(o.church.admin, o.token)).statusCode).toBe(403);
    expect(await databaseDigest(t.database.db)).toBe(before);
    expect((await accept(o.member, o.token)).statusCode).toBe(200);
  });

  it.each([
    ['an unknown token', 'x'.repeat(43)],
    ['a short one', 'abc'],
    ['characters a link never has', `${'a'.repeat(20)} <b>`],
    ['no text', 42],
  ])('refuses %s with 400 { message, errors.token }, changing nothing', async (_, token) => {
    const o = await offered();
    const before = await databaseDigest(t.database.db);
    const res = await accept(o.member, token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: INVALID_HANDOVER_LINK_MESSAGE,
      errors: { token: [INVALID_HANDOVER_LINK_MESSAGE] },
    });
    expect(await databaseDigest(t.database.db)).toBe(before);
  });

  it.each([
    ['a short church password', 'short'],
    ['no church password', null],
    ['a church password of two lines', 'church\npassword 3'],
  ])(
    'refuses %s with 400 { message, errors.churchPassword }, changing nothing',
    async (_, churchPassword) => {
      const o = await offered();
      const before = await databaseDigest(t.database.db);
      const res = await accept(o.member, o.token, churchPassword);
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().errors)).toEqual(['churchPassword']);
      expect(await databaseDigest(t.database.db)).toBe(before);
    },
  );

  it('answers 401 without a session, and 400 once the offering administrator no longer administers', async () => {
    const o = await offered();
    expect((await accept(undefined, o.token)).statusCode).toBe(401);
    await t.database.db.update(users).set({ isChurchAdmin: false }).where(eq(users.id, o.church.adminId));
    const before = await databaseDigest(t.database.db);
    expect((await accept(o.member, o.token)).statusCode).toBe(400);
    expect(await databaseDigest(t.database.db)).toBe(before);
    expect((await userRow(o.memberId))?.isChurchAdmin).toBe(false);
  });

  it('answers a Spanish reader in Spanish', async () => {
    const o = await offered('Iglesia Berea');
    await t.database.db.update(users).set({ language: 'es' }).where(eq(users.id, o.memberId));
    const bad = await accept(o.member, 'y'.repeat(43));
    expect(bad.json().message).toBe(
      'Este enlace no es válido o ya venció. Pide uno nuevo al administrador de tu iglesia.',
    );
    expect((await accept(o.member, o.token)).json().message).toBe(
      'Ahora eres el administrador de tu iglesia.',
    );
  });
});
