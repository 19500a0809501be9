import { ADMIN_CLAIM_HOURS } from '@shared/churches';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/support/app';
import { PASSWORD, registerChurch, uniqueEmail } from '../../../../tests/support/factories';

/*
 * Decision 037: church registration answers a one-time claim; the person who registered the church goes
 * on to /register and their own account, made with it, is the church's first administrator.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const signUp = (payload: object) => t.app.inject({ method: 'POST', url: '/api/users', payload });

describe('the first administrator', () => {
  it('is the account registered with the claim, which may use the church’s own address', async () => {
    const church = await registerChurch(t);
    const res = await signUp({
      name: 'Pastor',
      email: church.email,
      password: PASSWORD,
      adminClaim: church.adminClaim,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().user).toMatchObject({
      churchId: church.church.id,
      isChurchAdmin: true,
      isChurchAccount: false,
      email: church.email,
    });
    // Their own password signs them in; the church's does not.
    const login = (password: string) =>
      t.app.inject({ method: 'POST', url: '/api/login', payload: { email: church.email, password } });
    expect((await login(PASSWORD)).statusCode).toBe(200);
    expect((await login(church.password)).statusCode).toBe(401);
  });

  it('works once: a second account with the same claim is refused (400) and not made', async () => {
    const church = await registerChurch(t);
    expect(
      (
        await signUp({
          name: 'Pastor',
          email: uniqueEmail(),
          password: PASSWORD,
          adminClaim: church.adminClaim,
        })
      ).statusCode,
    ).toBe(201);
    const email = uniqueEmail();
    const again = await signUp({ name: 'Member', email, password: PASSWORD, adminClaim: church.adminClaim });
    expect(again.statusCode).toBe(400);
    expect(again.json().errors.adminClaim).toBeDefined();
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email, password: PASSWORD },
    });
    expect(login.statusCode).toBe(401);
  });

  it(`expires after ${ADMIN_CLAIM_HOURS} hours`, async () => {
    const church = await registerChurch(t);
    t.clock.advance((ADMIN_CLAIM_HOURS * 60 + 1) * 60_000);
    const res = await signUp({
      name: 'Pastor',
      email: uniqueEmail(),
      password: PASSWORD,
      adminClaim: church.adminClaim,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.adminClaim).toBeDefined();
  });

  it('refuses a malformed claim with 400', async () => {
    const res = await signUp({
      name: 'Pastor',
      email: uniqueEmail(),
      password: PASSWORD,
      adminClaim: 'short',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.adminClaim).toBeDefined();
  });
});
