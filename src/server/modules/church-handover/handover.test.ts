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
import {
  confirmationCode,
  handoverEmailCode,
  lastCodeMailedTo,
} from '../../../../tests/support/confirmation';
import { bearer, meStatus, uniqueEmail } from '../../../../tests/support/factories';
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
/** The code that confirms an offer (decision 037), mailed to the offering account's own address. */
const handoverCode = (s: Session) => confirmationCode(t, s.token, 'handover');
const offerWith = (s: Session, userId: unknown, code: string) =>
  call('POST', '/api/church/handover', s, { userId, confirmationCode: code } as object);
/** Offers as Church Admin does: asks for the code, then offers with it. */
const offer = async (s: Session, userId: unknown) => offerWith(s, userId, await handoverCode(s));
const pending = (s: Session) => call('GET', '/api/church/handover', s);
/** The church password the new administrators choose. */
const NEW_CHURCH_PASSWORD = 'a new church password 2';

/** The church e-mail the accepting member chooses, and the code mailed to it (decision 037). */
interface EmailProof {
  churchEmail: string;
  emailCode: string;
}
const emailProof = async (s: Session, token: string): Promise<EmailProof> => {
  const churchEmail = uniqueEmail('new-church');
  return { churchEmail, emailCode: await handoverEmailCode(t, s.token, token, churchEmail) };
};
/** A well-formed proof no code was mailed for: for requests refused before the code is looked at. */
const noProof = (): EmailProof => ({ churchEmail: uniqueEmail('new-church'), emailCode: '000000' });
const acceptWith = (
  s: Session | undefined,
  token: unknown,
  proof: EmailProof,
  churchPassword: unknown = NEW_CHURCH_PASSWORD,
) => call('POST', '/api/church/handover/accept', s, { token, churchPassword, ...proof } as object);
const askEmailCode = (s: Session | undefined, token: unknown, churchEmail = uniqueEmail('new-church')) =>
  call('POST', '/api/church/handover/email-code', s, { token, churchEmail } as object);
/**
 * Accepts as the accept page does: asks for the code to a new church e-mail, then accepts with it. A
 * refused first step is the answer (the page stops there).
 */
async function accept(s: Session | undefined, token: unknown, churchPassword: unknown = NEW_CHURCH_PASSWORD) {
  const churchEmail = uniqueEmail('new-church');
  const asked = await askEmailCode(s, token, churchEmail);
  if (asked.statusCode !== 200 || !s) return asked;
  const emailCode = await lastCodeMailedTo(t, churchEmail);
  return acceptWith(s, token, { churchEmail, emailCode }, churchPassword);
}
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
const memberCases = (route: string) => ({
  app: () => t,
  access: 'user' as const,
  session: async () => {
    const o = await offered(`${route} Church`);
    acceptToken = o.token;
    return o.member;
  },
  forbidden: {
    'a member the offer was not sent to': async () => {
      const o = await offered(`Not Yours ${route} Church`);
      acceptToken = o.token;
      return sessionOf(t, await insertUser(t, o.church.churchId));
    },
    // Decision 037: the church's own account is no person; the administration goes to a person.
    "the church's own account": async () => {
      const o = await offered(`Church Account ${route} Church`);
      acceptToken = o.token;
      return o.church.churchAccount;
    },
  },
});
routeAuthCases('POST /api/church/handover/accept', {
  ...memberCases('Accept Cases'),
  payload: () => ({ token: acceptToken, churchPassword: NEW_CHURCH_PASSWORD, ...noProof() }),
});
routeAuthCases('POST /api/church/handover/email-code', {
  ...memberCases('Email Code Cases'),
  payload: () => ({ token: acceptToken, churchEmail: uniqueEmail('new-church') }),
});

