import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/support/app';
import { registerChurch, registerUser, type TestUser } from '../../../../tests/support/factories';

/*
 * Both sides of the sign-in rule (docs/decisions/004-throttling.md): guessing is slowed from one address
 * and from many, while the owner still gets in with the right password.
 */
const OWNER = '203.0.113.10';
const ATTACKER = '198.51.100.66';
const WRONG = 'not the password';

const loginFrom = (t: TestApp, remoteAddress: string, email: string, password: string, url = '/api/login') =>
  t.app.inject({ method: 'POST', url, payload: { email, password }, remoteAddress });
const retryAfter = (res: { headers: Record<string, unknown> }) => Number(res.headers['retry-after']);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('sign-in with the default limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('stops one address after 10 wrong passwords, and the owner still signs in from their address', async () => {
    const owner = await registerUser(t, {}, OWNER);
    for (let i = 0; i < 10; i++)
      expect((await loginFrom(t, ATTACKER, owner.email, WRONG)).statusCode).toBe(401);
    // The attacker's next try is refused before the password is checked, even a right one.
    const slowed = await loginFrom(t, ATTACKER, owner.email, owner.password);
    expect(slowed.statusCode).toBe(429);
    expect(retryAfter(slowed)).toBeGreaterThan(0);
    expect(retryAfter(slowed)).toBeLessThanOrEqual(15 * 60);
    expect((await loginFrom(t, ATTACKER, owner.email, WRONG, '/api/church/login')).statusCode).toBe(429);

    expect((await loginFrom(t, OWNER, owner.email, owner.password)).statusCode).toBe(200);
  });

  it('lets a church administrator in through church login while the account is attacked from elsewhere', async () => {
    const church = await registerChurch(t);
    expect((await loginFrom(t, OWNER, church.email, church.password, '/api/church/login')).statusCode).toBe(
      200,
    );
    for (let i = 0; i < 11; i++) await loginFrom(t, ATTACKER, church.email, WRONG, '/api/church/login');
    expect((await loginFrom(t, OWNER, church.email, church.password, '/api/church/login')).statusCode).toBe(
      200,
    );
  });
});

const OWNER_TWO = '203.0.113.20';
let n = 0;
/** A fresh address each time: what a distributed attacker has. */
const botnet = () => `192.0.2.${++n % 250}`;

describe('sign-in under attack from many addresses (small limits)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, undefined, {
      throttleLimits: {
        loginAccountAddress: { points: 3, duration: 900 },
        // A long first delay keeps the test independent of how fast this machine checks passwords.
        loginAccount: { points: 4, duration: 3600, firstDelay: 30 },
      },
    });
  });
  afterAll(() => t.close());

  const guess = async (owner: TestUser) => loginFrom(t, botnet(), owner.email, WRONG);

  it('allows a few guesses across addresses, then waits; the owner gets in from a known address', async () => {
    const owner = await registerUser(t, {}, OWNER);
    for (let i = 0; i < 4; i++) expect((await guess(owner)).statusCode).toBe(401);
    // The fifth opens a window for one attempt; every other address waits it out, whatever it sends.
    expect((await guess(owner)).statusCode).toBe(401);
    const waiting = await guess(owner);
    expect(waiting.statusCode).toBe(429);
    expect(retryAfter(waiting)).toBeGreaterThan(0);
    expect(retryAfter(waiting)).toBeLessThanOrEqual(30);
    expect((await loginFrom(t, botnet(), owner.email, owner.password)).statusCode).toBe(429);

    // The owner, from the address they registered (signed in) from, is not held by the attack.
    expect((await loginFrom(t, OWNER, owner.email, owner.password)).statusCode).toBe(200);
    expect((await guess(owner)).statusCode).toBe(429);
  });

  it('lets the owner in from a new address after following a password reset link from it', async () => {
    const owner = await registerUser(t, {}, OWNER);
    const phone = '100.64.0.9';
    for (let i = 0; i < 8; i++) await guess(owner);
    expect((await loginFrom(t, phone, owner.email, owner.password)).statusCode).toBe(429);

    const sentBefore = t.mailer.sent.length;
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/forgot-password/user',
      payload: { email: owner.email },
      remoteAddress: phone,
    });
    expect(asked.statusCode).toBe(200);
    await t.app.background.settled();
    const token = t.mailer.sent[sentBefore]?.text.match(/reset-password\?token=([\w-]+)/)?.[1];
    const newPassword = 'a brand new password';
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/reset-password',
      payload: { token, password: newPassword },
      remoteAddress: phone,
    });
    expect(reset.statusCode).toBe(200);
    expect((await loginFrom(t, phone, owner.email, newPassword)).statusCode).toBe(200);
    // The attack goes on from elsewhere, and stays slowed.
    expect((await guess(owner)).statusCode).toBe(429);
  });

  it('counts a wrong password from a known address only against that address', async () => {
    const owner = await registerUser(t, {}, OWNER_TWO);
    for (let i = 0; i < 3; i++)
      expect((await loginFrom(t, OWNER_TWO, owner.email, WRONG)).statusCode).toBe(401);
    expect((await loginFrom(t, OWNER_TWO, owner.email, owner.password)).statusCode).toBe(429);
    // Elsewhere the account's allowance is untouched.
    expect((await loginFrom(t, botnet(), owner.email, owner.password)).statusCode).toBe(200);
  });
});

describe('the growing delay (one-second first delay)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, undefined, {
      throttleLimits: { loginAccount: { points: 1, duration: 3600, firstDelay: 1 } },
    });
  });
  afterAll(() => t.close());

  /** Guesses from fresh addresses until one is made to wait; answers how long. */
  const untilRefused = async (email: string) => {
    for (;;) {
      const res = await loginFrom(t, botnet(), email, WRONG);
      if (res.statusCode === 429) return retryAfter(res);
      expect(res.statusCode).toBe(401);
    }
  };

  it('doubles the wait with every attempt once the free ones are spent', async () => {
    const owner = await registerUser(t, {}, OWNER);
    const first = await untilRefused(owner.email);
    expect(first).toBe(1);
    await sleep(1100);
    // The window is over: the next guess is checked and opens a longer one.
    expect((await loginFrom(t, botnet(), owner.email, WRONG)).statusCode).toBe(401);
    expect(await untilRefused(owner.email)).toBeGreaterThanOrEqual(4);
    expect((await loginFrom(t, OWNER, owner.email, owner.password)).statusCode).toBe(200);
  });
});
