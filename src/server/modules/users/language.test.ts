import { t as english, tIn } from '@shared/i18n';
import { FORGOT_PASSWORD_MESSAGE } from '@shared/password-reset';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/support/app';
import { bearer, registerUser, uniqueEmail } from '../../../../tests/support/factories';
import { users } from '../../db/schema';

/*
 * A person's language (decision 035): saved on the profile, and the server's messages to them (validation
 * messages, `message` answers, e-mails) in it; a visitor's from Accept-Language. English stays the spec's.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const spanish = tIn('es');
const patchProfile = (token: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'PATCH', url: '/api/profile', payload, headers: { ...bearer(token), ...headers } });

describe('the language on the profile', () => {
  it('is English for a new account, and saved when changed', async () => {
    const me = await registerUser(t);
    expect(me.user.language).toBe('en');
    const res = await patchProfile(me.token, { name: me.user.name, email: me.email, language: 'es' });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.language).toBe('es');
    const again = await t.app.inject({ url: '/api/me', headers: bearer(me.token) });
    expect(again.json().language).toBe('es');
  });

  it('is kept when a profile update leaves it out (the spec payload)', async () => {
    const me = await registerUser(t);
    await patchProfile(me.token, { name: me.user.name, email: me.email, language: 'es' });
    const res = await patchProfile(me.token, { name: 'Renamed', email: me.email });
    expect(res.json().user).toMatchObject({ name: 'Renamed', language: 'es' });
  });

  it('refuses a language we do not have with 400 { message, errors }, and changes nothing', async () => {
    const me = await registerUser(t);
    const res = await patchProfile(me.token, { name: 'Changed', email: me.email, language: 'fr' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: english('common:invalidValue'),
      errors: { language: [english('common:invalidValue')] },
    });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, me.user.id));
    expect(row).toMatchObject({ name: me.user.name, language: 'en' });
  });

  it('can be given at registration', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      payload: { name: 'Lidia', email: uniqueEmail(), password: 'una contraseña larga', language: 'es' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().user.language).toBe('es');
  });

  it('cannot be changed without a session (401)', async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/profile',
      payload: { name: 'Nobody', email: uniqueEmail(), language: 'es' },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('messages in the person’s language', () => {
  const shortPassword = () => ({ name: 'Lidia', email: uniqueEmail(), password: 'corta' });

  it('answers a visitor reading Spanish (Accept-Language) with Spanish validation messages', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      payload: shortPassword(),
      headers: { 'accept-language': 'es-MX,es;q=0.9,en;q=0.8' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: spanish('common:passwordMin'),
      errors: { password: [spanish('common:passwordMin')] },
    });
    expect(res.json().message).toBe('La contraseña debe tener al menos 8 caracteres');
  });

  it('answers English byte for byte without Accept-Language, or when English comes first', async () => {
    for (const headers of [{}, { 'accept-language': 'en-US,es;q=0.5' }, { 'accept-language': 'fr, de' }]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/users',
        payload: shortPassword(),
        headers,
      });
      expect(res.json()).toEqual({
        message: 'Password must be at least 8 characters',
        errors: { password: ['Password must be at least 8 characters'] },
      });
    }
  });

  it('answers a signed-in person in their saved language, whatever the browser says', async () => {
    const me = await registerUser(t);
    await patchProfile(me.token, { name: me.user.name, email: me.email, language: 'es' });
    const res = await patchProfile(me.token, { name: 'x', email: me.email }, { 'accept-language': 'en' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.name).toEqual([spanish('common:nameMin')]);
  });

  it('translates a message with values (a maximum) into Spanish', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      payload: { name: 'Lidia', email: uniqueEmail(), password: 'x'.repeat(300) },
      headers: { 'accept-language': 'es' },
    });
    expect(res.json().message).toBe(spanish('common:passwordMax', { max: 256 }));
    expect(res.json().message).toContain('256');
  });

  it('gives a route’s `message` answer in Spanish', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/forgot-password/user',
      payload: { email: uniqueEmail() },
      headers: { 'accept-language': 'es' },
    });
    expect(res.json()).toEqual({ success: true, message: spanish('passwordReset:sent') });
    expect(spanish('passwordReset:sent')).not.toBe(FORGOT_PASSWORD_MESSAGE);
  });
});

describe('e-mails in the person’s language', () => {
  it('sends the password reset e-mail of a person reading Spanish in Spanish', async () => {
    const me = await registerUser(t);
    await patchProfile(me.token, { name: me.user.name, email: me.email, language: 'es' });
    const before = t.mailer.sent.length;
    await t.app.inject({ method: 'POST', url: '/api/forgot-password/user', payload: { email: me.email } });
    await t.app.background.settled();
    const mail = t.mailer.sent[before];
    expect(mail?.subject).toBe('Restablece tu contraseña de Lampstand');
    expect(mail?.text).toContain(spanish('passwordReset:mail.ignore'));
    expect(mail?.text).not.toContain(english('passwordReset:mail.ignore'));
  });

  it('keeps the English e-mail for a person reading English', async () => {
    const me = await registerUser(t);
    const before = t.mailer.sent.length;
    await t.app.inject({
      method: 'POST',
      url: '/api/forgot-password/user',
      payload: { email: me.email },
      headers: { 'accept-language': 'es' },
    });
    await t.app.background.settled();
    expect(t.mailer.sent[before]?.subject).toBe('Reset your Lampstand password');
  });
});