describe('POST /api/church/handover', () => {
  it('stores one offer, mails the member a link in their language, and a new offer replaces the old', async () => {
    const church = await insertChurch(t, 'Iglesia Gracia');
    const first = await insertUser(t, church.churchId, { name: 'Ana Primera' });
    await t.database.db.update(users).set({ language: 'es' }).where(eq(users.id, first));
    const code = await handoverCode(church.admin);
    const before = t.mailer.sent.length;
    const res = await offerWith(church.admin, first, code);
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
    // The code confirmed this offer only.
    const reused = await offerWith(church.admin, first, code);
    expect(reused.statusCode).toBe(400);
    expect(Object.keys(reused.json().errors)).toEqual(['confirmationCode']);

    // Ana opens her link and asks for the code to the church's new address; meanwhile the offer is replaced.
    const ana = await sessionOf(t, first);
    const proof = await emailProof(ana, firstToken);
    const second = await insertUser(t, church.churchId, { name: 'Bea Segunda', shareNameWithChurch: false });
    const replaced = await offer(church.admin, second);
    expect(replaced.json().offer).toMatchObject({
      userId: second,
      name: 'Anonymous member',
      anonymous: true,
    });
    const old = await acceptWith(ana, firstToken, proof);
    expect(old.statusCode).toBe(400);
    // Ana reads Spanish: the same refusal, in her language.
    expect(old.json().errors).toEqual({ token: [old.json().message] });
    expect(old.json().message).toMatch(/^Este enlace/);
    const again = await accept(ana, firstToken);
    expect(again.statusCode).toBe(400);
    expect(again.json().errors).toEqual({ token: [old.json().message] });
  });

  it.each([
    ['no member', {}, MEMBER_REQUIRED_MESSAGE],
    ['a text', { userId: 'five' }, MEMBER_REQUIRED_MESSAGE],
    ['a fraction', { userId: 1.5 }, MEMBER_REQUIRED_MESSAGE],
  ])('refuses %s with 400 { message, errors.userId }, changing nothing', async (_, payload, message) => {
    const church = await insertChurch(t);
    const confirmation = { confirmationCode: await handoverCode(church.admin) };
    const before = await databaseDigest(t.database.db);
    const res = await call('POST', '/api/church/handover', church.admin, { ...payload, ...confirmation });
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
    const code = await handoverCode(church.admin);
    const sent = t.mailer.sent.length;
    const before = await databaseDigest(t.database.db);
    for (const [id, message] of [
      [church.adminId, HANDOVER_NOT_YOURSELF_MESSAGE],
      [elsewhere, MEMBER_REQUIRED_MESSAGE],
      [deleted, MEMBER_REQUIRED_MESSAGE],
      [2_000_000_000, MEMBER_REQUIRED_MESSAGE],
    ] as const) {
      const res = await offerWith(church.admin, id, code);
      expect(res.statusCode, `${id}`).toBe(400);
      expect(res.json()).toEqual({ message, errors: { userId: [message] } });
    }
    await t.app.background.settled();
    expect(await databaseDigest(t.database.db)).toBe(before);
    expect(t.mailer.sent.length).toBe(sent);
  });

  it('refuses an offer without the code mailed to the administrator, or with a wrong one (400), changing nothing', async () => {
    const church = await insertChurch(t);
    const memberId = await insertUser(t, church.churchId);
    const code = await handoverCode(church.admin);
    const wrong = code === '000000' ? '000001' : '000000';
    const sent = t.mailer.sent.length;
    for (const payload of [{ userId: memberId }, { userId: memberId, confirmationCode: wrong }]) {
      const res = await call('POST', '/api/church/handover', church.admin, payload);
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().errors)).toEqual(['confirmationCode']);
    }
    await t.app.background.settled();
    expect(t.mailer.sent.length).toBe(sent);
    expect((await pending(church.admin)).json()).toEqual({ offer: null });
    // A code of another purpose confirms nothing here.
    const other = await confirmationCode(t, church.admin.token, 'member-change');
    expect((await offerWith(church.admin, memberId, other)).statusCode).toBe(400);
    expect((await offerWith(church.admin, memberId, code)).statusCode).toBe(201);
  });

  it('stores and mails an offer once when it is retried with the same Idempotency-Key', async () => {
    const church = await insertChurch(t);
    const memberId = await insertUser(t, church.churchId);
    const code = await handoverCode(church.admin);
    const before = t.mailer.sent.length;
    const key = randomUUID();
    const send = () =>
      sendKeyed(
        t,
        church.admin.token,
        'POST',
        '/api/church/handover',
        { userId: memberId, confirmationCode: code },
        key,
      );
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
    const res = await offerWith(member, church.adminId, '123456');
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
    const [previous] = await t.database.db.select().from(churches).where(eq(churches.id, o.church.churchId));
    const proof = await emailProof(o.member, o.token);
    // The code went to the address the member chose for the church, nowhere else.
    expect(t.mailer.sent.at(-1)?.to).toBe(proof.churchEmail);
    const res = await acceptWith(o.member, o.token, proof);
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
    // Its code was spent with it.
    expect((await acceptWith(o.member, o.token, proof)).statusCode).toBe(400);

    // The church password is the one the new administrator chose: the old one, which the former
    // administrator knows, opens neither the admin panel's gate nor the church login.
    const gate = (s: Session, password: string) =>
      call('POST', '/api/church/verify-password', s, { password });
    expect((await gate(o.church.admin, CHURCH_PASSWORD)).json()).toMatchObject({ success: false });
    expect((await call('GET', '/api/church/admin-status', o.church.admin)).json()).toMatchObject({
      unlocked: false,
    });
    expect((await pending(o.church.admin)).statusCode).toBe(403);
    // Decision 037: the church's credentials went with the administration: its e-mail is the one the new
    // administrator proved, for the church and its account, and the church account's sessions ended.
    const [church] = await t.database.db.select().from(churches).where(eq(churches.id, o.church.churchId));
    expect(church?.email).toBe(proof.churchEmail);
    expect((await userRow(o.church.churchAccountId))?.email).toBe(proof.churchEmail);
    expect(await meStatus(t, o.church.churchAccount.token)).toBe(401);
    const churchLogin = (email: string | undefined, password: string) =>
      t.app.inject({ method: 'POST', url: '/api/church/login', payload: { email, password } });
    expect((await churchLogin(proof.churchEmail, CHURCH_PASSWORD)).statusCode).toBe(401);
    expect((await churchLogin(previous?.email, NEW_CHURCH_PASSWORD)).statusCode).toBe(401);
    // Church login now opens the church's own account, not the new administrator's; the old one may
    // delete their account.
    const login = await churchLogin(proof.churchEmail, NEW_CHURCH_PASSWORD);
    expect(login.statusCode, login.body).toBe(200);
    expect(login.json().user).toMatchObject({ id: o.church.churchAccountId, isChurchAccount: true });
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
    const direct = await acceptWith(other, o.token, noProof());
    expect(direct.statusCode).toBe(403);
    expect(direct.json().message).toBe(HANDOVER_NOT_YOURS_MESSAGE);
    expect((await accept(o.church.admin, o.token)).statusCode).toBe(403);
    expect((await acceptWith(o.church.churchAccount, o.token, noProof())).statusCode).toBe(403);
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
    // A live code for the church's new address, asked for with the member's real link.
    const proof = await emailProof(o.member, o.token);
    const before = await databaseDigest(t.database.db);
    const invalid = {
      message: INVALID_HANDOVER_LINK_MESSAGE,
      errors: { token: [INVALID_HANDOVER_LINK_MESSAGE] },
    };
    const asked = await askEmailCode(o.member, token);
    expect(asked.statusCode).toBe(400);
    expect(asked.json()).toEqual(invalid);
    const res = await acceptWith(o.member, token, proof);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(invalid);
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
      const proof = await emailProof(o.member, o.token);
      const before = await databaseDigest(t.database.db);
      const res = await acceptWith(o.member, o.token, proof, churchPassword);
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().errors)).toEqual(['churchPassword']);
      expect(await databaseDigest(t.database.db)).toBe(before);
    },
  );

  it("refuses a wrong code, a code sent to another address (400 errors.emailCode) and another church's address (409), changing nothing", async () => {
    const o = await offered();
    const proof = await emailProof(o.member, o.token);
    const wrong = proof.emailCode === '000000' ? '000001' : '000000';
    const otherAddress = { churchEmail: uniqueEmail('new-church'), emailCode: proof.emailCode };
    for (const attempt of [{ ...proof, emailCode: wrong }, otherAddress]) {
      const res = await acceptWith(o.member, o.token, attempt);
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().errors)).toEqual(['emailCode']);
    }
    const elsewhere = await insertChurch(t);
    const [taken] = await t.database.db.select().from(churches).where(eq(churches.id, elsewhere.churchId));
    const takenEmail = taken?.email as string;
    const takenProof = {
      churchEmail: takenEmail,
      emailCode: await handoverEmailCode(t, o.member.token, o.token, takenEmail),
    };
    const before = await databaseDigest(t.database.db);
    const refused = await acceptWith(o.member, o.token, takenProof);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(Object.keys(refused.json().errors)).toEqual(['churchEmail']);
    expect(await databaseDigest(t.database.db)).toBe(before);
    expect((await userRow(o.memberId))?.isChurchAdmin).toBe(false);
    expect((await userRow(o.church.adminId))?.isChurchAdmin).toBe(true);
    expect((await acceptWith(o.member, o.token, await emailProof(o.member, o.token))).statusCode).toBe(200);
  });

  it('an offer made by the church account leaves it administering the church, under the new credentials', async () => {
    const church = await insertChurch(t, 'Offered By The Church');
    const memberId = await insertUser(t, church.churchId, { name: 'Lydia Next' });
    const offered = await offer(church.churchAccount, memberId);
    expect(offered.statusCode, offered.body).toBe(201);
    const token = await lastToken();
    const member = await sessionOf(t, memberId);
    const proof = await emailProof(member, token);
    expect((await acceptWith(member, token, proof)).statusCode).toBe(200);
    expect(await userRow(memberId)).toMatchObject({ isChurchAdmin: true, churchId: church.churchId });
    // Nobody steps down: the person administering it before and the church account both still do.
    expect(await userRow(church.adminId)).toMatchObject({ isChurchAdmin: true, churchId: church.churchId });
    expect(await userRow(church.churchAccountId)).toMatchObject({
      isChurchAdmin: true,
      churchAccountOf: church.churchId,
      email: proof.churchEmail,
    });
    expect(await meStatus(t, church.churchAccount.token)).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/church/login',
      payload: { email: proof.churchEmail, password: NEW_CHURCH_PASSWORD },
    });
    expect(login.json().user).toMatchObject({ id: church.churchAccountId, isChurchAccount: true });
  });

  it('answers 401 without a session, and 400 once the offering administrator no longer administers', async () => {
    const o = await offered();
    expect((await accept(undefined, o.token)).statusCode).toBe(401);
    expect((await acceptWith(undefined, o.token, noProof())).statusCode).toBe(401);
    await t.database.db.update(users).set({ isChurchAdmin: false }).where(eq(users.id, o.church.adminId));
    const proof = await emailProof(o.member, o.token);
    const before = await databaseDigest(t.database.db);
    expect((await acceptWith(o.member, o.token, proof)).statusCode).toBe(400);
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
