import { tIn } from '@shared/i18n';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/support/app';
import { registerChurch, registerUser, uniqueEmail } from '../../../../tests/support/factories';

/*
 * PAYPAL_DEMO=1 keeps its data in its own database (DATA_DIR/demo): a newcomer's real account is not
 * there, so a failed sign-in says so (issue 36), still without telling whether the address exists.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PAYPAL_DEMO: true });
});
afterAll(() => t.close());

const login = (url: string, payload: object, language = 'en') =>
  t.app.inject({ method: 'POST', url, payload, headers: { 'accept-language': language } });

describe('a failed sign-in in payment demo mode', () => {
  it.each(['/api/login', '/api/church/login'])(
    '%s: 401 saying the demo keeps its own accounts, alike for a wrong password and an unknown address',
    async (url) => {
      const account = url === '/api/login' ? await registerUser(t) : await registerChurch(t);
      const attempts = [
        { email: account.email, password: 'not the password' },
        { email: uniqueEmail('nobody'), password: 'not the password' },
      ];
      for (const [language, words] of [
        ['en', /keeps its own accounts/],
        ['es', /sus propias cuentas/],
      ] as const) {
        for (const payload of attempts) {
          const res = await login(url, payload, language);
          expect(res.statusCode).toBe(401);
          expect(res.json().message).toMatch(words);
          expect(res.json()).toEqual({ message: tIn(language)('auth:loginFailedDemo') });
        }
      }
    },
  );

  it('still signs in with the right password', async () => {
    const u = await registerUser(t);
    expect((await login('/api/login', { email: u.email, password: u.password })).statusCode).toBe(200);
  });
});
